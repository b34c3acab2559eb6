// Everything the product stores about one student, in one place (ADR 0036): the export route and
// the account deletion (account.pb.js) both read STUDENT_COLLECTIONS, so a collection a student
// owns (the planner's, the essays') is added with one line here and is then exported and deleted
// with the account.

/**
 * The collections a student owns. `owner`: the relation to `users`. `exportAs`: the key in the
 * export. `summaries`: relations shown as a few columns of the related record instead of its id.
 */
// Rows that point at others come first: deletion goes down this list in order.
const SCHOOL = ['unitid', 'name', 'city', 'state']
const STUDENT_COLLECTIONS = [
  // Comments left on the student's essays through their shared links (ADR 0082).
  { collection: 'share_comments', owner: 'user', exportAs: 'essayComments' },
  // Their shared links, with when each was last opened and how often (never the token).
  { collection: 'shares', owner: 'user', exportAs: 'shares' },
  { collection: 'essay_versions', owner: 'user', exportAs: 'essayVersions' },
  { collection: 'essays', owner: 'user', exportAs: 'essays' },
  { collection: 'application_portals', owner: 'user', exportAs: 'applicationPortals' },
  { collection: 'interviews', owner: 'user', exportAs: 'interviews' },
  { collection: 'scholarships', owner: 'user', exportAs: 'scholarships' },
  { collection: 'plan_tasks', owner: 'user', exportAs: 'planTasks' },
  { collection: 'aid_dates', owner: 'user', exportAs: 'aidDates' },
  { collection: 'recommenders', owner: 'user', exportAs: 'recommenders' },
  { collection: 'planner_reminder_log', owner: 'user', exportAs: 'remindersSent' },
  {
    collection: 'applications',
    owner: 'user',
    exportAs: 'applications',
    summaries: { university: SCHOOL },
  },
  { collection: 'planner_settings', owner: 'user', exportAs: 'plannerSettings' },
  {
    collection: 'saved_universities',
    owner: 'user',
    exportAs: 'list',
    summaries: { university: SCHOOL },
  },
]

/** Bumped when the export's shape changes (ui/src/logic/profile/export.ts reads it). */
const EXPORT_FORMAT = 'college-compass-export/2'

/** A record's own fields, without the hidden ones (password hash, token key) and `skip`. */
function fieldsOf(record, skip) {
  const out = {}
  const fields = record.collection().fields
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]
    const name = field.getName()
    if (field.getHidden() || name === skip) continue
    out[name] = record.get(name)
  }
  return out
}

/** The student's rows of one listed collection, oldest first. */
function ownedRecords(app, entry, userId) {
  return app.findRecordsByFilter(entry.collection, `${entry.owner} = {:user}`, 'created', 0, 0, {
    user: userId,
  })
}

function summaryOf(app, collectionId, id, columns) {
  if (!id) return null
  const related = app.findRecordById(collectionId, id)
  const out = { id: related.id }
  for (const column of columns) out[column] = related.get(column)
  return out
}

/** Contact messages sent from the account's address, when the address is proven to be theirs. */
function contactMessagesOf(app, user) {
  if (!user.verified()) return []
  return app.findRecordsByFilter('contact_messages', 'email:lower = {:email}', 'created', 0, 0, {
    email: user.email().toLowerCase(),
  })
}

/** The export of everything stored about `user` (a `users` record), as plain JSON data. */
function exportStudent(app, user, exportedAt) {
  const account = fieldsOf(user)
  // Email is a system field PocketBase hides from others; it is the student's own.
  account.email = user.email()
  account.verified = user.verified()
  const avatar = user.getString('avatar')
  account.avatar = avatar
    ? { file: avatar, url: `/api/files/${user.collection().id}/${user.id}/${avatar}` }
    : null

  const result = {
    format: EXPORT_FORMAT,
    exportedAt: exportedAt,
    account: account,
    signInMethods: app.findAllExternalAuthsByRecord(user).map((external) => ({
      provider: external.getString('provider'),
      created: external.getString('created'),
    })),
    contactMessages: contactMessagesOf(app, user).map((message) => fieldsOf(message)),
  }
  for (const entry of STUDENT_COLLECTIONS) {
    const collection = app.findCollectionByNameOrId(entry.collection)
    result[entry.exportAs] = ownedRecords(app, entry, user.id).map((record) => {
      const row = fieldsOf(record, entry.owner)
      for (const field of Object.keys(entry.summaries || {})) {
        const relation = collection.fields.getByName(field)
        const columns = entry.summaries[field]
        row[field] = summaryOf(app, relation.collectionId, record.getString(field), columns)
      }
      return row
    })
  }
  return result
}

/**
 * Deletes the student and everything that still names them, in one transaction: their rows of
 * every listed collection (with their files), the contact messages sent from their proven address,
 * then the account (PocketBase removes its sign-in links, devices and avatar with it). Request
 * log lines that name the account go too, and those of its last requests, which the logger writes
 * a few seconds later, are dropped as they come (lib/log-purge.js); what remains expires
 * (docs/operations.md).
 */
function deleteStudent(app, user) {
  const id = user.id
  app.runInTransaction((tx) => {
    for (const entry of STUDENT_COLLECTIONS) {
      for (const record of ownedRecords(tx, entry, id)) tx.delete(record)
    }
    for (const message of contactMessagesOf(tx, user)) tx.delete(message)
    tx.delete(tx.findRecordById('users', id))
  })
  const logs = require(`${__hooks}/lib/log-purge.js`)
  logs.remember(app, id, Date.now())
  logs.purgeLogs(app, id)
}

module.exports = { deleteStudent, exportStudent, EXPORT_FORMAT, STUDENT_COLLECTIONS }
