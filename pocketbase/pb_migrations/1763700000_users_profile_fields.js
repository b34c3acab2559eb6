/// <reference path="../pb_data/types.d.ts" />
// Adds the student's profile fields to the built-in `users` auth collection and locks its rules
// to the owner. See DESIGN.md "Data model".
const DASHBOARD_STATES = [
  'new',
  'matchme-intro',
  'quiz',
  'quiz-questions',
  'quiz-results',
  'universities-intro',
  'universities',
]

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')

    const name = users.fields.getByName('name')
    name.required = true
    name.min = 1
    name.max = 100

    users.fields.add(
      new SelectField({ name: 'state', values: DASHBOARD_STATES, maxSelect: 1, required: false }),
    )
    users.fields.add(new JSONField({ name: 'quizAnswers', maxSize: 4096 }))
    users.fields.add(new BoolField({ name: 'quizCompleted' }))
    users.fields.add(new DateField({ name: 'quizCompletedAt' }))

    const owner = 'id = @request.auth.id'
    users.listRule = owner
    users.viewRule = owner
    users.updateRule = owner
    users.deleteRule = owner
    // Sign-up is open; the hooks fill `state` with 'new' and refuse client-set quiz fields.
    users.createRule = ''

    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    for (const field of ['state', 'quizAnswers', 'quizCompleted', 'quizCompletedAt']) {
      users.fields.removeByName(field)
    }
    const name = users.fields.getByName('name')
    name.required = false
    name.min = 0
    name.max = 255
    app.save(users)
  },
)
