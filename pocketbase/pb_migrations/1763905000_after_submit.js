/// <reference path="../pb_data/types.d.ts" />
// After "Submit" (issue 26, items 3-5): decisions, aid offers compared honestly, scholarships.
// - applications.decision (JSON): what the student records about a decision (reply-by date,
//   deposit, housing, whether the school takes a letter of continued interest, the reply, a
//   withdrawal); checked by pb_hooks/planner.pb.js with the planner core (ADR 0085).
// - applications.aid_offer (JSON): the whole offer (itemised cost, each grant with its renewal,
//   loans by kind and rate, work-study, the letter's own bottom line), replacing the four yearly
//   figures analytics kept (migration 1763860000). Existing offers are carried over: the cost as
//   the total, grants as one gift whose renewal the letter "does not say", loans as one loan of
//   unstated kind and rate. The down step puts the four figures back from the offer's totals
//   (ADR 0086).
// - plan_tasks: kind `decision` (a step after a deferral or a waitlist, the student's own) and its
//   `step`.
// - scholarships: the student's own list (owner-only, deleted with the account, in the export:
//   STUDENT_COLLECTIONS), checked by the planner hook (ADR 0087).
// - essays: kind `scholarship`, tied to one of the student's scholarships.
// Select values are the lists in ui/src/logic/planner/{model,decisions,scholarships}.ts.
const OWNER = '@request.auth.id != "" && user = @request.auth.id'
const CREATE_OWN = '@request.auth.id != "" && @request.body.user = @request.auth.id'
const UPDATE_OWN = `${OWNER} && (@request.body.user:isset = false || @request.body.user = @request.auth.id)`
const LEGACY = ['aid_cost', 'aid_grants', 'aid_loans', 'aid_work_study']
const STEPS = ['opt_in', 'mid_year', 'loci', 'update', 'extra_rec', 'other']
const TASK_KINDS = ['recommendations', 'scores', 'essays', 'fee', 'submit', 'custom']
// One generated step of each kind per application; the student's own tasks and decision steps
// may be many.
const STEP_INDEX =
  "CREATE UNIQUE INDEX idx_plan_tasks_step ON plan_tasks (application, kind) WHERE kind != 'custom'"
const STEP_INDEX_NOW =
  "CREATE UNIQUE INDEX idx_plan_tasks_step ON plan_tasks (application, kind) WHERE kind NOT IN ('custom', 'decision')"

function number(record, field) {
  const raw = record.getString(field)
  if (raw === '' || raw === 'null') return null
  try {
    const value = JSON.parse(raw)
    return typeof value === 'number' && isFinite(value) ? value : null
  } catch {
    return null
  }
}

function readJson(record, field) {
  const raw = record.getString(field)
  if (raw === '' || raw === 'null') return null
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

function offerFromLegacy(figures) {
  if (LEGACY.every((field) => figures[field] === null)) return null
  return {
    cost: {
      tuition: null,
      housing: null,
      books: null,
      transport: null,
      personal: null,
      total: figures.aid_cost,
    },
    gifts:
      figures.aid_grants === null
        ? []
        : [
            {
              name: 'Grants and scholarships',
              amount: figures.aid_grants,
              renews: 'unknown',
              condition: '',
            },
          ],
    loans:
      figures.aid_loans === null
        ? []
        : [{ kind: 'unspecified', amount: figures.aid_loans, rate: null }],
    work_study: figures.aid_work_study,
    stated_net: null,
  }
}

function sum(items) {
  return items.reduce(
    (total, item) => total + (typeof item.amount === 'number' ? item.amount : 0),
    0,
  )
}

function legacyFromOffer(offer) {
  const empty = { aid_cost: null, aid_grants: null, aid_loans: null, aid_work_study: null }
  if (!offer || typeof offer !== 'object' || !offer.cost) return empty
  const items = ['tuition', 'housing', 'books', 'transport', 'personal']
    .map((item) => offer.cost[item])
    .filter((value) => typeof value === 'number')
  const cost =
    typeof offer.cost.total === 'number'
      ? offer.cost.total
      : items.length === 0
        ? null
        : items.reduce((a, b) => a + b, 0)
  const gifts = Array.isArray(offer.gifts) ? offer.gifts : []
  const loans = Array.isArray(offer.loans) ? offer.loans : []
  return {
    aid_cost: cost,
    aid_grants: gifts.length === 0 ? null : sum(gifts),
    aid_loans: loans.length === 0 ? null : sum(loans),
    aid_work_study: typeof offer.work_study === 'number' ? offer.work_study : null,
  }
}

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    const applications = app.findCollectionByNameOrId('applications')
    applications.fields.add(new JSONField({ name: 'decision', maxSize: 2000 }))
    applications.fields.add(new JSONField({ name: 'aid_offer', maxSize: 20000 }))
    app.save(applications)
    for (const record of app.findAllRecords('applications')) {
      const figures = {}
      for (const field of LEGACY) figures[field] = number(record, field)
      const offer = offerFromLegacy(figures)
      if (offer) {
        record.set('aid_offer', offer)
        app.unsafeWithoutHooks().save(record)
      }
    }
    for (const field of LEGACY) applications.fields.removeByName(field)
    app.save(applications)

    const tasks = app.findCollectionByNameOrId('plan_tasks')
    tasks.fields.getByName('kind').values = [...TASK_KINDS, 'decision']
    tasks.fields.add(new SelectField({ name: 'step', maxSelect: 1, values: STEPS }))
    tasks.indexes = tasks.indexes.map((index) => (index === STEP_INDEX ? STEP_INDEX_NOW : index))
    app.save(tasks)

    const scholarships = new Collection({
      type: 'base',
      name: 'scholarships',
      listRule: OWNER,
      viewRule: OWNER,
      createRule: CREATE_OWN,
      updateRule: UPDATE_OWN,
      deleteRule: OWNER,
      fields: [
        {
          name: 'user',
          type: 'relation',
          required: true,
          maxSelect: 1,
          collectionId: users.id,
          cascadeDelete: true,
        },
        { name: 'sponsor', type: 'text', required: true, max: 120 },
        // A number or null ("unknown"), dollars (a year when it renews).
        { name: 'amount', type: 'json', maxSize: 32 },
        { name: 'renewable', type: 'bool' },
        { name: 'deadline_date', type: 'text', max: 10 },
        { name: 'deadline_time', type: 'text', max: 5 },
        {
          name: 'deadline_zone_rule',
          type: 'select',
          maxSelect: 1,
          values: ['student', 'school'],
        },
        { name: 'deadline_zone', type: 'text', max: 64 },
        { name: 'deadline_at', type: 'date' },
        {
          name: 'requirements',
          type: 'select',
          maxSelect: 6,
          values: ['essay', 'letters', 'transcript', 'financial', 'interview', 'other'],
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['planning', 'applied', 'awarded', 'not_awarded'],
        },
        {
          // The school it pays for; empty: any school. Removing the application keeps the
          // scholarship, for any school.
          name: 'application',
          type: 'relation',
          maxSelect: 1,
          collectionId: applications.id,
          cascadeDelete: false,
        },
        { name: 'url', type: 'text', max: 2000 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_scholarships_user ON scholarships (user, deadline_at)'],
    })
    app.save(scholarships)

    const essays = app.findCollectionByNameOrId('essays')
    essays.fields.getByName('kind').values = ['personal', 'supplement', 'scholarship']
    essays.fields.add(
      new RelationField({
        name: 'scholarship',
        maxSelect: 1,
        collectionId: scholarships.id,
        cascadeDelete: false,
      }),
    )
    app.save(essays)
  },
  (app) => {
    const essays = app.findCollectionByNameOrId('essays')
    for (const record of app.findRecordsByFilter('essays', "kind = 'scholarship'", '', 0, 0)) {
      record.set('kind', 'supplement')
      app.unsafeWithoutHooks().save(record)
    }
    essays.fields.removeByName('scholarship')
    essays.fields.getByName('kind').values = ['personal', 'supplement']
    app.save(essays)

    app.delete(app.findCollectionByNameOrId('scholarships'))

    for (const record of app.findRecordsByFilter('plan_tasks', "kind = 'decision'", '', 0, 0)) {
      record.set('kind', 'custom')
      app.unsafeWithoutHooks().save(record)
    }
    const tasks = app.findCollectionByNameOrId('plan_tasks')
    tasks.fields.removeByName('step')
    tasks.fields.getByName('kind').values = TASK_KINDS
    tasks.indexes = tasks.indexes.map((index) => (index === STEP_INDEX_NOW ? STEP_INDEX : index))
    app.save(tasks)

    const applications = app.findCollectionByNameOrId('applications')
    for (const field of LEGACY) applications.fields.add(new JSONField({ name: field, maxSize: 32 }))
    app.save(applications)
    for (const record of app.findAllRecords('applications')) {
      const figures = legacyFromOffer(readJson(record, 'aid_offer'))
      if (LEGACY.every((field) => figures[field] === null)) continue
      for (const field of LEGACY) record.set(field, figures[field])
      app.unsafeWithoutHooks().save(record)
    }
    applications.fields.removeByName('decision')
    applications.fields.removeByName('aid_offer')
    app.save(applications)
  },
)
