/// <reference path="../pb_data/types.d.ts" />
// Each school's IANA time zone ("America/Detroit"), found from its campus coordinates by the
// importer (pocketbase/scripts/time-zone.ts: geo-tz over timezone-boundary-builder's boundaries;
// pocketbase/data/README.md, ADR 0072). Empty until the importer has run. Like every catalogue
// column it is read by anyone and written only by admins (the importer is one).
migrate(
  (app) => {
    const universities = app.findCollectionByNameOrId('universities')
    universities.fields.add(
      new TextField({ name: 'time_zone', max: 64, pattern: '^[A-Za-z0-9_+/-]+$' }),
    )
    app.save(universities)
  },
  (app) => {
    const universities = app.findCollectionByNameOrId('universities')
    universities.fields.removeByName('time_zone')
    app.save(universities)
  },
)
