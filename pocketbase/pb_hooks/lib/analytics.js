// Application analytics on the server (issue 16): the checks of what a student enters on an
// application (score reports and their cost, a school's aid offer, logic/offers/offer.ts). CommonJS for PocketBase's
// JSVM.

// The rules and their words are the browser's own (ui/src/logic/analytics/entries.ts), bundled
// from ui/src/logic/analytics/server.ts by `pnpm typegen` (ADR 0058).
const core = require(`${__hooks}/lib/analytics-core.js`)
// The fields analytics owns are the keys of the browser's NOTHING_ENTERED, each read by its type
// in the schema (ADR 0093); unreadable JSON reads as undefined, which the checks refuse.
const { valuesOf } = require(`${__hooks}/lib/fields.js`)

const { failIfAny } = require(`${__hooks}/lib/field-errors.js`)

/** Throws the 400 that names each field, or does nothing when the entries are fine. */
function checkApplication(record) {
  failIfAny(core.validateEntries(valuesOf(record, 'applications', core.ENTRY_FIELDS)))
}

module.exports = {
  LIMITS: core.ANALYTICS_LIMITS,
  MESSAGES: core.ANALYTICS_MESSAGES,
  entriesProblems: core.validateEntries,
  checkApplication,
}
