/// <reference path="../pb_data/types.d.ts" />
// Google sign-in from environment variables, applied at every start (ADR 0015).
onBootstrap((e) => {
  e.next()
  const { configureGoogle } = require(`${__hooks}/lib/oauth2.js`)
  try {
    if (configureGoogle(e.app, (name) => $os.getenv(name))) {
      e.app.logger().info('Google sign-in configured from the environment')
    }
  } catch (err) {
    e.app.logger().error('Google sign-in could not be configured', 'error', String(err))
  }
})
