// Outgoing mail configured from the server's environment at every start (ADR 0035), the one mail
// setup for password resets and, next, deadline reminders. Used by mail.pb.js.
//
//   SMTP_HOST            turns SMTP on (without it the stored settings are left as they are, so an
//                        admin may still configure mail in the dashboard)
//   SMTP_PORT            587 when unset
//   SMTP_USERNAME, SMTP_PASSWORD   when the server asks for authentication
//   SMTP_TLS             "true" for implicit TLS (usually port 465); otherwise STARTTLS when offered
//   SMTP_AUTH_METHOD     PLAIN (default) or LOGIN
//   MAIL_FROM_ADDRESS, MAIL_FROM_NAME   the sender (no-reply@<site>, "College Compass")
//   PUBLIC_URL           the site's public address, which every link in a mail starts with
function mailSettingsFromEnv(getenv) {
  const changes = {}
  const publicUrl = (getenv('PUBLIC_URL') || '').replace(/\/+$/, '')
  if (publicUrl) changes.appURL = publicUrl
  if (getenv('MAIL_FROM_ADDRESS')) changes.senderAddress = getenv('MAIL_FROM_ADDRESS')
  if (getenv('MAIL_FROM_NAME')) changes.senderName = getenv('MAIL_FROM_NAME')
  const host = getenv('SMTP_HOST')
  if (host) {
    changes.smtp = {
      enabled: true,
      host: host,
      port: Number(getenv('SMTP_PORT') || 587),
      username: getenv('SMTP_USERNAME') || '',
      password: getenv('SMTP_PASSWORD') || '',
      tls: getenv('SMTP_TLS') === 'true',
      authMethod: getenv('SMTP_AUTH_METHOD') || 'PLAIN',
      localName: '',
    }
  }
  return changes
}

/** Applies the environment's mail settings; returns whether anything was set. */
function configureMail(app, getenv) {
  const changes = mailSettingsFromEnv(getenv)
  if (Object.keys(changes).length === 0) return false
  const settings = app.settings()
  if (changes.appURL) settings.meta.appURL = changes.appURL
  if (changes.senderAddress) settings.meta.senderAddress = changes.senderAddress
  if (changes.senderName) settings.meta.senderName = changes.senderName
  if (changes.smtp) {
    settings.smtp.enabled = true
    settings.smtp.host = changes.smtp.host
    settings.smtp.port = changes.smtp.port
    settings.smtp.username = changes.smtp.username
    settings.smtp.password = changes.smtp.password
    settings.smtp.tls = changes.smtp.tls
    settings.smtp.authMethod = changes.smtp.authMethod
  }
  app.save(settings)
  return true
}

module.exports = { configureMail, mailSettingsFromEnv }
