/// <reference path="../pb_data/types.d.ts" />
// Essays meet the planner (issue 15, second phase; docs/adr/0049-essays-page.md): a supplement is
// tied to one or more of the student's applications and takes its deadline from them (a personal
// statement is shared by every application on its platform, so it holds none), and each essay
// keeps the phrases its name guard warns about. pb_hooks/lib/essays.js checks that every linked
// application is the essay owner's and that the phrases fit.
migrate(
  (app) => {
    const essays = app.findCollectionByNameOrId('essays')
    const applications = app.findCollectionByNameOrId('applications')
    // Not cascading: removing an application unlinks it and keeps the student's essay.
    essays.fields.add(
      new RelationField({
        name: 'applications',
        maxSelect: 100,
        collectionId: applications.id,
        cascadeDelete: false,
      }),
    )
    // A list of at most 50 short phrases (checked in the hook); the size cap bounds the row.
    essays.fields.add(new JSONField({ name: 'guard_phrases', maxSize: 8000 }))
    app.save(essays)
  },
  (app) => {
    const essays = app.findCollectionByNameOrId('essays')
    essays.fields.removeByName('applications')
    essays.fields.removeByName('guard_phrases')
    app.save(essays)
  },
)
