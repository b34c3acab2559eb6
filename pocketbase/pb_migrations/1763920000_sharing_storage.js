/// <reference path="../pb_data/types.d.ts" />
// Shared links and the comments left through them are the student's records (docs/adr/0075,
// 0080, 0082): like every collection a student owns they get the hidden `bytes` field and the
// (user, bytes) index, so they count toward the account's storage, and the records already
// stored are measured (pb_hooks/lib/quota.js). Their caps are counted in each write's transaction
// (lib/caps.js).
const SHARING = ['shares', 'share_comments']

migrate(
  (app) => require(`${__hooks}/lib/quota.js`).addBytesField(app, SHARING),
  (app) => require(`${__hooks}/lib/quota.js`).removeBytesField(app, SHARING),
)
