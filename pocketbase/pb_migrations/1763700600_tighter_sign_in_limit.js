/// <reference path="../pb_data/types.d.ts" />
// Sign-in attempts (password, Google, OTP): 5 per minute per client, so a burst of 100 guesses
// gets at least 95 refusals with 429. A student who mistypes still has several tries a minute.
function setAuthLimit(app, maxRequests) {
  const settings = app.settings()
  const rules = settings.rateLimits.rules
  for (let i = 0; i < rules.length; i++) {
    if (rules[i].label === '*:auth') rules[i].maxRequests = maxRequests
  }
  settings.rateLimits.rules = rules
  app.save(settings)
}

migrate(
  (app) => setAuthLimit(app, 5),
  (app) => setAuthLimit(app, 10),
)
