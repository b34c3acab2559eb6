/// <reference path="../pb_data/types.d.ts" />
// Application analytics (issue 16): what a student enters on an application for the cost of
// applying and for decisions is checked for every writer, students and admins alike. Logic lives
// in lib/analytics.js, required once per VM and kept on the VM's global object (ADR 0029).

onRecordValidate((e) => {
  const analytics =
    globalThis.__ccAnalytics || (globalThis.__ccAnalytics = require(`${__hooks}/lib/analytics.js`))
  analytics.checkApplication(e.record)
  return e.next()
}, 'applications')
