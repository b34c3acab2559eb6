/// <reference path="../pb_data/types.d.ts" />
// POST /api/account/delete { confirmation }: the signed-in student deletes their own account
// after proving it is them (ADR 0026). Their list entries go by cascade and PocketBase removes
// their avatar file with the record.
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
    $app.delete(record)
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
