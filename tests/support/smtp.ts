// The mail catcher lives beside the start-up scripts, since `pnpm dev` uses it too; tests import it
// from here as before.
export {
  startMailCatcher,
  type CaughtMail,
  type MailCatcher,
} from '../../pocketbase/scripts/mail-catcher.ts'
