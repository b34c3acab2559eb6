/// <reference path="../pb_data/types.d.ts" />
// Essays (docs/adr/0046-essay-saves-and-versions.md). Logic lives in lib/essay-saves.js (the save
// route) and lib/essays.js (the records API's checks), each required once per VM and kept on the
// VM's global object (ADR 0029).

// The one way text changes: from the revision the writer saw, or it is refused with 409 and the
// refused text is kept as a version.
routerAdd(
  'POST',
  '/api/essays/{id}/save',
  (e) => {
    const saves =
      globalThis.__ccEssaySaves ||
      (globalThis.__ccEssaySaves = require(`${__hooks}/lib/essay-saves.js`))
    const result = saves.saveEssay(
      $app,
      e.auth.id,
      e.request.pathValue('id'),
      e.requestInfo().body,
      Date.now(),
    )
    return e.json(result.status, result.body)
  },
  $apis.requireAuth('users'),
)

// Rules across fields, for every writer (students, the save route, admins).
onRecordValidate((e) => {
  const essays =
    globalThis.__ccEssays || (globalThis.__ccEssays = require(`${__hooks}/lib/essays.js`))
  const problems = essays.recordProblems(e.record)
  const notOwn = essays.applicationsProblem(e.app, e.record)
  if (notOwn) problems.applications = notOwn
  const notOwnScholarship = essays.scholarshipProblem(e.app, e.record)
  if (notOwnScholarship) problems.scholarship = notOwnScholarship
  require(`${__hooks}/lib/field-errors.js`).failIfAny(problems)
  return e.next()
}, 'essays')

onRecordCreateRequest((e) => {
  const essays =
    globalThis.__ccEssays || (globalThis.__ccEssays = require(`${__hooks}/lib/essays.js`))
  if (!e.hasSuperuserAuth()) essays.checkCreate($app, e, e.requestInfo().body)
  return e.next()
}, 'essays')

onRecordUpdateRequest((e) => {
  const essays =
    globalThis.__ccEssays || (globalThis.__ccEssays = require(`${__hooks}/lib/essays.js`))
  if (!e.hasSuperuserAuth()) essays.checkUpdate(e, e.requestInfo().body)
  return e.next()
}, 'essays')

// Versions are immutable: only a name can be given or changed (by the owner, per the rules).
onRecordUpdateRequest((e) => {
  const essays =
    globalThis.__ccEssays || (globalThis.__ccEssays = require(`${__hooks}/lib/essays.js`))
  essays.checkVersionUpdate(e, e.requestInfo().body)
  return e.next()
}, 'essay_versions')
