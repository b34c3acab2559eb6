/// <reference path="../pb_data/types.d.ts" />
// Google sign-in from environment variables, applied at every start (ADR 0015).
onBootstrap((e) => {
  e.next()
  const { applyFromEnv } = require(`${__hooks}/lib/from-env.js`)
  applyFromEnv(e.app, 'Google sign-in', require(`${__hooks}/lib/oauth2.js`).configureGoogle)
})
