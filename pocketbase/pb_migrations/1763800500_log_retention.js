/// <reference path="../pb_data/types.d.ts" />
// Request logs are kept 7 days, as long as the nightly backups (migration 1763700500): a deleted
// student's remaining traces (log lines with their address and browser, copies in backups) are
// gone within 7 days everywhere (docs/operations.md, the privacy policy).
migrate(
  (app) => {
    const settings = app.settings()
    settings.logs.maxDays = 7
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    // PocketBase's default.
    settings.logs.maxDays = 5
    app.save(settings)
  },
)
