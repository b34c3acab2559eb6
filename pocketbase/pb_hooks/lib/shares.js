// The student's shared links on the server (issue 27; docs/adr/0080-shared-links.md, 0081):
// making, changing and revoking them, and "E-mail it for me". The rules are the browser's own,
// bundled from ui/src/logic/sharing/server.ts by `pnpm typegen`. CommonJS for PocketBase's JSVM.
const core = require(`${__hooks}/lib/sharing-core.js`)
const planner = require(`${__hooks}/lib/planner-records.js`)
const limits = require(`${__hooks}/lib/keyed-limits.js`)
const { mayMail } = require(`${__hooks}/lib/mail-guard.js`)
const { hashOf, newToken } = require(`${__hooks}/lib/share-access.js`)
const { fail, failIfAny } = require(`${__hooks}/lib/field-errors.js`)
const { findOne, instant, onlyFields, zoneOf } = require(`${__hooks}/lib/share-records.js`)

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
  const zone = zoneOf(settings)
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

module.exports = { checkRecord, checkUpdate, createShare, mailShare, revokeAll, revokeShare }
