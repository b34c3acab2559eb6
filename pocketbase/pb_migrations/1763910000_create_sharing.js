/// <reference path="../pb_data/types.d.ts" />
// Shared links and essay comments (issue 27; docs/adr/0080-shared-links.md, 0082). Owner-only:
// a student lists, views, changes and deletes their own shares and the comments left on their
// essays; no one creates either through the records API. A share is made by POST /api/shares
// (its token is shown once and only its SHA-256 is stored, hidden); a comment only by a
// supporter through POST /api/shared with a share's token (pb_hooks/sharing.pb.js). Rate limits
// for the supporters' route, and the rule that counts failed tokens per client ("shares:guess":
// a label no request carries, read by the hook), are in the rate limiter's settings.
const ROUTE_LIMITS = [
  // Reading a share: a page polls every 30 s; a counselor opens many students' links.
  { label: 'GET /api/shared', audience: '', duration: 60, maxRequests: 60 },
  // Leaving comments.
  { label: 'POST /api/shared', audience: '', duration: 60, maxRequests: 10 },
  // "E-mail it for me".
  { label: 'POST /api/shares/mail', audience: '', duration: 600, maxRequests: 5 },
  // Failed tokens (unknown, revoked or expired) per client before every share answers 429.
  { label: 'shares:guess', audience: '', duration: 900, maxRequests: 10 },
]

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    const essays = app.findCollectionByNameOrId('essays')
    const ownerRule = '@request.auth.id != "" && user = @request.auth.id'
    const owner = {
      name: 'user',
      type: 'relation',
      required: true,
      maxSelect: 1,
      collectionId: users.id,
      cascadeDelete: true,
    }

    const shares = new Collection({
      type: 'base',
      name: 'shares',
      listRule: ownerRule,
      viewRule: ownerRule,
      createRule: null,
      updateRule: ownerRule,
      deleteRule: ownerRule,
      fields: [
        owner,
        { name: 'label', type: 'text', required: true, max: 40 },
        {
          name: 'scope',
          type: 'select',
          required: true,
          maxSelect: 6,
          values: ['list', 'deadlines', 'readiness', 'essays', 'money', 'quiz'],
        },
        { name: 'comments', type: 'bool' },
        { name: 'expires', type: 'date', required: true },
        // The token's SHA-256 (hex): the token itself is shown to the student once and never kept.
        { name: 'token_hash', type: 'text', required: true, hidden: true, min: 64, max: 64 },
        { name: 'revoked', type: 'date' },
        { name: 'last_opened', type: 'date' },
        { name: 'open_count', type: 'number', onlyInt: true, min: 0 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_shares_token ON shares (token_hash)',
        'CREATE INDEX idx_shares_user ON shares (user, created)',
      ],
    })
    app.save(shares)

    const comments = new Collection({
      type: 'base',
      name: 'share_comments',
      listRule: ownerRule,
      viewRule: ownerRule,
      createRule: null,
      updateRule: ownerRule,
      deleteRule: ownerRule,
      fields: [
        // The essay's student: they see, resolve and delete the comment; its author has no account.
        owner,
        {
          name: 'essay',
          type: 'relation',
          required: true,
          maxSelect: 1,
          collectionId: essays.id,
          cascadeDelete: true,
        },
        // Emptied when the student removes the share; the comment stays, signed as it was.
        {
          name: 'share',
          type: 'relation',
          maxSelect: 1,
          collectionId: shares.id,
          cascadeDelete: false,
        },
        { name: 'author', type: 'text', required: true, max: 40 },
        { name: 'body', type: 'text', required: true, max: 1000 },
        { name: 'quote', type: 'text', max: 1000 },
        { name: 'start', type: 'number', onlyInt: true, min: 0 },
        { name: 'end', type: 'number', onlyInt: true, min: 0 },
        { name: 'revision', type: 'number', onlyInt: true, min: 0 },
        {
          name: 'status',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['open', 'resolved'],
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX idx_share_comments_essay ON share_comments (essay, created)',
        'CREATE INDEX idx_share_comments_share ON share_comments (share)',
        'CREATE INDEX idx_share_comments_user ON share_comments (user)',
      ],
    })
    app.save(comments)

    const settings = app.settings()
    const labels = ROUTE_LIMITS.map((rule) => rule.label)
    settings.rateLimits.rules = [
      ...settings.rateLimits.rules.filter((rule) => !labels.includes(rule.label)),
      ...ROUTE_LIMITS,
    ]
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    const labels = ROUTE_LIMITS.map((rule) => rule.label)
    settings.rateLimits.rules = settings.rateLimits.rules.filter(
      (rule) => !labels.includes(rule.label),
    )
    app.save(settings)
    app.delete(app.findCollectionByNameOrId('share_comments'))
    app.delete(app.findCollectionByNameOrId('shares'))
  },
)
