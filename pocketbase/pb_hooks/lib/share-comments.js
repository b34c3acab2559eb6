// Comments on a shared essay (issue 27; docs/adr/0082): a supporter leaves one through
// POST /api/shared with the share's token; the student may only resolve or reopen it. The rules
// are the browser's own, bundled from ui/src/logic/sharing/server.ts by `pnpm typegen`.
// CommonJS for PocketBase's JSVM.
const core = require(`${__hooks}/lib/sharing-core.js`)
const limits = require(`${__hooks}/lib/keyed-limits.js`)
const { requireShare } = require(`${__hooks}/lib/share-access.js`)
const { fail, failIfAny } = require(`${__hooks}/lib/field-errors.js`)
const { findOne, instant, onlyFields } = require(`${__hooks}/lib/share-records.js`)

const LIMITS = core.SHARE_LIMITS

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

module.exports = { addComment, checkCommentRecord, checkCommentUpdate }
