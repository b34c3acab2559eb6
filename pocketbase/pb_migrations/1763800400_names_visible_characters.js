/// <reference path="../pb_data/types.d.ts" />
// A name holds at least one visible character (a letter, number or symbol) and no control
// characters, line breaks or bidi overrides, for students and contact messages alike (issue 12).
// The same pattern as ui/src/logic/validation/name.ts (NAME_PATTERN; a test compares them), in the
// syntax Go's RE2 and JavaScript share; PocketBase checks it on every save and answers a 400 naming
// `name` otherwise.
const FORBIDDEN_CLASS = '\\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069'
const VISIBLE_CLASS = '\\p{L}\\p{N}\\p{S}'
const NAME_PATTERN = `^[^${FORBIDDEN_CLASS}]*[${VISIBLE_CLASS}][^${FORBIDDEN_CLASS}]*$`

function setPatterns(app, users, contact) {
  const usersCollection = app.findCollectionByNameOrId('users')
  usersCollection.fields.getByName('name').pattern = users
  app.save(usersCollection)
  const contactCollection = app.findCollectionByNameOrId('contact_messages')
  contactCollection.fields.getByName('name').pattern = contact
  app.save(contactCollection)
}

migrate(
  (app) => setPatterns(app, NAME_PATTERN, NAME_PATTERN),
  // Back to migration 1763700700's "\S" for students; contact names had none.
  (app) => setPatterns(app, '\\S', ''),
)
