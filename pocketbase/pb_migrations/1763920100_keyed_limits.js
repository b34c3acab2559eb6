/// <reference path="../pb_data/types.d.ts" />
// Limits counted per key rather than per client (pb_hooks/lib/keyed-limits.js), as rules of the
// rate limiter beside "shares:guess" (migration 1763910000), so an admin tunes them in the
// dashboard and test servers relax them with the others. Their labels are no request's: the hooks
// read them. They were numbers in the hooks before: the same limits.
const KEYED_LIMITS = [
  // Comments one shared link may leave, whatever addresses they come from (docs/adr/0082).
  { label: 'shares:comments', audience: '', duration: 60, maxRequests: 10 },
  // Links one student may have the product e-mail in a day (docs/adr/0080).
  { label: 'shares:mails', audience: '', duration: 86400, maxRequests: 20 },
  // Password changes per student, whatever the address: a stolen session cannot guess the old
  // password faster.
  { label: 'users:passwordChange', audience: '', duration: 60, maxRequests: 5 },
]
const LABELS = KEYED_LIMITS.map((rule) => rule.label)

migrate(
  (app) => {
    const settings = app.settings()
    settings.rateLimits.rules = [
      ...settings.rateLimits.rules.filter((rule) => !LABELS.includes(rule.label)),
      ...KEYED_LIMITS,
    ]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => !LABELS.includes(rule.label),
    )
    app.save(settings)
  },
)
