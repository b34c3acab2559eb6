/// <reference path="../pb_data/types.d.ts" />
// Outgoing mail (SMTP, sender, the public address links start with) from environment variables,
// applied at every start (ADR 0035, logic in lib/mail.js).
onBootstrap((e) => {
  e.next()
  const { applyFromEnv } = require(`${__hooks}/lib/from-env.js`)
  applyFromEnv(e.app, 'Mail', require(`${__hooks}/lib/mail.js`).configureMail)
})
