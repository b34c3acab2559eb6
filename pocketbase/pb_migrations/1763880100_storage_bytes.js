/// <reference path="../pb_data/types.d.ts" />
// Storage per account (docs/adr/0075): every collection a student owns gets a hidden `bytes`
// field, the record's size as pb_hooks/lib/quota.js counts it (set on every write by limits.pb.js),
// and an index on (owner, bytes), so an account's use is one index-only sum. Existing records are
// measured here with the same function.
const OWNED = [
  'essay_versions',
  'essays',
  'plan_tasks',
  'aid_dates',
  'recommenders',
  'planner_reminder_log',
  'applications',
  'planner_settings',
  'saved_universities',
]

migrate(
  (app) => require(`${__hooks}/lib/quota.js`).addBytesField(app, OWNED),
  (app) => require(`${__hooks}/lib/quota.js`).removeBytesField(app, OWNED),
)
