// Essays on the server (docs/adr/0046-essay-saves-and-versions.md): the records API's checks
// across fields, for every writer. The save route that moves an essay's text forward is in
// lib/essay-saves.js. CommonJS for PocketBase's JSVM; unit-tested in essays.test.ts.

// The limits and the phrase rule are the browser's own, bundled from
// ui/src/logic/essays/server.ts by `pnpm typegen` (ADR 0058).
const core = require(`${__hooks}/lib/essays-core.js`)
const LIMITS = core.ESSAY_LIMITS
const phrasesProblem = core.phrasesProblem
// Each field read by its type in the schema (ADR 0093).
const { valuesOf } = require(`${__hooks}/lib/fields.js`)
// The 400 that names each field.
const { failIfAny } = require(`${__hooks}/lib/field-errors.js`)

/** What the rules across fields read: the fields the student writes (the browser's list), and the text. */
const CHECKED_FIELDS = core.ESSAY_RECORD_FIELDS.concat(['text'])

/** Fields only the save route writes. */
const SERVER_FIELDS = ['text', 'revision', 'device', 'device_run_start', 'last_save_id', 'last_seq']

/** Field problems of an essay record as it is about to be stored (essays.pb.js). */
function recordProblems(record) {
  return essayProblems(valuesOf(record, 'essays', CHECKED_FIELDS))
}

/**
 * Field problems of an essay as stored, whoever writes it: { field: message }. The schema
 * already limits each field's length and range; these are the rules across fields.
 */
function essayProblems(values) {
  const problems = {}
  const unit = values.limit_unit || ''
  const max = Number(values.limit_max || 0)
  const min = Number(values.limit_min || 0)
  if (unit !== '' && max < 1) problems.limit_max = 'Give the limit as a number of ' + unit + '.'
  if (unit === '' && max > 0)
    problems.limit_unit = 'Say whether the limit counts words or characters.'
  if (min > 0 && max > 0 && min > max) problems.limit_min = 'The minimum cannot be above the limit.'
  if (min > 0 && unit === '')
    problems.limit_unit = 'Say whether the limit counts words or characters.'
  const groupId = String(values.group_id || '').trim()
  const choose = Number(values.group_choose || 0)
  if (groupId !== '' && choose < 1)
    problems.group_choose = 'Say how many prompts of the group to answer.'
  if (groupId === '' && choose > 0) problems.group_id = 'Name the group of prompts to choose from.'
  if (groupId !== '' && String(values.group_label || '').trim() === '') {
    problems.group_label = 'Give the group of prompts a name.'
  }
  if (String(values.text || '').length > LIMITS.textMax) {
    problems.text = 'An essay can hold at most ' + LIMITS.textMax + ' characters.'
  }
  if (values.kind === 'personal' && (values.applications || []).length > 0) {
    problems.applications =
      'A personal statement is shared by every application on its platform: tie supplements instead.'
  }
  // A scholarship essay is tied to its scholarship alone (issue 26); nothing else may name one.
  if (values.kind === 'scholarship') {
    if (!values.scholarship) problems.scholarship = 'Choose the scholarship this essay is for.'
    if ((values.applications || []).length > 0)
      problems.applications = 'A scholarship essay is for its scholarship, not an application.'
  } else if (values.scholarship) {
    problems.scholarship = 'Only a scholarship essay is tied to a scholarship.'
  }
  // Present but undefined: the stored JSON could not be read.
  if (Object.prototype.hasOwnProperty.call(values, 'guard_phrases')) {
    const phrases = phrasesProblem(values.guard_phrases)
    if (phrases) problems.guard_phrases = phrases
  }
  return problems
}

/**
 * The essay's applications must be its owner's: checked whenever the links or the owner change,
 * whoever writes (a save through the route changes neither, so it costs nothing there).
 */
function applicationsProblem(app, record) {
  const ids = record.getStringSlice('applications')
  if (ids.length === 0) return ''
  const original = record.isNew() ? null : record.original()
  if (
    original &&
    original.getStringSlice('applications').join(',') === ids.join(',') &&
    original.getString('user') === record.getString('user')
  ) {
    return ''
  }
  const userId = record.getString('user')
  const found = app.findRecordsByIds('applications', ids)
  const own = found.length === ids.length && found.every((r) => r.getString('user') === userId)
  return own ? '' : 'Choose one of your own applications.'
}

/** The essay's scholarship must be its owner's, checked whenever the link or the owner changes. */
function scholarshipProblem(app, record) {
  const id = record.getString('scholarship')
  if (id === '') return ''
  const original = record.isNew() ? null : record.original()
  if (
    original &&
    original.getString('scholarship') === id &&
    original.getString('user') === record.getString('user')
  )
    return ''
  const found = app.findRecordsByIds('scholarships', [id])
  return found.length === 1 && found[0].getString('user') === record.getString('user')
    ? ''
    : 'Choose one of your own scholarships.'
}

/** Create requests: new essays start empty at revision 0; text arrives through the save route. */
function checkCreate(app, e, body) {
  const problems = {}
  for (const field of SERVER_FIELDS) {
    const value = body[field]
    if (value !== undefined && value !== null && value !== '' && value !== 0) {
      problems[field] = 'Set by the server: save text through /api/essays/{id}/save.'
    }
  }
  const userId = e.record.getString('user')
  // The essays cap is counted in the insert's own transaction (lib/caps.js, limits.pb.js).
  if (e.record.getString('kind') === 'personal' && userId !== '') {
    const existing = app.findRecordsByFilter(
      'essays',
      'user = {:user} && kind = "personal" && platform = {:platform}',
      '',
      1,
      0,
      { user: userId, platform: e.record.getString('platform') },
    )
    if (existing.length > 0) {
      problems.platform = 'There is already a personal statement for this platform.'
    }
  }
  failIfAny(problems)
}

/** Update requests: the owner, the kind and the server's fields never change this way. */
function checkUpdate(e, body) {
  const original = e.record.original()
  const problems = {}
  for (const field of ['user', 'kind'].concat(SERVER_FIELDS)) {
    if (body[field] === undefined) continue
    if (String(original.get(field)) !== String(e.record.get(field))) {
      problems[field] =
        field === 'user' || field === 'kind'
          ? 'This cannot change once the essay exists.'
          : 'Set by the server: save text through /api/essays/{id}/save.'
    }
  }
  failIfAny(problems)
}

/** Version update requests: only the name may change, and it must fit. */
function checkVersionUpdate(e, body) {
  const original = e.record.original()
  const problems = {}
  for (const field of Object.keys(body)) {
    if (field === 'name') continue
    if (String(original.get(field)) !== String(e.record.get(field))) {
      problems[field] = 'Versions cannot be changed; only their name can.'
    }
  }
  failIfAny(problems)
  e.record.set('name', e.record.getString('name').trim())
}

module.exports = {
  LIMITS,
  essayProblems,
  recordProblems,
  phrasesProblem,
  applicationsProblem,
  scholarshipProblem,
  checkCreate,
  checkUpdate,
  checkVersionUpdate,
}
