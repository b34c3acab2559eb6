/// <reference path="../pb_data/types.d.ts" />
// Per-account limits that hold for every writer and under concurrency (docs/adr/0075): around
// every insert and update of a record a student owns, one transaction checks the collection's cap
// (lib/caps.js) and the account's storage quota (lib/quota.js), then writes. Model-level hooks, so
// the records API, the essay save route, the planner's generated steps, the reminder job and
// admins all pass through them. The module is required once per VM (ADR 0029).

for (const onWrite of [onRecordCreateExecute, onRecordUpdateExecute]) {
  onWrite(
    (e) => {
      const quota =
        globalThis.__ccQuota || (globalThis.__ccQuota = require(`${__hooks}/lib/quota.js`))
      quota.guardWrite(e)
    },
    ...require(`${__hooks}/lib/student-data.js`).STUDENT_COLLECTIONS.map(
      (entry) => entry.collection,
    ),
  )
}

// GET /api/account/storage: { used, quota } in bytes, for the student's "80% used" notices on
// /essays and /profile; an admin asks for any account with ?user=<id>.
routerAdd(
  'GET',
  '/api/account/storage',
  (e) => {
    const quota =
      globalThis.__ccQuota || (globalThis.__ccQuota = require(`${__hooks}/lib/quota.js`))
    const userId = e.hasSuperuserAuth() ? e.request.url.query().get('user') : e.auth.id
    if (!userId) throw new BadRequestError('Name the account: ?user=<id>.')
    return e.json(200, { used: quota.usage($app, userId), quota: quota.quotaBytes() })
  },
  $apis.requireAuth('users', '_superusers'),
)

// Realtime is not offered on the records a student owns: their writes run inside the guard's
// transaction above, which PocketBase's realtime broadcast does not see, and the product never
// subscribes to them (each page reads on its own). A subscription to one is refused with a 400
// naming it, rather than accepted and left silent (docs/adr/0075).
onRealtimeSubscribeRequest((e) => {
  const owned = require(`${__hooks}/lib/student-data.js`).STUDENT_COLLECTIONS.map(
    (entry) => entry.collection,
  )
  const refused = e.subscriptions.filter((topic) => {
    const name = topic.split('?')[0].split('/')[0]
    try {
      return owned.indexOf(e.app.findCollectionByNameOrId(name).name) >= 0
    } catch {
      return false
    }
  })
  if (refused.length > 0) {
    throw new BadRequestError(`Realtime is not offered for ${refused.join(', ')}.`, {
      subscriptions: new ValidationError('realtime_unavailable', 'Realtime is not offered here.'),
    })
  }
  return e.next()
})
