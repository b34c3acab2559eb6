/// <reference path="../pb_data/types.d.ts" />
// After "Submit" (issue 26): every write of an application's portal or interview goes through its
// rule (lib/after-submit.js, the planner's own checks, ADR 0042), with the planner's shared
// records (lib/planner-records.js) lending their helpers. Both modules are required once per VM and
// kept on its global object (ADR 0029).
for (const onSaveRequest of [onRecordCreateRequest, onRecordUpdateRequest]) {
  onSaveRequest(
    (e) => {
      const planner =
        globalThis.__ccPlannerRecords ||
        (globalThis.__ccPlannerRecords = require(`${__hooks}/lib/planner-records.js`))
      const after =
        globalThis.__ccAfterSubmit ||
        (globalThis.__ccAfterSubmit = require(`${__hooks}/lib/after-submit.js`))
      return after.saveRecord(e, planner)
    },
    'application_portals',
    'interviews',
  )
}
