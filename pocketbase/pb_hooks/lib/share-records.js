// Small helpers every part of shared links uses (issue 27; docs/adr/0080-shared-links.md): finding
// one record, reading an instant, the student's time zone, and the 400 that names each field.
// CommonJS for PocketBase's JSVM.
const core = require(`${__hooks}/lib/sharing-core.js`)
const planner = require(`${__hooks}/lib/planner-records.js`)

/** One record or null: the planner's own lookup (lib/planner-records.js). */
const findOne = planner.findOne

function instant(record, field) {
  return core.parseInstant(record.getString(field))
}

/** The 400 PocketBase shows as field errors; `problems` maps field names to sentences. */
function fail(problems) {
  const data = {}
  const fields = Object.keys(problems)
  for (const field of fields) {
    data[field] = new ValidationError('validation_sharing', problems[field])
  }
  throw new BadRequestError(problems[fields[0]], data)
}

function failIfAny(problems) {
  if (Object.keys(problems).length > 0) fail(problems)
}

/** Refuses any field of `body` not in `allowed`, naming it. */
function onlyFields(body, allowed, message) {
  const problems = {}
  for (const field of Object.keys(body || {})) {
    if (allowed.indexOf(field) === -1) problems[field] = message
  }
  failIfAny(problems)
}
/** The time zone the student chose in the planner's settings (a settings record or null), else UTC. */
function zoneOf(settings) {
  const chosen = settings ? settings.getString('timezone') : ''
  return chosen !== '' && planner.isKnownZone(chosen) ? chosen : 'UTC'
}

module.exports = { fail, failIfAny, findOne, instant, onlyFields, zoneOf }
