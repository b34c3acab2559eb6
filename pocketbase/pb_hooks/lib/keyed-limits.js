// Limits counted per key rather than per request's client (docs/operations.md, "Rate limits"):
// failed share tokens per client (docs/adr/0080), a share's comments (0082), a student's link
// e-mails and password changes. Each is a rule among PocketBase's rate-limiter rules whose label
// no request carries ("shares:guess", "shares:comments", "shares:mails", "users:passwordChange",
// migrations 1763910000 and 1763920100), so an admin tunes it in the dashboard beside the others
// and test servers relax it with them; a rule an admin removes limits nothing, as PocketBase's
// own. The counts live in the app's shared store (memory, shared by every JS VM): a fixed window
// per key from its first count, at most MAX_KEYS keys.

const PREFIX = 'cc:limit:'
const MAX_KEYS = 10000

/** The rule labelled `label`: { max, windowMs }, or null when there is none. */
function ruleOf(app, label) {
  const rules = app.settings().rateLimits.rules
  for (let i = 0; i < rules.length; i++) {
    if (rules[i].label === label) {
      return { max: rules[i].maxRequests, windowMs: rules[i].duration * 1000 }
    }
  }
  return null
}

/** "count:windowEnd" as kept in the store; a window that has ended counts nothing. */
function readCount(value, now) {
  if (typeof value !== 'string') return { count: 0, until: 0 }
  const parts = value.split(':')
  const until = Number(parts[1])
  return until > now ? { count: Number(parts[0]), until } : { count: 0, until: 0 }
}

function storeKey(label, key) {
  return PREFIX + label + ':' + key
}

/** Makes room for a new key by forgetting the windows that have ended. */
function pruneEnded(store, now) {
  const keys = store.keys()
  for (let i = 0; i < keys.length; i++) {
    if (keys[i].indexOf(PREFIX) === 0 && readCount(store.get(keys[i]), now).until === 0) {
      store.remove(keys[i])
    }
  }
}

/** Whether `key` has used up the rule `label` in its window (counting nothing). */
function isSpent(app, label, key, now) {
  const rule = ruleOf(app, label)
  return rule !== null && readCount(app.store().get(storeKey(label, key)), now).count >= rule.max
}

/**
 * Counts one against `key` under the rule `label`; with `onlyWithinLimit`, only when the window
 * has room. Atomic: concurrent requests cannot both take the last place. Returns whether the
 * count was within the limit.
 */
function count(app, label, key, now, onlyWithinLimit) {
  const rule = ruleOf(app, label)
  if (rule === null) return true
  const store = app.store()
  const id = storeKey(label, key)
  if (!store.has(id) && store.length() >= MAX_KEYS) pruneEnded(store, now)
  let within = true
  store.setFunc(id, (old) => {
    const current = readCount(old, now)
    within = current.count < rule.max
    if (!within && onlyWithinLimit) return old
    return String(current.count + 1) + ':' + String(current.until || now + rule.windowMs)
  })
  return within
}

/** Counts one against `key` if the window has room; false (and nothing counted) when it has not. */
function take(app, label, key, now) {
  return count(app, label, key, now, true)
}

/** Counts one against `key` whatever is left (a failed attempt, say). */
function charge(app, label, key, now) {
  count(app, label, key, now, false)
}

module.exports = { charge, isSpent, take }
