// After "Submit" on the server (issue 26): the checks of an application's portal and interview,
// what the calendar feed and the reminder job read of them. The rules are the browser's own,
// bundled into planner-core.js (ADR 0042); the planner's shared records (`planner`,
// lib/planner-records.js) lend their helpers: Go's zone rules, the student's today; the 400 that
// names each field is lib/field-errors.js.
const core = require(`${__hooks}/lib/planner-core.js`)
const { fail, failIfAny } = require(`${__hooks}/lib/field-errors.js`)
// A recommender as the planner reads it (its one field list, ADR 0093).
const { plannerRecord } = require(`${__hooks}/lib/planner-records.js`)
// Each record's fields by the schema's types, the lists the browser's (ADR 0093).
const { valuesOf } = require(`${__hooks}/lib/fields.js`)

const M = core.PLANNER_MESSAGES
const P = core.PORTAL_MESSAGES

/** A body field whose name says it carries a password is refused, never stored or ignored. */
function passwordFields(e) {
  const errors = {}
  for (const key of Object.keys(e.requestInfo().body)) {
    if (core.looksLikePassword(key)) errors[key] = P.password
  }
  return errors
}

/** The record's application: the student's own, and the same one it was made for. */
function checkApplication(e, planner, errors) {
  const record = e.record
  const id = record.getString('application')
  if (id === '') return
  if (!record.isNew() && record.original().getString('application') !== id) {
    errors.application = P.sameApplication
  } else if (!planner.ownsApplications(e.app, [id], record.getString('user'))) {
    errors.application = M.notYours
  }
}

function savePortal(e, planner) {
  const record = e.record
  const userId = record.getString('user')
  const values = core.normalizePortal(portalValues(record))
  const recommenderIds = e.app
    .findRecordsByFilter('recommenders', 'user = {:user}', '', 0, 0, { user: userId })
    .map((r) => r.id)
  const today = planner.todayFor(planner.settingsOf(e.app, userId), Date.now())
  const errors = Object.assign(
    passwordFields(e),
    core.validatePortal(values, today, recommenderIds),
  )
  checkApplication(e, planner, errors)
  failIfAny(errors)
  for (const field of core.PORTAL_FIELDS) record.set(field, values[field])
  return e.next()
}

/** A portal record's values; an empty checklist is {} (anything else not one, the checks refuse). */
function portalValues(record) {
  const values = valuesOf(record, 'application_portals', core.PORTAL_FIELDS)
  if (values.items === null) values.items = {}
  return values
}

function saveInterview(e, planner) {
  const record = e.record
  const userId = record.getString('user')
  if (record.getString('status') === '') record.set('status', 'none')
  if (record.getString('zone_rule') === '') record.set('zone_rule', 'student')
  const values = core.normalizeInterview(valuesOf(record, 'interviews', core.INTERVIEW_FIELDS))
  const settings = planner.settingsOf(e.app, userId)
  const errors = Object.assign(
    passwordFields(e),
    core.validateInterview(values, {
      today: planner.todayFor(settings, Date.now()),
      isKnownZone: planner.isKnownZone,
    }),
  )
  checkApplication(e, planner, errors)
  if (values.date !== '' && values.zone_rule === 'student' && !settings) {
    errors.zone_rule = M.noStudentZone
  }
  failIfAny(errors)
  for (const field of core.INTERVIEW_FIELDS) record.set(field, values[field])
  const at = core.interviewInstant(
    values,
    settings ? settings.getString('timezone') : 'UTC',
    planner.offsetAt,
  )
  const sent = e.requestInfo().body.at
  if (
    sent !== undefined &&
    sent !== null &&
    sent !== '' &&
    planner.parseInstant(String(sent)) !== at
  ) {
    fail({ at: M.computed })
  }
  record.set('at', at === null ? '' : new Date(at).toISOString())
  return e.next()
}

/** Each collection's rule for its create and update requests (after-submit.pb.js). */
const SAVES = { application_portals: savePortal, interviews: saveInterview }

function saveRecord(e, planner) {
  return SAVES[e.record.collection().name](e, planner)
}

// ---------------------------------------------------------------------------------------------
// What the feed and the reminders read: the student's portals, interviews and recommenders as
// the core's types, with when each changed (the feed's LAST-MODIFIED).

function ownRecords(app, collection, userId) {
  return app.findRecordsByFilter(collection, 'user = {:user}', 'created', 0, 0, { user: userId })
}

function recordsOf(app, userId, parseInstant) {
  const updated = {}
  const changed = (key, r) => {
    updated[key] = parseInstant(r.getString('updated'))
  }
  const portals = ownRecords(app, 'application_portals', userId).map((r) => {
    changed(`portal:${r.getString('application')}`, r)
    const values = Object.assign({ id: r.id }, portalValues(r))
    if (typeof values.items !== 'object') values.items = {}
    return values
  })
  const interviews = ownRecords(app, 'interviews', userId).map((r) => {
    changed(`interview:${r.id}`, r)
    changed(`interview-thanks:${r.id}`, r)
    const at = parseInstant(r.getString('at'))
    return Object.assign({ id: r.id }, valuesOf(r, 'interviews', core.INTERVIEW_FIELDS), {
      at: isNaN(at) ? '' : new Date(at).toISOString(),
    })
  })
  const recommenders = ownRecords(app, 'recommenders', userId).map((r) => {
    changed(`recommender-thanks:${r.id}`, r)
    return plannerRecord(r)
  })
  return { portals, interviews, recommenders, updated }
}

/** The feed's after-submit events for a plan read by lib/planner-plan.js (`planOf`). */
function feed(plan, fallbackUpdated) {
  return core.afterSubmitFeed(
    plan,
    plan.today,
    plan.zone,
    (key) => plan.afterSubmitUpdated[key] || fallbackUpdated,
  )
}

/** The interview reminders due now, in one mail; the number of mails sent (0 or 1). */
function remind(app, ctx) {
  // Only a proven address gets reminders (ADR 0074), whoever calls.
  if (!require(`${__hooks}/lib/mail-guard.js`).mayMail(ctx.user)) return 0
  const { plan } = ctx
  const due = core.dueInterviewReminders(
    ctx.prefs,
    core.interviewFacts(plan.interviews, plan.applications, plan.zone),
    ctx.now,
    plan.today,
    ctx.offsetAt,
    ctx.sent,
  )
  if (due.length === 0) return 0
  const mail = core.interviewMail(ctx.user.getString('name'), due, ctx.links)
  return ctx.deliver(
    app,
    ctx.user,
    due.map((reminder) => reminder.key),
    mail,
    ctx.stopUrl,
  )
}

module.exports = { feed, recordsOf, remind, saveRecord }
