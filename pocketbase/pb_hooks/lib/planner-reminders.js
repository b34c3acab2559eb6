// The planner's reminder job (issue 14, issue 26): deadline alerts when they fall due and the
// weekly digest, each mail's key claimed first so it is sent at most once (ADR 0044). The mails
// are the planner core's (ADR 0042); after-submit's reminders ride along (lib/after-submit.js).
const core = require(`${__hooks}/lib/planner-core.js`)
const { appUrl, offsetAt, plannerRecord } = require(`${__hooks}/lib/planner-records.js`)
const { afterSubmit, deadlineOf, planOf } = require(`${__hooks}/lib/planner-plan.js`)

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
  const prefs = plannerRecord(settings)
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

module.exports = { runReminders }
