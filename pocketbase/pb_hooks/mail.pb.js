/// <reference path="../pb_data/types.d.ts" />
// Outgoing mail (SMTP, sender, the public address links start with) from environment variables,
// applied at every start (ADR 0035, logic in lib/mail.js).
onBootstrap((e) => {
  e.next()
  const { configureMail } = require(`${__hooks}/lib/mail.js`)
  try {
    if (configureMail(e.app, (name) => $os.getenv(name))) {
      e.app.logger().info('Mail configured from the environment')
    }
  } catch (err) {
    e.app.logger().error('Mail could not be configured', 'error', String(err))
  }
})
