// The supporter's view of a shared link on the server (issue 27; docs/adr/0080-shared-links.md,
// 0081): records read field by field into the core's plain values, only for the parts the share
// shows, and GET /api/shared. The view itself is the browser's own, bundled from
// ui/src/logic/sharing/server.ts by `pnpm typegen`. CommonJS for PocketBase's JSVM.
const core = require(`${__hooks}/lib/sharing-core.js`)
const planner = require(`${__hooks}/lib/planner-records.js`)
const { jsonValue } = require(`${__hooks}/lib/json-field.js`)
const { valuesOf } = require(`${__hooks}/lib/fields.js`)
const { hashOf, requireShare } = require(`${__hooks}/lib/share-access.js`)
const { findOne, instant, zoneOf } = require(`${__hooks}/lib/share-records.js`)

function ownedBy(app, collection, userId, sort) {
  return app.findRecordsByFilter(collection, 'user = {:user}', sort || 'created', 0, 0, {
    user: userId,
  })
}

function applicationsOf(app, userId) {
  const records = ownedBy(app, 'applications', userId)
  const names = {}
  if (records.length > 0) {
    const schools = app.findRecordsByIds(
      'universities',
      records.map((r) => r.getString('university')),
    )
    for (const u of schools) names[u.id] = u.getString('name')
  }
  return records.map((r) => {
    const values = planner.applicationValues(r)
    const at = instant(r, 'deadline_at')
    const id = values.university
    return Object.assign(values, {
      id: r.id,
      deadline_at: isNaN(at) ? '' : new Date(at).toISOString(),
      fee: amount(r, 'fee'),
      school: { id, name: names[id] || 'A school', control: null },
    })
  })
}

// The planner's records as the planner reads them (its one field list each, ADR 0093); the view
// takes from them only what it shows.
function tasksOf(app, userId) {
  return ownedBy(app, 'plan_tasks', userId, 'due').map(planner.plannerRecord)
}

function aidDatesOf(app, userId) {
  return ownedBy(app, 'aid_dates', userId, 'date').map(planner.plannerRecord)
}

/** Only whether each recommender confirmed, and for which applications: no names or addresses. */
function recommendersOf(app, userId) {
  return ownedBy(app, 'recommenders', userId).map((r) =>
    valuesOf(r, 'recommenders', ['status', 'applications']),
  )
}

function essaysOf(app, userId, withText) {
  return ownedBy(app, 'essays', userId).map((r) => {
    const essay = valuesOf(r, 'essays', core.ESSAY_RECORD_FIELDS)
    const stored = valuesOf(r, 'essays', ['text', 'revision', 'updated'])
    const unit = essay.limit_unit
    const min = essay.limit_min
    const limit =
      unit === '' ? null : Object.assign({ unit, max: essay.limit_max }, min > 0 ? { min } : {})
    return {
      id: r.id,
      kind: essay.kind,
      platform: essay.platform,
      title: withText ? essay.title : '',
      prompt: withText ? essay.prompt : '',
      limit,
      group: null,
      status: essay.status,
      text: withText ? stored.text : '',
      revision: stored.revision,
      updated: stored.updated,
      applications: [],
      applicationIds: essay.applications,
      category: null,
      guardPhrases: [],
    }
  })
}

function listOf(app, userId) {
  const saved = ownedBy(app, 'saved_universities', userId, '-created')
  if (saved.length === 0) return []
  const byId = {}
  for (const u of app.findRecordsByIds(
    'universities',
    saved.map((r) => r.getString('university')),
  )) {
    byId[u.id] = u
  }
  return saved
    .filter((r) => byId[r.getString('university')])
    .map((r) => {
      const u = byId[r.getString('university')]
      return { name: u.getString('name'), city: u.getString('city'), state: u.getString('state') }
    })
}

function amount(record, field) {
  const value = jsonValue(record, field)
  return typeof value === 'number' && isFinite(value) ? value : null
}

/**
 * What the student entered for analytics on each application (the aid offer read as /analytics
 * reads it), their awarded scholarships (outside aid in the offers) and the CSS Profile waiver.
 */
function entriesOf(app, userId, settings) {
  const applications = {}
  for (const r of ownedBy(app, 'applications', userId)) {
    applications[r.id] = core.applicationEntriesOf(valuesOf(r, 'applications', core.ENTRY_FIELDS))
  }
  const outsideAwards = []
  for (const r of ownedBy(app, 'scholarships', userId)) {
    if (r.getString('status') !== 'awarded') continue
    const award = core.outsideAwardOf(r.id, valuesOf(r, 'scholarships', core.AWARD_FIELDS))
    if (award !== null) outsideAwards.push(award)
  }
  return {
    applications,
    outsideAwards,
    cssFeeWaiver: settings ? settings.getBool('css_fee_waiver') : false,
  }
}

/** The catalogue's figures the cost of applying and the aid offers read, by university id. */
function schoolsOf(app, applications) {
  const schools = {}
  if (applications.length === 0) return schools
  const fields = core.MATCH_FIELDS.concat(['application_fee_2021_22'])
  for (const u of app.findRecordsByIds(
    'universities',
    applications.map((a) => a.university),
  )) {
    const row = {}
    for (const field of fields) {
      const value = u.get(field)
      row[field] = value === undefined || value === '' ? null : value
    }
    row.id = u.id
    schools[u.id] = row
  }
  return schools
}

function commentsOf(app, share) {
  return app
    .findRecordsByFilter('share_comments', 'share = {:share}', 'created', 0, 0, { share: share.id })
    .map((r) => ({
      essay: r.getString('essay'),
      quote: r.getString('quote'),
      body: r.getString('body'),
      created: new Date(instant(r, 'created')).toISOString(),
      status: r.getString('status'),
    }))
}

function quizAnswersOf(user) {
  const answers = jsonValue(user, 'quizAnswers')
  return answers && typeof answers === 'object' ? answers : {}
}

/** The supporter's view of `share` at `now`. */
function viewOf(app, share, now) {
  const scope = share.getStringSlice('scope')
  const shows = (part) => scope.indexOf(part) !== -1
  const userId = share.getString('user')
  const user = app.findRecordById('users', userId)
  const settings = findOne(app, 'planner_settings', 'user = {:user}', { user: userId })
  const zone = zoneOf(settings)
  const plan = shows('deadlines') || shows('readiness') || shows('money') || shows('essays')
  const applications = plan ? applicationsOf(app, userId) : []
  const comments = shows('essays') && share.getBool('comments')
  return core.sharedView({
    share: {
      label: share.getString('label'),
      scope,
      comments: share.getBool('comments'),
      expires: instant(share, 'expires'),
    },
    studentName: user.getString('name'),
    zone,
    now,
    offsetAt: planner.offsetAt,
    list: shows('list') ? listOf(app, userId) : [],
    applications,
    tasks: shows('deadlines') || shows('readiness') ? tasksOf(app, userId) : [],
    aidDates: shows('deadlines') ? aidDatesOf(app, userId) : [],
    recommenders: shows('readiness') ? recommendersOf(app, userId) : [],
    essays: shows('essays') || shows('readiness') ? essaysOf(app, userId, shows('essays')) : [],
    comments: comments ? commentsOf(app, share) : [],
    entries: shows('money')
      ? entriesOf(app, userId, settings)
      : { applications: {}, outsideAwards: [], cssFeeWaiver: false },
    settings: core.matchSettingsOf(user.getString('homeState'), user.getString('faithPreference')),
    schools: shows('money') ? schoolsOf(app, applications) : {},
    quizAnswers: shows('quiz') ? quizAnswersOf(user) : {},
  })
}

/** Counts one opening of the link, in one statement so it never writes over a student's change. */
function countOpening(app, share, now) {
  app
    .db()
    .newQuery(
      'UPDATE {{shares}} SET [[open_count]] = [[open_count]] + 1, [[last_opened]] = {:now} WHERE [[id]] = {:id}',
    )
    .bind({ now: new Date(now).toISOString().replace('T', ' '), id: share.id })
    .execute()
}

/**
 * GET /api/shared: the view, with an ETag of its content. A page's later updates send it back in
 * If-None-Match and get 304 while nothing changed; a request without it is an opening and counted.
 */
function answerView(e) {
  const now = Date.now()
  const share = requireShare($app, e, now)
  const body = JSON.stringify(viewOf($app, share, now))
  const etag = '"' + hashOf(body).slice(0, 32) + '"'
  const seen = e.request.header.get('If-None-Match')
  e.response.header().set('ETag', etag)
  e.response.header().set('Cache-Control', 'no-store')
  if (seen === '') countOpening($app, share, now)
  if (seen === etag) return e.noContent(304)
  return e.blob(200, 'application/json', body)
}

module.exports = { answerView, viewOf }
