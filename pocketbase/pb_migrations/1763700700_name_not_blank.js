/// <reference path="../pb_data/types.d.ts" />
// A name of only spaces is no name: require at least one visible character (found by the
// bad-input suite, tests/reliability/bad-input.test.ts).
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.fields.getByName('name').pattern = '\\S'
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.fields.getByName('name').pattern = ''
    app.save(users)
  },
)
