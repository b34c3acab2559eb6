// The planner's saves (issue 14, issue 26): the rule each planner collection's create and update
// requests go through (planner.pb.js calls `saveRecord`), and the refusal to delete a generated
// step. An application's own save is lib/planner-applications.js. The rules are the planner
// core's (ADR 0042); this file only moves values between the records and the core.
const core = require(`${__hooks}/lib/planner-core.js`)
const { jsonValue } = require(`${__hooks}/lib/json-field.js`)
// The 400 that names each field (lib/field-errors.js).
const { fail, failIfAny } = require(`${__hooks}/lib/field-errors.js`)
const {
  findOne,
  isKnownZone,
  isoOrEmpty,
  offsetAt,
  ownsApplications,
  parseInstant,
  plannerRecord,
  applicationValues,
  randomToken,
  settingsOf,
  todayFor,
  trimFields,
} = require(`${__hooks}/lib/planner-records.js`)
const { saveApplication } = require(`${__hooks}/lib/planner-applications.js`)

const M = core.PLANNER_MESSAGES

// ---------------------------------------------------------------------------------------------
// Settings.

const SERVER_FIELDS = ['calendar_token', 'reminder_token']

function saveSettings(e) {
  const record = e.record
  const isCreate = record.isNew()
  const body = e.requestInfo().body
  const errors = {}
  if (!e.hasSuperuserAuth()) {
    for (const field of SERVER_FIELDS) if (body[field] !== undefined) errors[field] = M.setByServer
  }
  if (isCreate && body.alert_days === undefined) record.set('alert_days', 7)
  trimFields(record, ['timezone'])
  const problems = core.validateSettings(plannerRecord(record), isKnownZone)
  for (const field of Object.keys(problems)) errors[field] = problems[field]
  failIfAny(errors)
  if (isCreate) {
    record.set('reminder_token', randomToken())
    if (!e.hasSuperuserAuth()) record.set('calendar_token', '')
  } else if (
    record.getBool('reminders_enabled') &&
    !record.original().getBool('reminders_enabled')
  ) {
    // Reminders back on: a new stop link, so an old mail (forwarded, say) stops nothing now.
    record.set('reminder_token', randomToken())
  }

  $app.runInTransaction((tx) => {
    e.app = tx
    const moved =
      !isCreate && record.original().getString('timezone') !== record.getString('timezone')
    e.next()
    if (moved) recomputeDeadlines(tx, record.getString('user'), record.getString('timezone'))
  })
}

/** Deadlines that follow the student's zone move with it. */
function recomputeDeadlines(app, userId, zone) {
  const apps = app.findRecordsByFilter(
    'applications',
    "user = {:user} && deadline_zone_rule = 'student' && deadline_date != ''",
    '',
    0,
    0,
    { user: userId },
  )
  for (const record of apps) {
    record.set(
      'deadline_at',
      isoOrEmpty(core.deadlineInstant(applicationValues(record), zone, offsetAt)),
    )
    app.save(record)
  }
}

// ---------------------------------------------------------------------------------------------
// Tasks, aid dates, recommenders.

function checkOwnApplication(app, record, userId, errors) {
  const id = record.getString('application')
  if (id !== '' && !ownsApplications(app, [id], userId)) errors.application = M.notYours
}

function saveTask(e) {
  const record = e.record
  const isCreate = record.isNew()
  const superuser = e.hasSuperuserAuth()
  const userId = record.getString('user')
  const errors = {}
  if (record.getString('kind') === '') record.set('kind', 'custom')
  const kind = record.getString('kind')
  const originalKind = isCreate ? kind : record.original().getString('kind')
  const studentKind = (k) => k === 'custom' || k === 'decision'

  if (!superuser && !studentKind(originalKind)) {
    // A generated step: only its done state is the student's.
    if (isCreate) errors.kind = M.customOnly
    else {
      for (const field of ['kind', 'title', 'due', 'application']) {
        if (record.getString(field) !== record.original().getString(field))
          errors[field] = M.generatedStep
      }
    }
  } else if (kind === 'decision') {
    checkDecisionStep(e.app, record, userId, errors)
  } else {
    if (!superuser && kind !== 'custom') errors.kind = M.customOnly
    if (record.getString('step') !== '') errors.step = M.customOnly
    trimFields(record, ['title'])
    const problems = core.validateTask(plannerRecord(record))
    for (const field of Object.keys(problems)) errors[field] = problems[field]
    checkOwnApplication(e.app, record, userId, errors)
  }
  failIfAny(errors)
  // When it was ticked off is the server's to say.
  const wasDone = !isCreate && record.original().getBool('done')
  if (!record.getBool('done')) record.set('done_at', '')
  else if (wasDone) record.set('done_at', record.original().getString('done_at'))
  else record.set('done_at', new DateTime())
  return e.next()
}

/**
 * A step after a deferral or waitlist (issue 26): on one of the student's deferred or waitlisted
 * applications, never a letter the school forbids; a listed step's title is its fixed phrase and
 * the school's name, set here, so mails and calendars carry no free text for it.
 */
function checkDecisionStep(app, record, userId, errors) {
  trimFields(record, ['title'])
  const id = record.getString('application')
  const application = id === '' ? null : findOne(app, 'applications', 'id = {:id}', { id })
  if (application && application.getString('user') !== userId) {
    errors.application = M.notYours
    return
  }
  const decision = application ? core.decisionOf(jsonValue(application, 'decision')) : null
  const subject = application
    ? { status: application.getString('status'), loci: decision.loci }
    : null
  const step = record.getString('step')
  if (application) {
    const university = findOne(app, 'universities', 'id = {:id}', {
      id: application.getString('university'),
    })
    record.set(
      'title',
      core.stepTitle(
        step,
        university ? university.getString('name') : 'A school',
        record.getString('title'),
      ),
    )
  }
  const problems = core.validateStep(
    { step, title: record.getString('title'), due: record.getString('due') },
    subject,
  )
  for (const field of Object.keys(problems)) errors[field] = problems[field]
}

function deleteTask(e) {
  // On a field, like every planner refusal, so the page shows it in the planner's own words.
  const kind = e.record.getString('kind')
  if (!e.hasSuperuserAuth() && kind !== 'custom' && kind !== 'decision') {
    fail({ kind: M.generatedStep }, M.generatedStep)
  }
  return e.next()
}

function saveAidDate(e) {
  const record = e.record
  const userId = record.getString('user')
  trimFields(record, ['label', 'source_url', 'date'])
  const errors = core.validateAidDate(plannerRecord(record))
  checkOwnApplication(e.app, record, userId, errors)
  failIfAny(errors)
  return e.next()
}

function saveRecommender(e) {
  const record = e.record
  const userId = record.getString('user')
  trimFields(record, ['name', 'email', 'asked_on'])
  const settings = settingsOf(e.app, userId)
  const errors = core.validateRecommender(plannerRecord(record), todayFor(settings, Date.now()))
  if (!ownsApplications(e.app, record.getStringSlice('applications'), userId)) {
    errors.applications = M.notYours
  }
  failIfAny(errors)
  return e.next()
}

/**
 * A scholarship (issue 26): the planner's deadline machinery, owned school, limits (how many a
 * student keeps is a cap of lib/caps.js, counted in the write's transaction).
 */
function saveScholarship(e) {
  const record = e.record
  const userId = record.getString('user')
  if (record.getString('deadline_zone_rule') === '') record.set('deadline_zone_rule', 'student')
  if (record.getString('status') === '') record.set('status', 'planning')
  const values = core.normalizeScholarship({
    sponsor: record.getString('sponsor'),
    amount: jsonValue(record, 'amount'),
    renewable: record.getBool('renewable'),
    deadline_date: record.getString('deadline_date'),
    deadline_time: record.getString('deadline_time'),
    deadline_zone_rule: record.getString('deadline_zone_rule'),
    deadline_zone: record.getString('deadline_zone'),
    requirements: record.getStringSlice('requirements'),
    status: record.getString('status'),
    application: record.getString('application'),
    url: record.getString('url'),
  })
  const errors = core.validateScholarship(values, isKnownZone)
  checkOwnApplication(e.app, record, userId, errors)
  const settings = settingsOf(e.app, userId)
  if (values.deadline_date !== '' && values.deadline_zone_rule === 'student' && !settings) {
    errors.deadline_zone_rule = M.noStudentZone
  }
  failIfAny(errors)
  for (const field of ['sponsor', 'deadline_date', 'deadline_time', 'deadline_zone', 'url'])
    record.set(field, values[field])
  const sent = e.requestInfo().body.deadline_at
  const at = core.deadlineInstant(
    values,
    settings ? settings.getString('timezone') : 'UTC',
    offsetAt,
  )
  if (sent !== undefined && sent !== null && sent !== '' && parseInstant(String(sent)) !== at) {
    fail({ deadline_at: M.computed })
  }
  record.set('deadline_at', isoOrEmpty(at))
  return e.next()
}

/** Each planner collection's rule for its create and update requests (planner.pb.js). */
const SAVES = {
  applications: saveApplication,
  planner_settings: saveSettings,
  plan_tasks: saveTask,
  aid_dates: saveAidDate,
  recommenders: saveRecommender,
  scholarships: saveScholarship,
}

function saveRecord(e) {
  return SAVES[e.record.collection().name](e)
}

module.exports = { deleteTask, saveRecord }
