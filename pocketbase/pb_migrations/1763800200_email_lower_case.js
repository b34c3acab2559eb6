/// <reference path="../pb_data/types.d.ts" />
// E-mail addresses are one per person whatever their case (issue 12): stored lower-case (the users
// hooks lower-case every new or changed address) and unique ignoring case (the email index
// becomes COLLATE NOCASE).
//
// Existing rows: every address is lower-cased. Where two accounts share an address ignoring case
// (`ALICE@x.com` beside `alice@x.com`), the one updated most recently keeps it; each other one
// moves to `alice+duplicate-<its id>@x.com`, so nothing is deleted and its owner can still sign
// in with that address and their password. Each move is printed; an admin can merge the accounts.
//
// Down: the index goes back to case-sensitive. The addresses stay lower-case (the original case
// was not kept; lower-case addresses work under either index).
const NOCASE = '(`email` COLLATE NOCASE)'
const PLAIN = '(`email`)'

function setEmailIndex(app, from, to) {
  const users = app.findCollectionByNameOrId('users')
  users.indexes = users.indexes.map((index) =>
    index.indexOf('UNIQUE') >= 0 && index.indexOf(from) >= 0 ? index.replace(from, to) : index,
  )
  app.save(users)
}

/** `alice@x.com` -> `alice+duplicate-<id>@x.com` */
function movedAddress(email, id) {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, at)}+duplicate-${id}${email.slice(at)}`
}

migrate(
  (app) => {
    const rows = arrayOf(new DynamicModel({ id: '', email: '', updated: '' }))
    app
      .db()
      .newQuery("SELECT id, email, updated FROM users WHERE email != '' ORDER BY updated DESC, id")
      .all(rows)

    const keeper = {}
    const changes = []
    const moved = []
    for (const row of rows) {
      const lower = row.email.trim().toLowerCase()
      if (keeper[lower]) {
        const next = movedAddress(lower, row.id)
        changes.unshift({ id: row.id, email: next })
        moved.push(
          `  ${row.email} (account ${row.id}) -> ${next}; ${lower} stays with account ${keeper[lower]}`,
        )
      } else {
        keeper[lower] = row.id
        if (lower !== row.email) changes.push({ id: row.id, email: lower })
      }
    }
    // Moves first, so no lower-cased address meets its old twin under the case-sensitive index.
    for (const change of changes) {
      app.db().newQuery('UPDATE users SET email = {:email} WHERE id = {:id}').bind(change).execute()
    }
    const lowered = changes.length - moved.length
    setEmailIndex(app, PLAIN, NOCASE)

    if (lowered === 0 && moved.length === 0) return
    console.log(
      `E-mail case: ${lowered} address(es) lower-cased; ${moved.length} account(s) shared an ` +
        'address with another account ignoring case and were moved (the account updated last keeps it):',
    )
    for (const line of moved) console.log(line)
  },
  (app) => {
    setEmailIndex(app, NOCASE, PLAIN)
  },
)
