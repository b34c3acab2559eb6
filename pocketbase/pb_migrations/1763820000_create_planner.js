/// <reference path="../pb_data/types.d.ts" />
// The Smart Planning Assistant (issue 14): the student's applications, plan tasks, financial-aid
// dates, recommenders and planner settings, plus the log that keeps reminders from going out
// twice. Every collection belongs to one student (`user`, deleted with the account) and only they
// may see or change it; pb_hooks/planner.pb.js checks every field with the planner's own rules
// (ADR 0042). Select values here are the lists in ui/src/logic/planner/model.ts; an integration
// test holds them equal.
const OWNER = '@request.auth.id != "" && user = @request.auth.id'
const CREATE_OWN = '@request.auth.id != "" && @request.body.user = @request.auth.id'
// The owner may not hand a record to someone else.
const UPDATE_OWN = `${OWNER} && (@request.body.user:isset = false || @request.body.user = @request.auth.id)`

const COLLECTIONS = [
  'planner_reminder_log',
  'recommenders',
  'aid_dates',
  'plan_tasks',
  'applications',
  'planner_settings',
]

function userField(users) {
  return {
    name: 'user',
    type: 'relation',
    required: true,
    maxSelect: 1,
    collectionId: users.id,
    cascadeDelete: true,
  }
}

const TIMESTAMPS = [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
]

function ownedRules(deleteRule = OWNER) {
  return {
    listRule: OWNER,
    viewRule: OWNER,
    createRule: CREATE_OWN,
    updateRule: UPDATE_OWN,
    deleteRule,
  }
}

const dateText = (name, required = false) => ({ name, type: 'text', required, max: 10 })

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    const universities = app.findCollectionByNameOrId('universities')

    const settings = new Collection({
      type: 'base',
      name: 'planner_settings',
      ...ownedRules(),
      fields: [
        userField(users),
        { name: 'timezone', type: 'text', required: true, max: 64 },
        { name: 'reminders_enabled', type: 'bool' },
        { name: 'weekly_digest', type: 'bool' },
        { name: 'deadline_alerts', type: 'bool' },
        { name: 'alert_days', type: 'number', onlyInt: true, min: 1, max: 30 },
        // Set by the server only: the private calendar feed's token ('' = no feed) and the token
        // of the e-mails' stop link (never shown through the API).
        { name: 'calendar_token', type: 'text', max: 64 },
        { name: 'reminder_token', type: 'text', max: 64, hidden: true },
        ...TIMESTAMPS,
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_planner_settings_user ON planner_settings (user)',
        "CREATE UNIQUE INDEX idx_planner_settings_calendar ON planner_settings (calendar_token) WHERE calendar_token != ''",
        "CREATE UNIQUE INDEX idx_planner_settings_reminder ON planner_settings (reminder_token) WHERE reminder_token != ''",
      ],
    })
    app.save(settings)

    const applications = new Collection({
      type: 'base',
      name: 'applications',
      ...ownedRules(),
      fields: [
        userField(users),
        // Not cascading: deleting a school from the catalogue must not delete a student's work.
        {
          name: 'university',
          type: 'relation',
          required: true,
          maxSelect: 1,
          collectionId: universities.id,
          cascadeDelete: false,
        },
        {
          name: 'platform',
          type: 'select',
          maxSelect: 1,
          values: ['common_app', 'coalition_scoir', 'school', 'other'],
        },
        {
          name: 'plan',
          type: 'select',
          maxSelect: 1,
          values: ['ed', 'ed2', 'ea', 'rea', 'rd', 'rolling', 'priority'],
        },
        dateText('deadline_date'),
        { name: 'deadline_time', type: 'text', max: 5 },
        {
          name: 'deadline_zone_rule',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['student', 'school'],
        },
        { name: 'deadline_zone', type: 'text', max: 64 },
        // The instant the date, time and zone name, computed by the server (ADR 0043).
        { name: 'deadline_at', type: 'date' },
        { name: 'deadline_estimated', type: 'bool' },
        { name: 'source_url', type: 'text', max: 2000 },
        dateText('checked_on'),
        {
          name: 'status',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: [
            'planning',
            'in_progress',
            'submitted',
            'admitted',
            'deferred',
            'waitlisted',
            'denied',
          ],
        },
        // A number or null ("unknown"); 0 is a real "no fee" (ADR 0004).
        { name: 'fee', type: 'json', maxSize: 32 },
        {
          name: 'fee_waiver',
          type: 'select',
          maxSelect: 1,
          values: ['not_needed', 'will_request', 'requested', 'granted', 'denied'],
        },
        { name: 'css_profile_required', type: 'bool' },
        { name: 'net_price_checked', type: 'bool' },
        ...TIMESTAMPS,
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_applications_school ON applications (user, university)',
        'CREATE INDEX idx_applications_deadline ON applications (user, deadline_at)',
      ],
    })
    app.save(applications)

    const tasks = new Collection({
      type: 'base',
      name: 'plan_tasks',
      ...ownedRules(),
      fields: [
        userField(users),
        {
          name: 'application',
          type: 'relation',
          maxSelect: 1,
          collectionId: applications.id,
          cascadeDelete: true,
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['recommendations', 'scores', 'essays', 'fee', 'submit', 'custom'],
        },
        { name: 'title', type: 'text', required: true, max: 200 },
        dateText('due'),
        { name: 'done', type: 'bool' },
        { name: 'done_at', type: 'date' },
        ...TIMESTAMPS,
      ],
      indexes: [
        // One generated step of each kind per application; the student's own tasks repeat freely.
        "CREATE UNIQUE INDEX idx_plan_tasks_step ON plan_tasks (application, kind) WHERE kind != 'custom'",
        'CREATE INDEX idx_plan_tasks_due ON plan_tasks (user, due)',
      ],
    })
    app.save(tasks)

    const aid = new Collection({
      type: 'base',
      name: 'aid_dates',
      ...ownedRules(),
      fields: [
        userField(users),
        {
          name: 'application',
          type: 'relation',
          maxSelect: 1,
          collectionId: applications.id,
          cascadeDelete: true,
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['fafsa', 'css_profile', 'state_priority', 'school_priority', 'other'],
        },
        { name: 'label', type: 'text', max: 120 },
        dateText('date', true),
        { name: 'source_url', type: 'text', max: 2000 },
        { name: 'done', type: 'bool' },
        ...TIMESTAMPS,
      ],
      indexes: ['CREATE INDEX idx_aid_dates_user ON aid_dates (user, date)'],
    })
    app.save(aid)

    const recommenders = new Collection({
      type: 'base',
      name: 'recommenders',
      ...ownedRules(),
      fields: [
        userField(users),
        { name: 'name', type: 'text', required: true, max: 100 },
        {
          name: 'role',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['teacher', 'counselor', 'coach', 'employer', 'mentor', 'other'],
        },
        { name: 'email', type: 'text', max: 254 },
        // Removing an application removes it from here too; the recommender stays.
        {
          name: 'applications',
          type: 'relation',
          maxSelect: 100,
          collectionId: applications.id,
          cascadeDelete: false,
        },
        dateText('asked_on'),
        {
          name: 'status',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['not_asked', 'asked', 'agreed', 'submitted', 'declined'],
        },
        ...TIMESTAMPS,
      ],
      indexes: ['CREATE INDEX idx_recommenders_user ON recommenders (user, created)'],
    })
    app.save(recommenders)

    // Written by the reminder job only (no API rules: superusers alone may look).
    const log = new Collection({
      type: 'base',
      name: 'planner_reminder_log',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        userField(users),
        { name: 'key', type: 'text', required: true, max: 200 },
        // When the reminder was claimed, just before it was sent.
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_planner_reminder_log_key ON planner_reminder_log (user, key)',
      ],
    })
    app.save(log)
  },
  (app) => {
    for (const name of COLLECTIONS) {
      app.delete(app.findCollectionByNameOrId(name))
    }
  },
)
