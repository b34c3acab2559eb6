// Opening a shared link from a supporter's request (issue 27; docs/adr/0080-shared-links.md): the
// token, what it opens, and the count of failed guesses. CommonJS for PocketBase's JSVM.
const core = require(`${__hooks}/lib/sharing-core.js`)
const limits = require(`${__hooks}/lib/keyed-limits.js`)
const { findOne, instant } = require(`${__hooks}/lib/share-records.js`)

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

module.exports = { hashOf, newToken, requireShare }
