/// <reference path="../pb_data/types.d.ts" />
// A student's list of universities: one row per (user, university), visible only to its owner.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    const universities = app.findCollectionByNameOrId('universities')
    const owner = '@request.auth.id != "" && user = @request.auth.id'
    const collection = new Collection({
      type: 'base',
      name: 'saved_universities',
      listRule: owner,
      viewRule: owner,
      createRule: '@request.auth.id != "" && @request.body.user = @request.auth.id',
      updateRule: null,
      deleteRule: owner,
      fields: [
        {
          name: 'user',
          type: 'relation',
          required: true,
          maxSelect: 1,
          collectionId: users.id,
          cascadeDelete: true,
        },
        {
          name: 'university',
          type: 'relation',
          required: true,
          maxSelect: 1,
          collectionId: universities.id,
          cascadeDelete: true,
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_saved_universities_pair ON saved_universities (user, university)',
        'CREATE INDEX idx_saved_universities_user ON saved_universities (user, created)',
      ],
    })
    app.save(collection)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('saved_universities'))
  },
)
