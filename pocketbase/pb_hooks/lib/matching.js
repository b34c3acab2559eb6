// Builds and caches the matching projection served by matching.pb.js.
//
// Bounded against hostile `fields` (issue 12): only columns of the `universities` collection
// (its schema is the allow-list, so a column added by a migration needs no edit here), each
// once, at most one request's worth of names; one cache entry per canonical column set (the set
// in schema order, whatever order or repeats were asked for), at most MAX_ENTRIES of them and none
// larger than MAX_BODY_BYTES. The route's rate limit is set in migration 1763800100.
const VERSION_KEY = 'matching:version'
const KEYS_KEY = 'matching:keys'
/** The app asks for one set; a few more leave room for tools without letting the cache grow. */
const MAX_ENTRIES = 4
/** Every column of every university is about 2 MB; anything larger is not cached. */
const MAX_BODY_BYTES = 8 * 1024 * 1024
/** Longer than every column name joined; a longer parameter is refused before it is split. */
const MAX_PARAM_LENGTH = 4096

/**
 * Replaces the list of cached keys atomically (concurrent requests would otherwise each drop the
 * other's key and leave its body cached for good) and returns the keys `change` dropped from it.
 */
function updateKeys(store, change) {
  let dropped = []
  store.setFunc(KEYS_KEY, (previous) => {
    const keys = previous ? JSON.parse(previous) : []
    const kept = change(keys)
    dropped = keys.filter((key) => kept.indexOf(key) < 0)
    return JSON.stringify(kept)
  })
  return dropped
}

/** Drops every cached body and moves to a new version, so a build in flight is never served. */
function invalidate() {
  const store = $app.store()
  store.setFunc(VERSION_KEY, (version) => (version || 0) + 1)
  for (const key of updateKeys(store, () => [])) store.remove(key)
}

/**
 * The requested columns as the canonical set: known columns only, each once, in schema order.
 * Returns { fields } (PocketBase field objects) or { error }.
 */
function canonicalColumns(fieldsParam, collection) {
  const raw = String(fieldsParam || '')
  if (raw.length > MAX_PARAM_LENGTH) return { error: 'Too many columns asked for.' }
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (names.length === 0) return { error: 'Name the columns: ?fields=a,b,c' }
  const wanted = {}
  for (const name of names) {
    // Only real column names reach the SQL below.
    const field = /^[a-z0-9_]+$/.test(name) ? collection.fields.getByName(name) : null
    if (!field || field.getHidden()) return { error: `Unknown column "${name}".` }
    wanted[name] = true
  }
  const fields = []
  for (let i = 0; i < collection.fields.length; i++) {
    const field = collection.fields[i]
    if (wanted[field.getName()]) fields.push(field)
  }
  return { fields }
}

/**
 * Remembers a body under `key`, dropping the oldest entries past MAX_ENTRIES. The body is stored
 * before its key is listed and removed after its key left the list, so none outlives the list.
 */
function remember(store, key, body) {
  if (body.length > MAX_BODY_BYTES) return
  store.set(key, body)
  const evicted = updateKeys(store, (keys) =>
    keys
      .filter((k) => k !== key)
      .concat([key])
      .slice(-MAX_ENTRIES),
  )
  for (const old of evicted) store.remove(old)
}

/** Returns { body } (JSON text: { columns, rows }) or { error } for a refused request. */
function catalogueBody(fieldsParam) {
  const collection = $app.findCollectionByNameOrId('universities')
  const asked = canonicalColumns(fieldsParam, collection)
  if (asked.error) return asked
  const names = asked.fields.map((field) => field.getName())
  const parts = asked.fields.map((field, i) =>
    field.type() === 'json'
      ? `json(coalesce(nullif([[${names[i]}]], ''), 'null'))`
      : `[[${names[i]}]]`,
  )
  const store = $app.store()
  const key = `matching:${store.get(VERSION_KEY) || 0}:${names.join(',')}`
  const cached = store.get(key)
  if (cached) return { body: cached }

  const row = new DynamicModel({ body: '' })
  $app
    .db()
    .newQuery(
      `SELECT json_object('columns', json({:columns}), 'rows', coalesce(json_group_array(json_array(${parts.join(', ')})), json('[]'))) AS body
       FROM (SELECT * FROM {{universities}} ORDER BY [[unitid]])`,
    )
    .bind({ columns: JSON.stringify(names) })
    .one(row)
  remember(store, key, row.body)
  return { body: row.body }
}

module.exports = { catalogueBody, invalidate, MAX_ENTRIES }
