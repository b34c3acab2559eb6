// A true-or-false field gets true or false, a number field a number (issue 25, ADR 0093): left to
// PocketBase, a value of another type is turned into the field's type before any record hook
// sees it (`[1]` or "yes" becomes false, "abc" 0, and the record hooks' own `requestInfo().body`
// already holds the turned value), which would store something the student never chose over what
// they had. The body is read as sent, in front of the records API, against the schema's own
// description (collection-fields.js, written by `pnpm typegen`), so a new field is covered by its
// migration alone. CommonJS for PocketBase's JSVM.
const { COLLECTION_FIELDS } = require(`${__hooks}/lib/collection-fields.js`)
const { failIfAny } = require(`${__hooks}/lib/field-errors.js`)

const MESSAGES = {
  bool: 'Must be true or false.',
  number: 'Must be a number.',
}

/** The records API's create and update paths: the collection named, or null. */
const RECORDS_PATH = /^\/api\/collections\/([^/]+)\/records(?:\/[^/]+)?$/

/** A value a client may send for the field's type (a multipart form sends text). */
function fits(type, value) {
  if (type === 'bool') return typeof value === 'boolean' || value === 'true' || value === 'false'
  if (value === null || value === '') return true
  if (typeof value === 'number') return isFinite(value)
  return typeof value === 'string' && value.trim() !== '' && isFinite(Number(value))
}

/** { field: message } for each true-or-false or number field of `body` that is neither. */
function typeProblems(collection, body) {
  const fields = COLLECTION_FIELDS[collection] || {}
  const problems = {}
  for (const name of Object.keys(body || {})) {
    const field = fields[name]
    if (!field || field.json || field.multiple || !MESSAGES[field.type]) continue
    if (!fits(field.type, body[name])) problems[name] = MESSAGES[field.type]
  }
  return problems
}

/**
 * In front of every request: a create or update through the records API whose body holds a value
 * of the wrong type gets the 400 that names each such field, and nothing is written.
 */
function checkRequest(e) {
  const method = e.request.method
  if (method !== 'POST' && method !== 'PATCH') return
  const match = RECORDS_PATH.exec(e.request.url.path)
  if (!match) return
  failIfAny(typeProblems(match[1], e.requestInfo().body))
}

module.exports = { MESSAGES, typeProblems, checkRequest }
