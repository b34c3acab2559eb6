// Reading a record's JSON field in the hooks (CommonJS for PocketBase's JSVM).

/** A JSON field's value: null when empty, undefined when it is not valid JSON. */
function jsonValue(record, field) {
  const raw = record.getString(field)
  if (raw === '' || raw === 'null') return null
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

module.exports = { jsonValue }
