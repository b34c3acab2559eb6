/// <reference path="../pb_data/types.d.ts" />
// An application's portal checklist and its interview (issue 26, ADRs 0083 and 0084) are the
// student's records: like every collection a student owns they get the hidden `bytes` field and
// the (user, bytes) index, so they count toward the account's storage (docs/adr/0075), and the
// records already stored are measured (pb_hooks/lib/quota.js). No cap of their own: each is one
// per application (a unique index), and applications are capped (lib/caps.js).
const AFTER_SUBMIT = ['application_portals', 'interviews']

migrate(
  (app) => require(`${__hooks}/lib/quota.js`).addBytesField(app, AFTER_SUBMIT),
  (app) => require(`${__hooks}/lib/quota.js`).removeBytesField(app, AFTER_SUBMIT),
)
