/// <reference path="../pb_data/types.d.ts" />
// App-wide settings: name, batch API (used by the importer) and the rate limiter.
// The previous values are restored on the way down.
migrate(
  (app) => {
    const settings = app.settings()
    settings.meta.appName = 'College Compass'
    settings.batch.enabled = true
    settings.batch.maxRequests = 100
    settings.batch.timeout = 10
    settings.rateLimits.enabled = true
    settings.rateLimits.rules = [
      // Sign-in, sign-up and password reset: a handful per client before 429.
      { label: '*:auth', audience: '', duration: 60, maxRequests: 10 },
      { label: 'users:create', audience: '', duration: 60, maxRequests: 10 },
      { label: '*:requestPasswordReset', audience: '', duration: 60, maxRequests: 3 },
      { label: '*:requestVerification', audience: '', duration: 60, maxRequests: 3 },
      { label: 'contact_messages:create', audience: '', duration: 60, maxRequests: 5 },
      // Everything else: generous, to stop floods without hurting real use.
      { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
    ]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.meta.appName = 'Acme'
    settings.batch.enabled = false
    settings.rateLimits.enabled = false
    settings.rateLimits.rules = []
    app.save(settings)
  },
)
