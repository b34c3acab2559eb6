/// <reference path="../pb_data/types.d.ts" />
// After "Submit" (issue 26): each application's portal (its address, the e-mail the student signs
// in with, never a password, and the received-items checklist, ADR 0083) and its interview (a
// date, a time and a zone rule as a deadline has, the instant computed by the server, ADR 0084),
// one of each per application at most; and on each recommender, whether the student has thanked
// them. Both collections belong to one student (`user`, deleted with the account) and only they
// may see or change them; pb_hooks/after-submit.pb.js checks every field with the planner's own
// rules (ADR 0042). Select values here are the lists in ui/src/logic/planner/interviews.ts; an
// integration test holds them equal.
const OWNER = '@request.auth.id != "" && user = @request.auth.id'
const CREATE_OWN = '@request.auth.id != "" && @request.body.user = @request.auth.id'
// The owner may not hand a record to someone else.
const UPDATE_OWN = `${OWNER} && (@request.body.user:isset = false || @request.body.user = @request.auth.id)`
const RULES = {
  listRule: OWNER,
  viewRule: OWNER,
  createRule: CREATE_OWN,
  updateRule: UPDATE_OWN,
  deleteRule: OWNER,
}

function owned(users, applications) {
  return [
    {
      name: 'user',
      type: 'relation',
      required: true,
      maxSelect: 1,
      collectionId: users.id,
      cascadeDelete: true,
    },
    // Removing the application removes its portal and interview.
    {
      name: 'application',
      type: 'relation',
      required: true,
      maxSelect: 1,
      collectionId: applications.id,
      cascadeDelete: true,
    },
  ]
}

const TIMESTAMPS = [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
]

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    const applications = app.findCollectionByNameOrId('applications')

    app.save(
      new Collection({
        type: 'base',
        name: 'application_portals',
        ...RULES,
        fields: [
          ...owned(users, applications),
          { name: 'url', type: 'text', max: 2000 },
          { name: 'login_email', type: 'text', max: 254 },
          // Item key -> "received" | "not_needed"; an item with no entry is still awaited.
          { name: 'items', type: 'json', maxSize: 4000 },
          { name: 'checked_on', type: 'text', max: 10 },
          ...TIMESTAMPS,
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_application_portals_application ON application_portals (application)',
          'CREATE INDEX idx_application_portals_user ON application_portals (user)',
        ],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'interviews',
        ...RULES,
        fields: [
          ...owned(users, applications),
          {
            name: 'status',
            type: 'select',
            required: true,
            maxSelect: 1,
            values: ['none', 'offered', 'requested', 'scheduled', 'done'],
          },
          { name: 'date', type: 'text', max: 10 },
          { name: 'time', type: 'text', max: 5 },
          {
            name: 'zone_rule',
            type: 'select',
            required: true,
            maxSelect: 1,
            values: ['student', 'school'],
          },
          { name: 'zone', type: 'text', max: 64 },
          // The instant the date, time and zone name, computed by the server (ADR 0043, 0084).
          { name: 'at', type: 'date' },
          { name: 'place', type: 'text', max: 300 },
          { name: 'with_whom', type: 'text', max: 120 },
          { name: 'thank_you_sent', type: 'bool' },
          ...TIMESTAMPS,
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_interviews_application ON interviews (application)',
          'CREATE INDEX idx_interviews_user ON interviews (user, at)',
        ],
      }),
    )

    const recommenders = app.findCollectionByNameOrId('recommenders')
    recommenders.fields.add(new BoolField({ name: 'thank_you_sent' }))
    app.save(recommenders)
  },
  (app) => {
    const recommenders = app.findCollectionByNameOrId('recommenders')
    recommenders.fields.removeByName('thank_you_sent')
    app.save(recommenders)
    for (const name of ['interviews', 'application_portals']) {
      app.delete(app.findCollectionByNameOrId(name))
    }
  },
)
