// Small helpers every part of shared links uses (issue 27; docs/adr/0080-shared-links.md): finding
// one record, reading an instant, the student's time zone, refusing fields a request may not send.
// CommonJS for PocketBase's JSVM.
const core = require(`${__hooks}/lib/sharing-core.js`)
const planner = require(`${__hooks}/lib/planner-records.js`)
const { failIfAny } = require(`${__hooks}/lib/field-errors.js`)

/** One record or null: the planner's own lookup (lib/planner-records.js). */
const findOne = planner.findOne

function instant(record, field) {
  return core.parseInstant(record.getString(field))
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

module.exports = { findOne, instant, onlyFields, zoneOf }
