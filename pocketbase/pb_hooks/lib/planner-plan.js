// One student's whole plan as the planner core's types (issue 14, issue 26): what the calendar
// feed (lib/planner-feed.js) and the reminder job (lib/planner-reminders.js) read, and how an
// application's deadline is named in them.
const core = require(`${__hooks}/lib/planner-core.js`)
const { jsonValue } = require(`${__hooks}/lib/json-field.js`)
const {
  applicationValues,
  isKnownZone,
  isoOrEmpty,
  parseInstant,
  plannerRecord,
  schoolOf,
  todayFor,
} = require(`${__hooks}/lib/planner-records.js`)

/** Portals, interviews and recommenders' thanks (issue 26): lib/after-submit.js. */
function afterSubmit() {
  return require(`${__hooks}/lib/after-submit.js`)
}

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
    .map((r) => Object.assign(plannerRecord(r), { updated: parseInstant(r.getString('updated')) }))
  const aidRecords = app.findRecordsByFilter('aid_dates', 'user = {:user}', 'date', 0, 0, {
    user: userId,
  })
  const updatedAid = {}
  const storedAid = aidRecords.map((r) => {
    updatedAid[r.id] = parseInstant(r.getString('updated'))
    return plannerRecord(r)
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

module.exports = { afterSubmit, deadlineOf, planOf }
