/**
 * What the server runs of analytics' logic: `pnpm typegen` bundles this entry into
 * pocketbase/pb_hooks/lib/analytics-core.js (CommonJS for PocketBase's JavaScript runtime), so an
 * application's entries are refused by the server with the browser's own rules and words
 * (docs/adr/0058-hooks-run-the-browsers-rules.md). Nothing here may use Intl or
 * the DOM.
 */
export { ANALYTICS_LIMITS, ANALYTICS_MESSAGES, ENTRY_FIELDS, validateEntries } from './entries.ts'
