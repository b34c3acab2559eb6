// The reminder mails' stop link (issue 14): a page with one button (mail scanners open links; only
// a press stops reminders, ADR 0044), and the POST that mail clients send for one-click
// unsubscribe (RFC 8058).
const { appUrl, findOne } = require(`${__hooks}/lib/planner-records.js`)

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

module.exports = { stopPage, stopReminders }
