/// <reference path="../pb_data/types.d.ts" />
// Scholarships are the student's records (docs/adr/0087, 0075): like every collection a student
// owns they get the hidden `bytes` field and the (user, bytes) index, so they count toward the
// account's storage, and the records already stored are measured (pb_hooks/lib/quota.js). Their
// cap is counted in each write's transaction (lib/caps.js).
const SCHOLARSHIPS = ['scholarships']

migrate(
  (app) => require(`${__hooks}/lib/quota.js`).addBytesField(app, SCHOLARSHIPS),
  (app) => require(`${__hooks}/lib/quota.js`).removeBytesField(app, SCHOLARSHIPS),
)
