/**
 * What the server runs of sharing's logic: `pnpm typegen` bundles this entry into
 * pocketbase/pb_hooks/lib/sharing-core.js (CommonJS for PocketBase's JavaScript runtime), so the
 * shares' and comments' checks and the supporter's view are the browser's own rules
 * (docs/adr/0080-shared-links.md, docs/adr/0058-hooks-run-the-browsers-rules.md). Nothing here
 * may use Intl or the DOM: the server passes Go's zone rules in as `OffsetAt`.
 */
export { MATCH_FIELDS } from '../matching/fields.ts'
export { matchSettingsOf } from '../matching/settings.ts'
export { commentProblems, COMMENT_MESSAGES } from './comment.ts'
export { shareMail } from './mail.ts'
export {
  parseInstant,
  SHARE_LIMITS,
  SHARE_MESSAGES,
  SHARE_TOKEN_LENGTH,
  shareLink,
  shareProblems,
  storedTextProblem,
} from './share.ts'
export { sharedView } from './shared-view.ts'
export { storedOffer } from '../offers/offer.ts'
export { ESSAY_RECORD_FIELDS } from '../essays/essay-record.ts'
export {
  applicationEntriesOf,
  AWARD_FIELDS,
  ENTRY_FIELDS,
  outsideAwardOf,
} from '../analytics/entries.ts'
