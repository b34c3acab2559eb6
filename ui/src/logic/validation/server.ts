/**
 * What the server runs of the text rule: `pnpm typegen` bundles this entry into
 * pocketbase/pb_hooks/lib/text-core.js, so the hooks refuse exactly what the forms refuse
 * (lib/text-rule.js, docs/adr/0075) and the mails quote typed text as the browser's rule says
 * (docs/adr/0074). Nothing here may use Intl or the DOM.
 */
export {
  jsonForbiddenPath,
  jsonHasForbiddenText,
  linesOf,
  TEXT_MESSAGES,
  textProblem,
} from './text-rule.ts'
export { mailTitle } from './mail-title.ts'
