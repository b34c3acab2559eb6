/// <reference path="../pb_data/types.d.ts" />
// The profile page: avatars are images of at most 5 MB with a 100x100 thumbnail for the navbar,
// served as public-but-unguessable files (ADR 0025). Accounts are deleted through
// POST /api/account/delete, which checks the password (ADR 0026; pb_hooks/account.pb.js); that
// route gets its own rate limit here against password guessing.
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']
const AVATAR_MAX_BYTES = 5 * 1024 * 1024
const DELETE_LIMIT = {
  label: 'POST /api/account/delete',
  audience: '@auth',
  duration: 60,
  maxRequests: 5,
}

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    const avatar = users.fields.getByName('avatar')
    avatar.mimeTypes = AVATAR_TYPES
    avatar.maxSize = AVATAR_MAX_BYTES
    avatar.maxSelect = 1
    avatar.thumbs = ['100x100']
    avatar.protected = false
    app.save(users)

    const settings = app.settings()
    settings.rateLimits.rules = [
      ...settings.rateLimits.rules.filter((rule) => rule.label !== DELETE_LIMIT.label),
      DELETE_LIMIT,
    ]
    app.save(settings)
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    const avatar = users.fields.getByName('avatar')
    // PocketBase's defaults for the users collection's avatar field.
    avatar.mimeTypes = ['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif', 'image/webp']
    avatar.maxSize = 0
    avatar.thumbs = []
    avatar.protected = false
    app.save(users)

    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => rule.label !== DELETE_LIMIT.label,
    )
    app.save(settings)
  },
)
