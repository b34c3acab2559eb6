// The planner's private calendar feed (issue 14): the .ics text behind
// /api/planner/calendar/<token>.ics, built by the planner core (ADR 0042) from the student's plan.
const core = require(`${__hooks}/lib/planner-core.js`)
const { appUrl, findOne, offsetAt, parseInstant } = require(`${__hooks}/lib/planner-records.js`)
const { afterSubmit, deadlineOf, planOf } = require(`${__hooks}/lib/planner-plan.js`)

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

module.exports = { calendarFeed }
