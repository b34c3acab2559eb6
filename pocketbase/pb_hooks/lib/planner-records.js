// What the planner's hook files share (issue 14): Go's time zone rules (ADR 0043), the student's
// settings and today, and each planner record's stored values as the planner core reads them
// (ADR 0042, ADR 0093). The saves, the feed, the reminders, after-submit and
// sharing require it.
const core = require(`${__hooks}/lib/planner-core.js`)
const { valuesOf } = require(`${__hooks}/lib/fields.js`)

// ---------------------------------------------------------------------------------------------
// Time zones from Go's database (the system's zoneinfo; PocketBase embeds none).

const zones = {}

function timezone(name) {
  return zones[name] || (zones[name] = new Timezone(name))
}

/** Go answers an unknown name with UTC, so a name is known only if it comes back unchanged. */
function isKnownZone(name) {
  if (typeof name !== 'string' || name === '' || name === 'Local') return false
  return timezone(name).string() === name
}

/** Minutes east of UTC in `zone` at `epochMs`, as the core's OffsetAt expects. */
function offsetAt(zone, epochMs) {
  const clock = new DateTime(new Date(epochMs).toISOString()).time().in(timezone(zone))
  const text = clock.format('-0700')
  const sign = text.charAt(0) === '-' ? -1 : 1
  return sign * (Number(text.slice(1, 3)) * 60 + Number(text.slice(3, 5)))
}

// ---------------------------------------------------------------------------------------------
// Small helpers.

/** PocketBase's "2026-11-02 04:59:00.000Z" (or an ISO string) as ms, or NaN. */
function parseInstant(text) {
  if (typeof text !== 'string' || text === '') return NaN
  return Date.parse(text.replace(' ', 'T'))
}

function isoOrEmpty(ms) {
  return ms === null ? '' : new Date(ms).toISOString()
}

function findOne(app, collection, filter, params) {
  try {
    return app.findFirstRecordByFilter(collection, filter, params)
  } catch {
    return null
  }
}

function settingsOf(app, userId) {
  return findOne(app, 'planner_settings', 'user = {:user}', { user: userId })
}

/** The student's date today in their zone (UTC until they choose one). */
function todayFor(settings, now) {
  const zone = settings ? settings.getString('timezone') : 'UTC'
  return core.dateInZone(now, isKnownZone(zone) ? zone : 'UTC', offsetAt)
}

/** Whether every id names an application of `userId`. */
function ownsApplications(app, ids, userId) {
  if (ids.length === 0) return true
  const found = app.findRecordsByIds('applications', ids)
  return found.length === ids.length && found.every((r) => r.getString('user') === userId)
}

/** The catalogue's facts the planner uses; absent columns (another branch adds some) read null. */
function schoolOf(university) {
  const text = (field) => university.getString(field) || null
  return {
    id: university.id,
    unitid: university.getInt('unitid') || null,
    name: university.getString('name'),
    control: text('control'),
    apply_url: text('apply_url'),
    net_price_calculator_url: text('net_price_calculator_url'),
    test_policy_fall2022: text('test_policy_fall2022'),
    essay_requirement_fall2022: text('essay_requirement_fall2022'),
    recommendations_requirement_fall2022: text('recommendations_requirement_fall2022'),
    admission_test_scores_requirement_fall2022: text('admission_test_scores_requirement_fall2022'),
  }
}

// Each planner record's fields are its domain's one list, read by their types in the schema
// (ADR 0093): the keys of NO_APPLICATION, NO_TASK, NO_AID_DATE, NO_RECOMMENDER and NO_SETTINGS
// (less the calendar token, the server's own) in ui/src/logic/planner/planner-fields.ts, which
// the browser's mapping and the memory planner read too.
const LISTS = {
  applications: core.APPLICATION_FIELDS,
  plan_tasks: core.TASK_FIELDS,
  aid_dates: core.AID_DATE_FIELDS,
  recommenders: core.RECOMMENDER_FIELDS,
  planner_settings: core.REMINDER_FIELDS,
}

/** What the student entered on an application, as the planner core reads it. */
function applicationValues(record) {
  return valuesOf(record, 'applications', LISTS.applications)
}

/** A task, aid date, recommender or the student's settings, with its id, as the core reads it. */
function plannerRecord(record) {
  const collection = record.collection().name
  return Object.assign({ id: record.id }, valuesOf(record, collection, LISTS[collection]))
}

/** Trims the record's text fields in place, so the checks and the stored record read the same text. */
function trimFields(record, fields) {
  for (const field of fields) record.set(field, record.getString(field).trim())
}

function randomToken() {
  return $security.randomString(40)
}

function appUrl(app) {
  return app.settings().meta.appURL.replace(/\/+$/, '')
}

module.exports = {
  appUrl,
  applicationValues,
  findOne,
  isKnownZone,
  isoOrEmpty,
  offsetAt,
  ownsApplications,
  parseInstant,
  plannerRecord,
  randomToken,
  schoolOf,
  settingsOf,
  todayFor,
  trimFields,
}
