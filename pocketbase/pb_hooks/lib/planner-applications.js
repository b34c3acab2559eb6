// An application's save (issue 14, issue 26): its checks inside the request's transaction (field
// rules, the school on the student's list, the deadline's instant, the plan and decision rules),
// the plan's tasks kept in step with it, and "I've decided: enroll at X". The rules are the
// planner core's (ADR 0042); lib/planner-saves.js routes the application's writes here.
const core = require(`${__hooks}/lib/planner-core.js`)
const { jsonValue } = require(`${__hooks}/lib/json-field.js`)
const { fail, failIfAny } = require(`${__hooks}/lib/field-errors.js`)
const {
  applicationValues,
  findOne,
  isKnownZone,
  isoOrEmpty,
  offsetAt,
  parseInstant,
  plannerRecord,
  schoolOf,
  settingsOf,
  todayFor,
} = require(`${__hooks}/lib/planner-records.js`)

const M = core.PLANNER_MESSAGES

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
  const stored = existing.map(plannerRecord)
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

module.exports = { enroll, saveApplication }
