/// <reference path="../pb_data/types.d.ts" />
// A nightly backup of the data directory (03:00 server time), keeping the last seven.
// Backups are zip files in pb_data/backups; see docs/operations.md for restore and off-site copies.
migrate(
  (app) => {
    const settings = app.settings()
    settings.backups.cron = '0 3 * * *'
    settings.backups.cronMaxKeep = 7
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.backups.cron = ''
    settings.backups.cronMaxKeep = 3
    app.save(settings)
  },
)
