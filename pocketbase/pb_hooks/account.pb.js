/// <reference path="../pb_data/types.d.ts" />
// The signed-in student's own account: everything stored about them (GET /api/account/export) and
// its deletion (POST /api/account/delete), both over the one list of what a student owns
// (lib/student-data.js, ADR 0036).

routerAdd(
  'GET',
  '/api/account/export',
  (e) => {
    const { exportStudent } = require(`${__hooks}/lib/student-data.js`)
    const user = $app.findRecordById('users', e.auth.id)
    return e.json(200, exportStudent($app, user, new Date().toISOString()))
  },
  $apis.requireAuth('users'),
)

// POST /api/account/delete { confirmation }: deletes the account after the student proves it is
// them (ADR 0026): their password, or the email of an account made with Google.
routerAdd(
  'POST',
  '/api/account/delete',
  (e) => {
    const { confirmsDeletion } = require(`${__hooks}/lib/account.js`)
    const record = e.auth
    const body = e.requestInfo().body
    const linked = $app.findAllExternalAuthsByRecord(record).length > 0
    if (!confirmsDeletion(record, body.confirmation, linked)) {
      // The data layer words this for the student; the status alone says what happened.
      throw new BadRequestError('The confirmation does not match.')
    }
    require(`${__hooks}/lib/student-data.js`).deleteStudent($app, record)
    return e.noContent(204)
  },
  $apis.requireAuth('users'),
)

// The plain records API would delete with a token alone: students go through the route above.
// (Other students still get 404 from the collection's owner-only deleteRule, checked first.)
onRecordDeleteRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    throw new ForbiddenError(
      'Delete your account from your profile page; it asks for your password.',
    )
  }
  return e.next()
}, 'users')
