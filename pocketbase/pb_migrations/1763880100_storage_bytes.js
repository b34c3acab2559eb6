/// <reference path="../pb_data/types.d.ts" />
// Storage per account (docs/adr/0075): every collection a student owns gets a hidden `bytes`
// field, the record's size as pb_hooks/lib/quota.js counts it (set on every write by limits.pb.js),
// and an index on (owner, bytes), so an account's use is one index-only sum. Existing records are
// measured here with the same function.
const OWNED = [
  'essay_versions',
  'essays',
  'plan_tasks',
  'aid_dates',
  'recommenders',
  'planner_reminder_log',
  'applications',
  'planner_settings',
  'saved_universities',
]
const PAGE = 500

migrate(
  (app) => {
    const { recordBytes } = require(`${__hooks}/lib/quota.js`)
    for (const name of OWNED) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.add(new NumberField({ name: 'bytes', hidden: true, onlyInt: true, min: 0 }))
      collection.addIndex(`idx_${name}_bytes`, false, '`user`, `bytes`', '')
      app.save(collection)
      for (let offset = 0; ; offset += PAGE) {
        const page = app.findRecordsByFilter(name, '', 'id', PAGE, offset)
        for (const record of page) {
          app
            .db()
            .newQuery(`UPDATE {{${name}}} SET [[bytes]] = {:bytes} WHERE [[id]] = {:id}`)
            .bind({ bytes: recordBytes(app, record), id: record.id })
            .execute()
        }
        if (page.length < PAGE) break
      }
    }
  },
  (app) => {
    for (const name of OWNED) {
      const collection = app.findCollectionByNameOrId(name)
      collection.removeIndex(`idx_${name}_bytes`)
      collection.fields.removeByName('bytes')
      app.save(collection)
    }
  },
)
