/**
 * What the server runs of the essays' logic: `pnpm typegen` bundles this entry into
 * pocketbase/pb_hooks/lib/essays-core.js (CommonJS for PocketBase's JavaScript runtime), so the
 * save route and the field checks apply the very rules the browser applies
 * (docs/adr/0058-hooks-run-the-browsers-rules.md). Nothing here may use Intl or
 * the DOM.
 */
export { ESSAY_LIMITS } from './essay.ts'
export { ESSAY_RECORD_FIELDS } from './essay-record.ts'
export { phrasesProblem } from './phrases.ts'
export { decideSave } from './save-rule.ts'
