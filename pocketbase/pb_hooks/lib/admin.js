// The admin policy (docs/adr/0034-admin-credentials.md), applied by admin.pb.js as `serve`
// starts, before the server listens. The start-up module (pocketbase/scripts/server.ts) says which
// policy applies through the environment:
//   CC_ADMIN_POLICY                production | development | test; unset: this file does nothing
//   PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD   the first admin, created only when there is no admin yet
//   CC_PUBLISHED_ADMIN_PASSWORDS   JSON list of passwords printed in docs or logs (the local
//                                  default of `pnpm dev`): a production server never accepts them
// An existing admin is never changed: a password changed in the dashboard survives restarts.

/** Thrown to stop a production start; its message says what to do. */
function refusal(message) {
  return new Error(`College Compass will not start: ${message}`)
}

function readPublished(getenv) {
  try {
    const list = JSON.parse(getenv('CC_PUBLISHED_ADMIN_PASSWORDS') || '[]')
    return Array.isArray(list) ? list.filter((p) => typeof p === 'string' && p !== '') : []
  } catch {
    return []
  }
}

function createSuperuser(app, email, password) {
  const record = new Record(app.findCollectionByNameOrId('_superusers'))
  record.setEmail(email)
  record.setPassword(password)
  app.save(record)
  return record
}

/**
 * Applies the policy and returns what it did, as lines for the log. Throws (and PocketBase exits
 * before listening) when a production server would otherwise run without a safe admin.
 */
function applyAdminPolicy(app, getenv) {
  const policy = getenv('CC_ADMIN_POLICY')
  if (!policy) return []
  const notes = []
  const published = readPublished(getenv)
  const email = (getenv('PB_ADMIN_EMAIL') || '').trim().toLowerCase()
  const password = getenv('PB_ADMIN_PASSWORD') || ''
  const requested = email !== '' && password !== ''
  if (policy === 'production' && requested && published.indexOf(password) >= 0) {
    throw refusal('PB_ADMIN_PASSWORD is a published default password; choose your own.')
  }

  const superusers = app.findAllRecords('_superusers')
  const knows = (record) => published.some((p) => record.validatePassword(p))
  const exposed = policy === 'production' ? superusers.filter(knows) : []
  const safe = superusers.filter((record) => exposed.indexOf(record) < 0)

  if (safe.length === 0 && requested) {
    createSuperuser(app, email, password)
    notes.push(`Created the first admin, ${email}.`)
  } else if (safe.length === 0 && policy === 'production') {
    throw refusal(
      exposed.length > 0
        ? `the admin ${exposed.map((r) => r.email()).join(', ')} has the published development ` +
            'password. Set PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD to create your own admin (the ' +
            'development one is then deleted), or use another PB_DATA_DIR.'
        : 'this data directory has no admin. Set PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD for the ' +
            'first start; they create the first admin and are not needed afterwards.',
    )
  } else if (requested && safe.every((record) => record.email() !== email)) {
    notes.push('An admin already exists, so PB_ADMIN_EMAIL / PB_ADMIN_PASSWORD were not used.')
  }

  // Never leave an account with a published password beside a real one.
  for (const record of exposed) {
    app.delete(record)
    notes.push(`Deleted the admin ${record.email()}: its password is published.`)
  }
  return notes
}

module.exports = { applyAdminPolicy }
