// The planner's server side (issue 14): record checks, the plan kept in step with each
// application, the calendar feed and the reminder job. The rules themselves are the browser's
// own, bundled into planner-core.js by `pnpm typegen` (ADR 0042); this file only moves values
// between PocketBase records and that core, and supplies Go's time zone rules (ADR 0043).
const core = require(`${__hooks}/lib/planner-core.js`)
const { jsonValue } = require(`${__hooks}/lib/json-field.js`)

const M = core.PLANNER_MESSAGES

/** Portals, interviews and recommenders' thanks (issue 26): lib/after-submit.js. */
function afterSubmit() {
  return require(`${__hooks}/lib/after-submit.js`)
}

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

/** Throws the 400 PocketBase shows as field errors; `errors` maps field names to sentences. */
function fail(errors, message) {
  const data = {}
  for (const field of Object.keys(errors)) {
    data[field] = new ValidationError('validation_planner', errors[field])
  }
  throw new BadRequestError(message || 'Please check the highlighted fields.', data)
}

function failIfAny(errors) {
  if (Object.keys(errors).length > 0) fail(errors)
}

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

// ---------------------------------------------------------------------------------------------
// Applications.

const APPLICATION_TEXT = [
  'university',
  'platform',
  'plan',
  'deadline_date',
  'deadline_time',
  'deadline_zone_rule',
  'deadline_zone',
  'source_url',
  'checked_on',
  'status',
  'fee_waiver',
]
const APPLICATION_BOOL = ['deadline_estimated', 'css_profile_required', 'net_price_checked']

function applicationValues(record) {
  const values = {}
  for (const field of APPLICATION_TEXT) values[field] = record.getString(field)
  for (const field of APPLICATION_BOOL) values[field] = record.getBool(field)
  values.fee = jsonValue(record, 'fee')
  return values
}

function ruleSubject(record, values, school) {
  return {
    id: record.id,
    platform: values.platform,
    plan: values.plan,
    status: values.status,
    deadline_date: values.deadline_date,
    net_price_checked: values.net_price_checked,
    school,
  }
}

/** The student's other applications as the plan rules see them. */
function otherSubjects(app, userId, exceptId) {
  const others = app.findRecordsByFilter(
    'applications',
    'user = {:user} && id != {:id}',
    '',
    0,
    0,
    { user: userId, id: exceptId },
  )
  if (others.length === 0) return []
  const schools = {}
  for (const u of app.findRecordsByIds(
    'universities',
    others.map((r) => r.getString('university')),
  )) {
    schools[u.id] = schoolOf(u)
  }
  return others.map((r) =>
    ruleSubject(
      r,
      applicationValues(r),
      schools[r.getString('university')] || { name: 'Another school', control: null },
    ),
  )
}

/** An application as the decision rules see it (core.bindingConflict, core.enrollChanges). */
function decisionSubject(record, values, schoolName) {
  return {
    id: record.id,
    plan: values.plan,
    status: values.status,
    schoolName,
    decision: core.decisionOf(jsonValue(record, 'decision')),
  }
}

/** The student's applications (but `exceptId`) as decision subjects, with their schools' names. */
function decisionSubjects(app, userId, exceptId) {
  const records = app.findRecordsByFilter(
    'applications',
    'user = {:user} && id != {:id}',
    'created',
    0,
    0,
    { user: userId, id: exceptId || '' },
  )
  const names = {}
  if (records.length > 0) {
    for (const u of app.findRecordsByIds(
      'universities',
      records.map((r) => r.getString('university')),
    ))
      names[u.id] = u.getString('name')
  }
  return records.map((r) =>
    decisionSubject(r, applicationValues(r), names[r.getString('university')] || 'Another school'),
  )
}

/**
 * "I've decided: enroll at X" (POST /api/planner/enroll): the chosen admission accepted, other
 * admissions declined, other live applications withdrawn and every open task closed, in one
 * transaction, or nothing when the choice breaks a rule (a 400 on `application`).
 */
function enroll(app, userId, applicationId) {
  if (typeof applicationId !== 'string' || applicationId === '')
    fail({ application: M.notYours }, M.notYours)
  app.runInTransaction((tx) => {
    const subjects = decisionSubjects(tx, userId, '')
    if (!subjects.some((s) => s.id === applicationId)) fail({ application: M.notYours }, M.notYours)
    const result = core.enrollChanges(subjects, applicationId)
    if (result.error) fail({ application: result.error }, result.error)
    for (const change of result.changes) {
      const record = tx.findRecordById('applications', change.id)
      record.set('decision', change.decision)
      tx.save(record)
    }
    for (const task of tx.findRecordsByFilter(
      'plan_tasks',
      'user = {:user} && done = false',
      '',
      0,
      0,
      { user: userId },
    )) {
      task.set('done', true)
      task.set('done_at', new DateTime())
      tx.save(task)
    }
  })
}

/**
 * The checks of one application write, inside the request's transaction: field rules, the school
 * on the student's list, the deadline's instant, the plan rules; then the save and the plan's
 * tasks. Everything or nothing is stored.
 */
function saveApplication(e) {
  const record = e.record
  const isCreate = record.isNew()
  const userId = record.getString('user')
  if (isCreate && record.getString('status') === '') record.set('status', 'planning')
  if (record.getString('deadline_zone_rule') === '') record.set('deadline_zone_rule', 'student')

  $app.runInTransaction((tx) => {
    e.app = tx
    const now = Date.now()
    const settings = settingsOf(tx, userId)
    const values = core.normalizeApplication(applicationValues(record))
    const errors = core.validateApplication(values, { today: todayFor(settings, now), isKnownZone })

    let university = null
    if (!errors.university) {
      if (!isCreate && record.original().getString('university') !== values.university) {
        errors.university = M.sameSchool
      } else {
        university = findOne(tx, 'universities', 'id = {:id}', { id: values.university })
        const listed =
          university &&
          findOne(tx, 'saved_universities', 'user = {:user} && university = {:u}', {
            user: userId,
            u: values.university,
          })
        if (!university || (isCreate && !listed)) errors.university = M.notOnList
      }
    }
    if (values.deadline_date !== '' && values.deadline_zone_rule === 'student' && !settings) {
      errors.deadline_zone_rule = M.noStudentZone
    }
    // What the student recorded about the decision (issue 26): its own rules, then a binding
    // admission elsewhere (no deposit, no "enrolling" here).
    const decisionValue = jsonValue(record, 'decision')
    const decisionProblems = core.validateDecision(decisionValue, values.status)
    for (const field of Object.keys(decisionProblems)) errors[field] = decisionProblems[field]
    failIfAny(errors)
    const binding = core.bindingConflict(
      decisionSubject(record, values, 'This school'),
      decisionSubjects(tx, userId, record.id),
    )
    failIfAny(binding)

    for (const field of [
      'deadline_date',
      'deadline_time',
      'deadline_zone',
      'source_url',
      'checked_on',
    ]) {
      record.set(field, values[field])
    }
    const studentZone = settings ? settings.getString('timezone') : 'UTC'
    const at = core.deadlineInstant(values, studentZone, offsetAt)
    const sent = e.requestInfo().body.deadline_at
    if (sent !== undefined && sent !== null && sent !== '' && parseInstant(String(sent)) !== at) {
      fail({ deadline_at: M.computed })
    }
    record.set('deadline_at', isoOrEmpty(at))

    const school = schoolOf(university)
    const conflict = core.planConflict(
      ruleSubject(record, values, school),
      otherSubjects(tx, userId, record.id),
    )
    if (conflict) {
      const field =
        !isCreate && record.original().getString('plan') === values.plan ? 'status' : 'plan'
      fail({ [field]: conflict.message })
    }

    e.next()
    syncPlan(tx, record, values, school)
  })
}

/** Creates, moves or removes the application's generated tasks (core.syncPlanTasks). */
function syncPlan(app, record, values, school) {
  const existing = app.findRecordsByFilter(
    'plan_tasks',
    "application = {:app} && kind != 'custom' && kind != 'decision'",
    '',
    0,
    0,
    { app: record.id },
  )
  const stored = existing.map((r) => ({
    id: r.id,
    kind: r.getString('kind'),
    title: r.getString('title'),
    due: r.getString('due'),
    done: r.getBool('done'),
  }))
  const changes = core.syncPlanTasks(stored, core.backwardPlan(values, school), values.status)
  const byId = {}
  for (const r of existing) byId[r.id] = r
  const collection = app.findCollectionByNameOrId('plan_tasks')
  for (const change of changes) {
    if (change.op === 'create') {
      const task = new Record(collection)
      task.set('user', record.getString('user'))
      task.set('application', record.id)
      task.set('kind', change.task.kind)
      task.set('title', change.task.title)
      task.set('due', change.task.due)
      task.set('done', change.task.done)
      if (change.task.done) task.set('done_at', new DateTime())
      app.save(task)
    } else if (change.op === 'update') {
      const task = byId[change.id]
      for (const field of Object.keys(change.set)) task.set(field, change.set[field])
      if (change.set.done) task.set('done_at', new DateTime())
      app.save(task)
    } else {
      app.delete(byId[change.id])
    }
  }
}

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
  const problems = core.validateSettings(
    { timezone: record.getString('timezone'), alert_days: record.getFloat('alert_days') },
    isKnownZone,
  )
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

function randomToken() {
  return $security.randomString(40)
}

// ---------------------------------------------------------------------------------------------
// Tasks, aid dates, recommenders.

/** Trims the record's text fields in place, so the checks and the stored record read the same text. */
function trimFields(record, fields) {
  for (const field of fields) record.set(field, record.getString(field).trim())
}

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
    const problems = core.validateTask({
      title: record.getString('title'),
      due: record.getString('due'),
    })
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
  const errors = core.validateAidDate({
    kind: record.getString('kind'),
    label: record.getString('label'),
    date: record.getString('date'),
    source_url: record.getString('source_url'),
  })
  checkOwnApplication(e.app, record, userId, errors)
  failIfAny(errors)
  return e.next()
}

function saveRecommender(e) {
  const record = e.record
  const userId = record.getString('user')
  trimFields(record, ['name', 'email', 'asked_on'])
  const settings = settingsOf(e.app, userId)
  const errors = core.validateRecommender(
    {
      name: record.getString('name'),
      role: record.getString('role'),
      email: record.getString('email'),
      asked_on: record.getString('asked_on'),
      status: record.getString('status'),
    },
    todayFor(settings, Date.now()),
  )
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

// ---------------------------------------------------------------------------------------------
// What the feed and the reminders read.

/** Everything of one student's plan, as the core's types. */
function planOf(app, userId, settings) {
  const zone = settings.getString('timezone')
  const records = app.findRecordsByFilter('applications', 'user = {:user}', 'created', 0, 0, {
    user: userId,
  })
  const schools = {}
  if (records.length > 0) {
    for (const u of app.findRecordsByIds(
      'universities',
      records.map((r) => r.getString('university')),
    )) {
      schools[u.id] = schoolOf(u)
    }
  }
  const applications = records.map((r) => {
    const values = applicationValues(r)
    const at = parseInstant(r.getString('deadline_at'))
    return Object.assign(values, {
      id: r.id,
      deadline_at: isNaN(at) ? '' : new Date(at).toISOString(),
      school: schools[values.university] || {
        id: values.university,
        name: 'A school',
        control: null,
      },
      zone: values.deadline_zone_rule === 'school' ? values.deadline_zone : zone,
      at: isNaN(at) ? null : at,
      updated: parseInstant(r.getString('updated')),
      decision: core.decisionOf(jsonValue(r, 'decision')),
    })
  })
  const tasks = app
    .findRecordsByFilter('plan_tasks', 'user = {:user}', 'due', 0, 0, { user: userId })
    .map((r) => ({
      id: r.id,
      application: r.getString('application'),
      kind: r.getString('kind'),
      title: r.getString('title'),
      due: r.getString('due'),
      done: r.getBool('done'),
      updated: parseInstant(r.getString('updated')),
    }))
  const aidRecords = app.findRecordsByFilter('aid_dates', 'user = {:user}', 'date', 0, 0, {
    user: userId,
  })
  const updatedAid = {}
  const storedAid = aidRecords.map((r) => {
    updatedAid[r.id] = parseInstant(r.getString('updated'))
    return {
      id: r.id,
      kind: r.getString('kind'),
      label: r.getString('label'),
      date: r.getString('date'),
      application: r.getString('application'),
      source_url: r.getString('source_url'),
      done: r.getBool('done'),
    }
  })
  const today = todayFor(settings, Date.now())
  const aid = core.aidTimeline(storedAid, applications, today).map((item) =>
    Object.assign(item, {
      updated: updatedAid[item.id] || parseInstant(settings.getString('updated')),
    }),
  )
  const scholarships = app
    .findRecordsByFilter('scholarships', 'user = {:user}', 'deadline_at', 0, 0, { user: userId })
    .map((r) => {
      const rule = r.getString('deadline_zone_rule')
      return {
        id: r.id,
        sponsor: r.getString('sponsor'),
        status: r.getString('status'),
        deadline_date: r.getString('deadline_date'),
        deadline_at: isoOrEmpty(
          isNaN(parseInstant(r.getString('deadline_at')))
            ? null
            : parseInstant(r.getString('deadline_at')),
        ),
        url: r.getString('url'),
        deadline_zone_rule: rule,
        deadline_zone: r.getString('deadline_zone'),
        zone: rule === 'school' ? r.getString('deadline_zone') : zone,
        updated: parseInstant(r.getString('updated')),
      }
    })
  // The zone the agenda reads "today" in, as todayFor does: UTC for a zone the server does not know.
  const clockZone = isKnownZone(zone) ? zone : 'UTC'
  const after = afterSubmit().recordsOf(app, userId, parseInstant)
  return {
    zone,
    clockZone,
    today,
    applications,
    tasks,
    aid,
    portals: after.portals,
    interviews: after.interviews,
    recommenders: after.recommenders,
    afterSubmitUpdated: after.updated,
    scholarships,
  }
}

/** An application's deadline as the calendar feed and the alert mails name it. */
function deadlineOf(a) {
  return {
    id: a.id,
    schoolName: a.school.name,
    planLabel: a.plan === '' ? 'plan not chosen' : core.labelOf(core.PLANS, a.plan),
    at: a.at,
    zone: a.zone,
  }
}

function appUrl(app) {
  return app.settings().meta.appURL.replace(/\/+$/, '')
}

/** An admission's reply-by and housing dates as all-day feed events (UIDs task-reply-<id>...). */
function decisionDays(applications) {
  const updated = {}
  for (const a of applications) updated[a.id] = a.updated
  return core.decisionDates(applications).map((item) => ({
    id: item.key.replace(':', '-'),
    title: item.title,
    date: item.date,
    updated: updated[item.applicationId],
  }))
}

const FEED_FILE = /^([A-Za-z0-9]{40})\.ics$/

/** The .ics text for a feed file name, or null when no student has that token. */
function calendarFeed(app, file, now) {
  const match = FEED_FILE.exec(file || '')
  if (!match) return null
  const settings = findOne(app, 'planner_settings', 'calendar_token = {:token}', {
    token: match[1],
  })
  if (!settings) return null
  const plan = planOf(app, settings.getString('user'), settings)
  const open = (status) =>
    status !== 'admitted' && status !== 'deferred' && status !== 'waitlisted' && status !== 'denied'
  return core.buildCalendar({
    calendarName: 'College applications (College Compass)',
    now,
    offsetAt,
    plannerUrl: `${appUrl(app)}/planner/`,
    deadlines: plan.applications
      .filter((a) => a.at !== null && open(a.status))
      .map((a) => ({
        ...deadlineOf(a),
        estimated: a.deadline_estimated,
        sourceUrl: a.source_url,
        updated: a.updated,
      }))
      .concat(core.scholarshipFeedDeadlines(plan.scholarships)),
    tasks: plan.tasks
      .filter((t) => !t.done && t.due !== '')
      .map((t) => ({ id: t.id, title: t.title, date: t.due, updated: t.updated }))
      .concat(decisionDays(plan.applications)),
    aid: plan.aid
      .filter((a) => !a.done && a.date !== '')
      .map((a) => ({
        id: a.id,
        title: a.title,
        date: a.date,
        updated: a.updated,
        note:
          a.origin === 'estimate'
            ? 'An estimate: check it on the link.'
            : a.source
              ? `Source: ${a.source}.`
              : undefined,
      })),
    afterSubmit: afterSubmit().feed(plan, parseInstant(settings.getString('updated'))),
  })
}

// ---------------------------------------------------------------------------------------------
// Reminders.

function reminderSettings(settings) {
  return {
    timezone: settings.getString('timezone'),
    reminders_enabled: settings.getBool('reminders_enabled'),
    weekly_digest: settings.getBool('weekly_digest'),
    deadline_alerts: settings.getBool('deadline_alerts'),
    alert_days: settings.getInt('alert_days'),
  }
}

/** Claims reminder keys before sending, so a key is mailed at most once; false if taken. */
function claim(app, userId, keys) {
  const collection = app.findCollectionByNameOrId('planner_reminder_log')
  const claimed = []
  try {
    app.runInTransaction((tx) => {
      for (const key of keys) {
        const row = new Record(collection)
        row.set('user', userId)
        row.set('key', key)
        tx.save(row)
        claimed.push(row)
      }
    })
    return claimed
  } catch {
    return null
  }
}

function release(app, rows) {
  for (const row of rows) {
    try {
      app.delete(row)
    } catch (err) {
      app.logger().error('planner: could not release a reminder claim', 'error', String(err))
    }
  }
}

function send(app, user, mail, stopUrl) {
  const meta = app.settings().meta
  app.newMailClient().send(
    new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: user.getString('email'), name: user.getString('name') }],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      // One-click unsubscribe in mail clients (RFC 8058); the same token as the mail's link.
      headers: {
        'List-Unsubscribe': `<${stopUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  )
}

/** Claims, sends, and on a failed send releases the claim so the next run tries again. */
function deliver(app, user, keys, mail, stopUrl) {
  const claimed = claim(app, user.id, keys)
  if (!claimed) return 0
  try {
    send(app, user, mail, stopUrl)
    return 1
  } catch (err) {
    release(app, claimed)
    app
      .logger()
      .error('planner: a reminder could not be sent', 'user', user.id, 'error', String(err))
    return 0
  }
}

function remindStudent(app, settings, now) {
  const userId = settings.getString('user')
  const user = app.findRecordById('users', userId)
  // Only a proven address gets reminders (ADR 0074): someone else's address typed at sign-up never does.
  if (!require(`${__hooks}/lib/mail-guard.js`).mayMail(user)) return 0
  const base = appUrl(app)
  const stopUrl = `${base}/api/planner/reminders/stop?token=${encodeURIComponent(settings.getString('reminder_token'))}`
  const links = { planner: `${base}/planner/`, stop: stopUrl }
  const prefs = reminderSettings(settings)
  const sent = new Set(
    app
      .findRecordsByFilter('planner_reminder_log', 'user = {:user}', '', 0, 0, { user: userId })
      .map((r) => r.getString('key')),
  )
  const plan = planOf(app, userId, settings)
  let mails = 0

  const alerts = core.dueAlerts(
    prefs,
    plan.applications
      .filter((a) => a.at !== null)
      .map((a) => ({ ...deadlineOf(a), status: a.status }))
      .concat(core.scholarshipAlertCandidates(plan.scholarships)),
    now,
    sent,
  )
  if (alerts.length > 0) {
    const mail = core.alertMail(user.getString('name'), alerts, now, offsetAt, links)
    mails += deliver(app, user, alerts.map(core.alertKey), mail, stopUrl)
  }

  const digestKey = core.dueDigest(prefs, now, offsetAt, sent)
  if (digestKey) {
    // The plan's after-submit records ride along: nudges, interviews and thank-yous.
    const agenda = core.weeklyAgenda(
      {
        applications: plan.applications,
        tasks: plan.tasks,
        aid: plan.aid,
        portals: plan.portals,
        interviews: plan.interviews,
        recommenders: plan.recommenders,
        scholarships: plan.scholarships,
      },
      { now, zone: plan.clockZone, offsetAt },
    )
    if (core.digestHasContent(agenda)) {
      const mail = core.digestMail(user.getString('name'), agenda, plan.zone, offsetAt, links)
      mails += deliver(app, user, [digestKey], mail, stopUrl)
    }
  }
  mails += afterSubmit().remind(app, {
    user,
    prefs,
    plan,
    now,
    sent,
    links,
    stopUrl,
    deliver,
    offsetAt,
  })
  return mails
}

/** The cron job: every student with reminders on; one student's failure does not stop the rest. */
function runReminders(app) {
  const now = Date.now()
  const due = app.findRecordsByFilter(
    'planner_settings',
    'reminders_enabled = true && (weekly_digest = true || deadline_alerts = true)',
    'created',
    0,
    0,
  )
  let mails = 0
  for (const settings of due) {
    try {
      mails += remindStudent(app, settings, now)
    } catch (err) {
      app
        .logger()
        .error(
          'planner: reminders failed for a student',
          'user',
          settings.getString('user'),
          'error',
          String(err),
        )
    }
  }
  return mails
}

// ---------------------------------------------------------------------------------------------
// The stop link: a page with one button (mail scanners open links; only a press stops
// reminders, ADR 0044), and the POST that mail clients send for one-click unsubscribe.

function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} - College Compass</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

function settingsByReminderToken(app, token) {
  if (typeof token !== 'string' || !/^[A-Za-z0-9]{40}$/.test(token)) return null
  return findOne(app, 'planner_settings', 'reminder_token = {:token}', { token })
}

const INVALID_LINK = page(
  'This link no longer works',
  '<p>Open the planner and change your reminders in its settings.</p>',
)

/** GET: the confirmation page. Returns [status, html]. */
function stopPage(app, token) {
  const settings = settingsByReminderToken(app, token)
  if (!settings) return [404, INVALID_LINK]
  const planner = `${appUrl(app)}/planner/`
  if (!settings.getBool('reminders_enabled')) {
    return [
      200,
      page(
        'Reminders are off',
        `<p>You will get no reminder e-mails. You can turn them back on in <a href="${escapeHtml(planner)}">your planner's settings</a>.</p>`,
      ),
    ]
  }
  return [
    200,
    page(
      'Stop reminder e-mails?',
      `<p>College Compass will stop sending you deadline alerts and weekly digests.</p><form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Stop all reminders</button></form>`,
    ),
  ]
}

/** POST: stops every reminder. Returns [status, html]. */
function stopReminders(app, token) {
  const settings = settingsByReminderToken(app, token)
  if (!settings) return [404, INVALID_LINK]
  settings.set('reminders_enabled', false)
  app.save(settings)
  return [
    200,
    page(
      'Reminders stopped',
      `<p>You will get no more reminder e-mails. You can turn them back on in <a href="${escapeHtml(`${appUrl(app)}/planner/`)}">your planner's settings</a>.</p>`,
    ),
  ]
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

module.exports = {
  applicationValues,
  calendarFeed,
  fail,
  failIfAny,
  deleteTask,
  enroll,
  isKnownZone,
  offsetAt,
  ownsApplications,
  parseInstant,
  settingsOf,
  todayFor,
  randomToken,
  runReminders,
  saveRecord,
  stopPage,
  stopReminders,
}
