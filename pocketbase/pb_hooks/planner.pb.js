/// <reference path="../pb_data/types.d.ts" />
// The Smart Planning Assistant's server rules (issue 14). Logic lives in lib/planner-*.js, one file
// per job (the saves, an application's save and enroll, the calendar feed, the reminders, the
// stop link, and the records they share), which run the planner's own TypeScript rules bundled in
// lib/planner-core.js (ADR 0042). Each handler requires the part it calls, once per VM, kept on
// the VM's global object (ADR 0029).
//
// The application and settings hooks call e.next() inside a transaction they open, so the record
// and the tasks or deadlines it changes are stored together or not at all.

// Every planner record a student creates or changes goes through its collection's rule
// (lib/planner-saves.js `saveRecord`); the rules tell a create from an update by the record.
for (const onSaveRequest of [onRecordCreateRequest, onRecordUpdateRequest]) {
  onSaveRequest(
    (e) => {
      const saves =
        globalThis.__ccPlannerSaves ||
        (globalThis.__ccPlannerSaves = require(`${__hooks}/lib/planner-saves.js`))
      return saves.saveRecord(e)
    },
    'applications',
    'planner_settings',
    'plan_tasks',
    'aid_dates',
    'recommenders',
    'scholarships',
  )
}

// "I've decided: enroll at X" (issue 26): the other offers declined, the other applications
// withdrawn and every open task closed, in one transaction.
routerAdd(
  'POST',
  '/api/planner/enroll',
  (e) => {
    const applications =
      globalThis.__ccPlannerApplications ||
      (globalThis.__ccPlannerApplications = require(`${__hooks}/lib/planner-applications.js`))
    applications.enroll($app, e.auth.id, e.requestInfo().body.application)
    return e.json(200, { ok: true })
  },
  $apis.requireAuth('users'),
)

onRecordDeleteRequest((e) => {
  const saves =
    globalThis.__ccPlannerSaves ||
    (globalThis.__ccPlannerSaves = require(`${__hooks}/lib/planner-saves.js`))
  return saves.deleteTask(e)
}, 'plan_tasks')

// The private calendar feed: /api/planner/calendar/<token>.ics, no sign-in (calendar apps have
// none); an unknown or revoked token is 404.
routerAdd('GET', '/api/planner/calendar/{file}', (e) => {
  const feed =
    globalThis.__ccPlannerFeed ||
    (globalThis.__ccPlannerFeed = require(`${__hooks}/lib/planner-feed.js`))
  const body = feed.calendarFeed($app, e.request.pathValue('file'), Date.now())
  if (body === null) throw new NotFoundError('No calendar here: the link was revoked or mistyped.')
  e.response.header().set('Cache-Control', 'private, no-cache')
  e.response.header().set('Content-Disposition', 'inline; filename="college-applications.ics"')
  return e.blob(200, 'text/calendar; charset=utf-8', body)
})

// A new private feed URL (the old one stops working at once), and revoking it.
routerAdd(
  'POST',
  '/api/planner/calendar-feed',
  (e) => {
    const records =
      globalThis.__ccPlannerRecords ||
      (globalThis.__ccPlannerRecords = require(`${__hooks}/lib/planner-records.js`))
    let settings
    try {
      settings = $app.findFirstRecordByFilter('planner_settings', 'user = {:user}', {
        user: e.auth.id,
      })
    } catch {
      require(`${__hooks}/lib/field-errors.js`).fail(
        { timezone: 'Choose your time zone in the planner settings first.' },
        'Choose your time zone in the planner settings first.',
      )
    }
    const token = records.randomToken()
    settings.set('calendar_token', token)
    $app.save(settings)
    return e.json(200, { token, path: `/api/planner/calendar/${token}.ics` })
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'DELETE',
  '/api/planner/calendar-feed',
  (e) => {
    try {
      const settings = $app.findFirstRecordByFilter('planner_settings', 'user = {:user}', {
        user: e.auth.id,
      })
      settings.set('calendar_token', '')
      $app.save(settings)
    } catch {
      // No settings: no feed to revoke.
    }
    return e.noContent(204)
  },
  $apis.requireAuth('users'),
)

// The e-mails' stop link (no sign-in): GET shows one button, POST stops every reminder. Mail
// clients' one-click unsubscribe (RFC 8058) POSTs to the same address.
routerAdd('GET', '/api/planner/reminders/stop', (e) => {
  const stopLink =
    globalThis.__ccPlannerStopLink ||
    (globalThis.__ccPlannerStopLink = require(`${__hooks}/lib/planner-stop-link.js`))
  const [status, html] = stopLink.stopPage($app, e.request.url.query().get('token'))
  return e.html(status, html)
})

routerAdd('POST', '/api/planner/reminders/stop', (e) => {
  const stopLink =
    globalThis.__ccPlannerStopLink ||
    (globalThis.__ccPlannerStopLink = require(`${__hooks}/lib/planner-stop-link.js`))
  const token = e.request.url.query().get('token') || e.requestInfo().body.token
  const [status, html] = stopLink.stopReminders($app, token)
  return e.html(status, html)
})

// Hourly, a few minutes past: deadline alerts when they fall due, and the weekly digest from
// Monday 8:00 in each student's zone. Run on demand with POST /api/crons/planner_reminders.
cronAdd('planner_reminders', '5 * * * *', () => {
  const reminders =
    globalThis.__ccPlannerReminders ||
    (globalThis.__ccPlannerReminders = require(`${__hooks}/lib/planner-reminders.js`))
  reminders.runReminders($app)
})

// Deadlines need Go's zone database (the system's tzdata): say so loudly at start if it is missing.
onBootstrap((e) => {
  e.next()
  const records = require(`${__hooks}/lib/planner-records.js`)
  if (!records.isKnownZone('America/New_York')) {
    e.app
      .logger()
      .error(
        'planner: no time zone database found; install tzdata (e.g. apt-get install tzdata) or deadlines cannot be saved',
      )
  }
})
