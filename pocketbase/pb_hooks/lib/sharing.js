// Shared links and essay comments on the server (issue 27; docs/adr/0080-shared-links.md,
// 0081, 0082). CommonJS for PocketBase's JSVM. The rules and the supporter's view are the
// browser's own, bundled from ui/src/logic/sharing/server.ts by `pnpm typegen`; this file reads
// records into the core's plain values (only the fields a view may show), guards the tokens and
// writes what the core allows.
const core = require(`${__hooks}/lib/sharing-core.js`)
const planner = require(`${__hooks}/lib/planner.js`)
const { jsonValue } = require(`${__hooks}/lib/json-field.js`)
const limits = require(`${__hooks}/lib/keyed-limits.js`)
const { mayMail } = require(`${__hooks}/lib/mail-guard.js`)

const LIMITS = core.SHARE_LIMITS

/** The one answer to an unknown, mistyped, revoked or expired link: no one can tell which. */
const GONE = 'This link does not work: it may be mistyped, or it has expired or been turned off.'

// ---------------------------------------------------------------------------------------------
// Tokens. 32 letters and digits from crypto/rand (about 190 bits); the share keeps only their
// SHA-256, and the request carries the token in its Authorization header, never in a URL.

const HEADER = /^Share ([A-Za-z0-9]{32})$/

function newToken() {
  return $security.randomString(core.SHARE_TOKEN_LENGTH)
}

function hashOf(token) {
  return $security.sha256(token)
}

// ---------------------------------------------------------------------------------------------
// Guessing. Besides the rate limiter's rule on the route, every failed token counts against its
// client under the rule "shares:guess" (lib/keyed-limits.js); past it, every share answers 429 to
// that client until the window ends.

const GUESS_RULE = 'shares:guess'

/** The client a failure is counted against: its address, or its /64 network for IPv6. */
function clientKey(e) {
  const ip = String(e.realIP() || '')
  if (ip.indexOf(':') === -1) return ip
  return ip.split(':').slice(0, 4).join(':')
}

// ---------------------------------------------------------------------------------------------
// Small helpers.

function findOne(app, collection, filter, params) {
  try {
    return app.findFirstRecordByFilter(collection, filter, params)
  } catch {
    return null
  }
}

function instant(record, field) {
  return core.parseInstant(record.getString(field))
}

/** The 400 PocketBase shows as field errors; `problems` maps field names to sentences. */
function fail(problems) {
  const data = {}
  const fields = Object.keys(problems)
  for (const field of fields) {
    data[field] = new ValidationError('validation_sharing', problems[field])
  }
  throw new BadRequestError(problems[fields[0]], data)
}

function failIfAny(problems) {
  if (Object.keys(problems).length > 0) fail(problems)
}

/** Refuses any field of `body` not in `allowed`, naming it. */
function onlyFields(body, allowed, message) {
  const problems = {}
  for (const field of Object.keys(body || {})) {
    if (allowed.indexOf(field) === -1) problems[field] = message
  }
  failIfAny(problems)
}

// ---------------------------------------------------------------------------------------------
// Finding a share from a supporter's request.

/**
 * The share a request's token opens, or null. Unknown, revoked and expired links do the same work
 * (one indexed look-up by hash, a constant-time comparison) and get the same 404 from the caller.
 */
function openShare(app, e, now) {
  const match = HEADER.exec(e.request.header.get('Authorization') || '')
  const hash = hashOf(match ? match[1] : '')
  const share = findOne(app, 'shares', 'token_hash = {:hash}', { hash })
  const stored = share ? share.getString('token_hash') : '0'.repeat(64)
  const same = $security.equal(stored, hash)
  if (!match || !share || !same) return null
  if (share.getString('revoked') !== '') return null
  const expires = instant(share, 'expires')
  if (!(expires > now)) return null
  return share
}

/** The share, or a 429 for a client that failed too often, or the one 404. */
function requireShare(app, e, now) {
  const key = clientKey(e)
  if (limits.isSpent(app, GUESS_RULE, key, now)) {
    throw new TooManyRequestsError('Too many links that do not work were tried. Wait a while.')
  }
  const share = openShare(app, e, now)
  if (!share) {
    limits.charge(app, GUESS_RULE, key, now)
    throw new NotFoundError(GONE)
  }
  return share
}

// ---------------------------------------------------------------------------------------------
// The supporter's view: records read field by field into the core's values, only for the parts
// the share shows.

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

function tasksOf(app, userId) {
  return ownedBy(app, 'plan_tasks', userId, 'due').map((r) => ({
    id: r.id,
    application: r.getString('application'),
    kind: r.getString('kind'),
    title: r.getString('title'),
    due: r.getString('due'),
    done: r.getBool('done'),
  }))
}

function aidDatesOf(app, userId) {
  return ownedBy(app, 'aid_dates', userId, 'date').map((r) => ({
    id: r.id,
    kind: r.getString('kind'),
    label: r.getString('label'),
    date: r.getString('date'),
    application: r.getString('application'),
    source_url: '',
    done: r.getBool('done'),
  }))
}

/** Only whether each recommender confirmed, and for which applications: no names or addresses. */
function recommendersOf(app, userId) {
  return ownedBy(app, 'recommenders', userId).map((r) => ({
    status: r.getString('status'),
    applications: r.getStringSlice('applications'),
  }))
}

function essaysOf(app, userId, withText) {
  return ownedBy(app, 'essays', userId).map((r) => {
    const unit = r.getString('limit_unit')
    const min = r.getInt('limit_min')
    const limit =
      unit === ''
        ? null
        : Object.assign({ unit, max: r.getInt('limit_max') }, min > 0 ? { min } : {})
    return {
      id: r.id,
      kind: r.getString('kind'),
      platform: r.getString('platform'),
      title: withText ? r.getString('title') : '',
      prompt: withText ? r.getString('prompt') : '',
      limit,
      group: null,
      status: r.getString('status'),
      text: withText ? r.getString('text') : '',
      revision: r.getInt('revision'),
      updated: r.getString('updated'),
      applications: [],
      applicationIds: r.getStringSlice('applications'),
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
    applications[r.id] = {
      css_profile_required: r.getBool('css_profile_required'),
      score_sends: r.getBool('score_sends'),
      score_send_fee: amount(r, 'score_send_fee'),
      aid_offer: core.storedOffer(jsonValue(r, 'aid_offer')),
    }
  }
  const outsideAwards = []
  for (const r of ownedBy(app, 'scholarships', userId)) {
    const value = amount(r, 'amount')
    if (r.getString('status') !== 'awarded' || value === null) continue
    outsideAwards.push({
      id: r.id,
      sponsor: r.getString('sponsor'),
      amount: value,
      renewable: r.getBool('renewable'),
      application: r.getString('application'),
    })
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
  const chosen = settings ? settings.getString('timezone') : ''
  const zone = chosen !== '' && planner.isKnownZone(chosen) ? chosen : 'UTC'
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

// ---------------------------------------------------------------------------------------------
// Comments from a supporter: POST /api/shared with the share's token.

const COMMENT_FIELDS = ['essay', 'body', 'quote', 'start', 'end', 'revision']
/** The rule for the comments one share may leave in a while, whatever addresses they come from. */
const COMMENT_RULE = 'shares:comments'

function addComment(e) {
  const now = Date.now()
  const share = requireShare($app, e, now)
  const scope = share.getStringSlice('scope')
  if (!share.getBool('comments') || scope.indexOf('essays') === -1) {
    throw new ForbiddenError('This link does not allow comments.')
  }
  const body = e.requestInfo().body || {}
  onlyFields(body, COMMENT_FIELDS, 'A comment has only a passage and your words.')
  const userId = share.getString('user')
  const essayId = typeof body.essay === 'string' ? body.essay : ''
  const essay = essayId === '' ? null : findOne($app, 'essays', 'id = {:id}', { id: essayId })
  if (!essay || essay.getString('user') !== userId) fail({ essay: core.COMMENT_MESSAGES.essay })
  const checked = core.commentProblems(body, {
    text: essay.getString('text'),
    revision: essay.getInt('revision'),
  })
  failIfAny(checked.problems)
  if (checked.changed) {
    throw new ApiError(409, core.COMMENT_MESSAGES.changed, {
      quote: new ValidationError('essay_changed', core.COMMENT_MESSAGES.changed),
    })
  }
  if (!limits.take($app, COMMENT_RULE, share.id, now)) {
    throw new TooManyRequestsError(
      'Too many comments in a minute. Wait a moment and send it again.',
    )
  }
  const quote = typeof body.quote === 'string' ? body.quote : ''
  // The comment is the student's record: its caps (per link, per essay) and the student's storage
  // are held in the save's own transaction (limits.pb.js, lib/caps.js, lib/quota.js).
  const saved = new Record($app.findCollectionByNameOrId('share_comments'))
  saved.set('user', userId)
  saved.set('essay', essay.id)
  saved.set('share', share.id)
  saved.set('author', share.getString('label'))
  saved.set('body', body.body.trim())
  saved.set('quote', quote)
  saved.set('start', quote === '' ? 0 : body.start)
  saved.set('end', quote === '' ? 0 : body.end)
  saved.set('revision', body.revision)
  saved.set('status', 'open')
  $app.save(saved)
  return e.json(200, {
    quote: saved.getString('quote'),
    body: saved.getString('body'),
    created: new Date(instant(saved, 'created')).toISOString(),
    status: 'open',
  })
}

// ---------------------------------------------------------------------------------------------
// The student's side: making, changing and revoking shares; "E-mail it for me".

const SHARE_FIELDS = ['label', 'scope', 'expires', 'comments']
const SET_BY_SERVER = 'Set by the server.'

function shareValues(body) {
  const values = {}
  for (const field of SHARE_FIELDS) {
    if (Object.prototype.hasOwnProperty.call(body, field)) values[field] = body[field]
  }
  if (typeof values.label === 'string') values.label = values.label.trim()
  // The records API hands a date over as PocketBase's DateTime, the custom route as sent.
  if (values.expires !== null && typeof values.expires === 'object') {
    values.expires = String(values.expires)
  }
  return values
}

/** POST /api/shares: a new share; its token is in this answer and nowhere else, ever. */
function createShare(e) {
  const now = Date.now()
  const body = e.requestInfo().body || {}
  onlyFields(body, SHARE_FIELDS, SET_BY_SERVER)
  const values = shareValues(body)
  for (const field of SHARE_FIELDS) if (!(field in values)) values[field] = undefined
  if (values.comments === undefined) values.comments = false
  failIfAny(core.shareProblems(values, now))
  const token = newToken()
  // The cap of links per student and the student's storage are held in the save's own
  // transaction (limits.pb.js, lib/caps.js, lib/quota.js).
  const share = new Record($app.findCollectionByNameOrId('shares'))
  share.set('user', e.auth.id)
  share.set('label', values.label)
  share.set('scope', values.scope)
  share.set('comments', values.comments)
  share.set('expires', new Date(core.parseInstant(values.expires)).toISOString())
  share.set('token_hash', hashOf(token))
  share.set('open_count', 0)
  $app.save(share)
  return e.json(200, { share, token, canMail: mayMail(e.auth) })
}

/** A student's change of their share through the records API: only what is theirs to set. */
function checkUpdate(e) {
  if (e.hasSuperuserAuth()) return
  const body = e.requestInfo().body || {}
  onlyFields(body, SHARE_FIELDS, SET_BY_SERVER)
  const original = e.record.original()
  if (original.getString('revoked') !== '') {
    const field = Object.keys(body)[0] || 'label'
    fail({ [field]: core.SHARE_MESSAGES.revoked })
  }
  const values = shareValues(body)
  const problems = core.shareProblems(values, Date.now(), {
    scope: original.getStringSlice('scope'),
    comments: original.getBool('comments'),
  })
  failIfAny(problems)
  if (typeof values.label === 'string') e.record.set('label', values.label)
}

/** The rule for every writer: the label's text and what comments need. */
function checkRecord(record) {
  failIfAny(
    core.shareProblems(
      {
        label: record.getString('label'),
        scope: record.getStringSlice('scope'),
        comments: record.getBool('comments'),
      },
      Date.now(),
    ),
  )
}

function ownShare(app, userId, id) {
  const share = findOne(app, 'shares', 'id = {:id} && user = {:user}', { id, user: userId })
  if (!share) throw new NotFoundError('No such link.')
  return share
}

function revokeNow(app, share) {
  app
    .db()
    .newQuery(
      "UPDATE {{shares}} SET [[revoked]] = {:now} WHERE [[id]] = {:id} AND [[revoked]] = ''",
    )
    .bind({ now: new Date().toISOString().replace('T', ' '), id: share.id })
    .execute()
}

/** POST /api/shares/{id}/revoke: the link stops at once; there is no undoing it. */
function revokeShare(e) {
  const share = ownShare($app, e.auth.id, e.request.pathValue('id'))
  revokeNow($app, share)
  return e.json(200, $app.findRecordById('shares', share.id))
}

/** POST /api/shares/revoke-all: every link of the student stops at once. */
function revokeAll(e) {
  const result = $app
    .db()
    .newQuery(
      "UPDATE {{shares}} SET [[revoked]] = {:now} WHERE [[user]] = {:user} AND [[revoked]] = ''",
    )
    .bind({ now: new Date().toISOString().replace('T', ' '), user: e.auth.id })
    .execute()
  return e.json(200, { revoked: result.rowsAffected() })
}

const EMAIL = /^[^\s@<>()",;:\\]+@[^\s@<>()",;:\\]+\.[^\s@<>()",;:\\]+$/
/** The rule for the links one student may have mailed in a day, whatever their address. */
const MAIL_RULE = 'shares:mails'

function appUrl(app) {
  return app.settings().meta.appURL.replace(/\/+$/, '')
}

/** POST /api/shares/mail { share, token, to }: the link mailed once to an address not kept. */
function mailShare(e) {
  const now = Date.now()
  const body = e.requestInfo().body || {}
  onlyFields(body, ['share', 'token', 'to'], 'Send the link, its token and an address only.')
  if (!mayMail(e.auth)) {
    throw new ForbiddenError(
      'We e-mail links only for accounts whose address is confirmed: copy the link and send it yourself.',
    )
  }
  const share = ownShare($app, e.auth.id, typeof body.share === 'string' ? body.share : '')
  if (share.getString('revoked') !== '' || !(instant(share, 'expires') > now)) {
    fail({ share: core.SHARE_MESSAGES.revoked })
  }
  const token = typeof body.token === 'string' ? body.token : ''
  if (!$security.equal(hashOf(token), share.getString('token_hash'))) {
    fail({ token: 'This is not the link you just made: make a new one to e-mail it.' })
  }
  const to = typeof body.to === 'string' ? body.to.trim() : ''
  if (to.length > 254 || !EMAIL.test(to))
    fail({ to: 'Enter an e-mail address like name@example.com.' })
  if (!limits.take($app, MAIL_RULE, e.auth.id, now))
    throw new TooManyRequestsError('That is enough e-mails for today: copy the link instead.')
  const settings = findOne($app, 'planner_settings', 'user = {:user}', { user: e.auth.id })
  const chosen = settings ? settings.getString('timezone') : ''
  const zone = chosen !== '' && planner.isKnownZone(chosen) ? chosen : 'UTC'
  const expires = instant(share, 'expires')
  const mail = core.shareMail({
    name: e.auth.getString('name'),
    link: core.shareLink(appUrl($app), token),
    expires: new Date(expires + planner.offsetAt(zone, expires) * 60000).toISOString().slice(0, 10),
  })
  const meta = $app.settings().meta
  $app.newMailClient().send(
    new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: to }],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    }),
  )
  return e.noContent(204)
}

// ---------------------------------------------------------------------------------------------
// The student's changes to comments left on their essays: resolve or reopen, nothing else.

function checkCommentUpdate(e) {
  if (e.hasSuperuserAuth()) return
  const body = e.requestInfo().body || {}
  onlyFields(body, ['status'], "Only a comment's status can change: its words are the supporter's.")
}

/**
 * The rule for every writer: the comment's words and passage, their length and whether they are
 * given (their characters follow the one text rule, as every stored string's: text.pb.js).
 */
function checkCommentRecord(record) {
  const problems = {}
  const body = core.storedTextProblem(record.getString('body'), {
    collection: 'share_comments',
    field: 'body',
    max: LIMITS.commentMax,
    required: core.COMMENT_MESSAGES.bodyRequired,
  })
  if (body) problems.body = body
  const quote = core.storedTextProblem(record.getString('quote'), {
    collection: 'share_comments',
    field: 'quote',
    max: LIMITS.quoteMax,
  })
  if (quote) problems.quote = quote
  failIfAny(problems)
}

module.exports = {
  addComment,
  answerView,
  checkCommentRecord,
  checkCommentUpdate,
  checkRecord,
  checkUpdate,
  createShare,
  mailShare,
  revokeAll,
  revokeShare,
  viewOf,
}
