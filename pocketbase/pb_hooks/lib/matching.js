// Builds and caches the matching projection served by matching.pb.js.
const VERSION_KEY = 'matching:version'
const KEYS_KEY = 'matching:keys'

/** Drops every cached body and moves to a new version, so a build in flight is never served. */
function invalidate() {
  const store = $app.store()
  const keys = store.get(KEYS_KEY)
  if (keys) for (const key of JSON.parse(keys)) store.remove(key)
  store.remove(KEYS_KEY)
  store.set(VERSION_KEY, (store.get(VERSION_KEY) || 0) + 1)
}

/** Returns { body } (JSON text: { columns, rows }) or { error } for an unknown column. */
function catalogueBody(fieldsParam) {
  const names = String(fieldsParam || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (names.length === 0) return { error: 'Name the columns: ?fields=a,b,c' }
  const collection = $app.findCollectionByNameOrId('universities')
  const parts = []
  for (const name of names) {
    // Only real column names reach the SQL below.
    const field = /^[a-z0-9_]+$/.test(name) ? collection.fields.getByName(name) : null
    if (!field) return { error: `Unknown column "${name}".` }
    parts.push(
      field.type() === 'json' ? `json(coalesce(nullif([[${name}]], ''), 'null'))` : `[[${name}]]`,
    )
  }
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
  store.set(key, row.body)
  const keys = store.get(KEYS_KEY)
  store.set(KEYS_KEY, JSON.stringify((keys ? JSON.parse(keys) : []).concat([key])))
  return { body: row.body }
}

module.exports = { catalogueBody, invalidate }
