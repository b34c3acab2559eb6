// Storage per account, in bytes (docs/adr/0075): every record of every collection a student owns
// (STUDENT_COLLECTIONS) carries its own size in a hidden `bytes` field, set on every write, so an
// account's use is one indexed sum. A write that would take the account past its quota first
// prunes the oldest unnamed conflict copies of essays not marked final; if that cannot make room
// it is refused with a 400 naming the storage, inside the write's transaction, so nothing is
// half-written. The per-account caps (lib/caps.js) are checked in the same transaction.
const { STUDENT_COLLECTIONS } = require(`${__hooks}/lib/student-data.js`)
const { checkCap } = require(`${__hooks}/lib/caps.js`)

/**
 * The quota, from STUDENT_STORAGE_MB (decimal megabytes): 250 MB unless the server says
 * otherwise. 300 essays at the 650-word limit with about 200 versions each fit; see the ADR.
 */
const DEFAULT_QUOTA_MB = 250
/** What a record costs beyond its text: its id, owner, dates, numbers and index entries. */
const ROW_BYTES = 200
const TEXT_TYPES = ['text', 'email', 'url', 'editor', 'json', 'select']
/** Written by the server for its own bookkeeping (reminders sent): counted, never refused. */
const NEVER_REFUSED = ['planner_reminder_log']

const OWNERS = {}
for (const entry of STUDENT_COLLECTIONS) OWNERS[entry.collection] = entry.owner

const USAGE_SQL =
  'SELECT ' +
  STUDENT_COLLECTIONS.map(
    (entry) =>
      `(SELECT COALESCE(SUM([[bytes]]), 0) FROM {{${entry.collection}}} WHERE [[${entry.owner}]] = {:user})`,
  ).join(' + ') +
  ' AS used'

// Conflict copies ("refused": a save the server refused; "replaced": another device's text kept
// as this one wrote over it) that no one named, of essays not marked final, oldest first.
const PRUNABLE_SQL =
  'SELECT v.[[id]] AS id, v.[[bytes]] AS bytes FROM {{essay_versions}} v ' +
  'JOIN {{essays}} e ON e.[[id]] = v.[[essay]] ' +
  "WHERE v.[[user]] = {:user} AND v.[[name]] = '' AND v.[[reason]] IN ('refused', 'replaced') " +
  "AND e.[[status]] NOT IN ('final', 'submitted') ORDER BY v.[[created]], v.[[id]]"

function quotaBytes() {
  const mb = Number($os.getenv('STUDENT_STORAGE_MB'))
  return Math.round((isFinite(mb) && mb > 0 ? mb : DEFAULT_QUOTA_MB) * 1000000)
}

/**
 * What `record` takes: ROW_BYTES, 16 per linked record, and the UTF-8 bytes of its text, JSON and
 * choices, measured by SQLite in `app` (one query: counting a 25,000-character essay's bytes in
 * the hooks' JavaScript takes tens of milliseconds).
 */
function recordBytes(app, record) {
  let links = 0
  const terms = []
  const values = {}
  const fields = record.collection().fields
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]
    const type = field.type()
    if (type === 'relation') links += record.getStringSlice(field.getName()).length
    else if (TEXT_TYPES.indexOf(type) >= 0) {
      const key = 'v' + terms.length
      values[key] = record.getString(field.getName())
      terms.push(`length(CAST({:${key}} AS BLOB))`)
    }
  }
  const row = new DynamicModel({ bytes: 0 })
  app
    .db()
    .newQuery(`SELECT ${[String(ROW_BYTES + links * 16)].concat(terms).join(' + ')} AS bytes`)
    .bind(values)
    .one(row)
  return row.bytes
}

/** The bytes an account's records take, read in `app` (a transaction when deciding). */
function usage(app, userId) {
  const row = new DynamicModel({ used: 0 })
  app.db().newQuery(USAGE_SQL).bind({ user: userId }).one(row)
  return row.used
}

/**
 * Whether `growth` more bytes fit the account, after pruning the oldest unnamed conflict copies
 * if needed. Nothing is pruned unless pruning makes enough room.
 */
function makeRoom(tx, userId, growth) {
  const quota = quotaBytes()
  const used = usage(tx, userId)
  if (used + growth <= quota) return true
  const copies = arrayOf(new DynamicModel({ id: '', bytes: 0 }))
  tx.db().newQuery(PRUNABLE_SQL).bind({ user: userId }).all(copies)
  let prunable = 0
  for (const copy of copies) prunable += copy.bytes
  let over = used + growth - quota
  if (over > prunable) return false
  for (const copy of copies) {
    if (over <= 0) break
    tx.delete(tx.findRecordById('essay_versions', copy.id))
    over -= copy.bytes
  }
  return true
}

function megabytes(bytes) {
  return Math.round(bytes / 100000) / 10
}

/**
 * The 400 that names what is full, on the field `storage` (the data layer reads it as any field's
 * refusal: final, not tried again); the write it stops changes nothing.
 */
function storageFull() {
  const message =
    'Your storage is full (' +
    megabytes(quotaBytes()) +
    ' MB): delete essays, versions or plans you no longer need to make room.'
  return new BadRequestError(message, { storage: new ValidationError('storage_full', message) })
}

/**
 * The guard around every insert and update of a student's record (limits.pb.js): in one
 * transaction, the collection's cap (creates), the record's size, room for what it adds, then the
 * write itself.
 */
function guardWrite(e) {
  const record = e.record
  const collection = record.collection().name
  const owner = record.getString(OWNERS[collection])
  e.app.runInTransaction((tx) => {
    const isNew = record.isNew()
    if (isNew) checkCap(tx, record)
    const bytes = recordBytes(tx, record)
    const before = isNew ? 0 : record.original().getInt('bytes')
    record.set('bytes', bytes)
    if (
      bytes > before &&
      owner !== '' &&
      NEVER_REFUSED.indexOf(collection) < 0 &&
      !makeRoom(tx, owner, bytes - before)
    ) {
      throw storageFull()
    }
    e.app = tx
    e.next()
  })
}

const PAGE = 500

/**
 * The up step of a migration that brings collections a student owns into the quota (1763880100,
 * 1763920000): each of `names` gets the hidden `bytes` field and an index on (user, bytes), so an
 * account's use stays one index-only sum, and the records already stored are measured.
 */
function addBytesField(app, names) {
  for (const name of names) {
    const collection = app.findCollectionByNameOrId(name)
    collection.fields.add(new NumberField({ name: 'bytes', hidden: true, onlyInt: true, min: 0 }))
    collection.addIndex(`idx_${name}_bytes`, false, '`user`, `bytes`', '')
    app.save(collection)
    for (let offset = 0; ; offset += PAGE) {
      const page = app.findRecordsByFilter(name, '', 'id', PAGE, offset)
      for (const record of page) {
        app
          .db()
          .newQuery(`UPDATE {{${name}}} SET [[bytes]] = {:bytes} WHERE [[id]] = {:id}`)
          .bind({ bytes: recordBytes(app, record), id: record.id })
          .execute()
      }
      if (page.length < PAGE) break
    }
  }
}

/** The down step: the index and the field go. */
function removeBytesField(app, names) {
  for (const name of names) {
    const collection = app.findCollectionByNameOrId(name)
    collection.removeIndex(`idx_${name}_bytes`)
    collection.fields.removeByName('bytes')
    app.save(collection)
  }
}

module.exports = {
  addBytesField,
  guardWrite,
  makeRoom,
  quotaBytes,
  recordBytes,
  removeBytesField,
  usage,
}
