/// <reference path="../pb_data/types.d.ts" />
// A rate limit of its own for the matching projection (pb_hooks/matching.pb.js): building one costs
// the server a full scan of the catalogue, and a page asks for it once. 60 a minute per client
// leaves room for a busy student and for classmates behind one school address (a cached
// projection is cheap), while one client cannot keep the server rebuilding.
const MATCHING_LIMIT = {
  label: 'GET /api/matching/catalogue',
  audience: '',
  duration: 60,
  maxRequests: 60,
}

migrate(
  (app) => {
    const settings = app.settings()
    settings.rateLimits.rules = [
      ...settings.rateLimits.rules.filter((rule) => rule.label !== MATCHING_LIMIT.label),
      MATCHING_LIMIT,
    ]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => rule.label !== MATCHING_LIMIT.label,
    )
    app.save(settings)
  },
)
