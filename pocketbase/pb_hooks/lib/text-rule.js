// One text rule for every stored string (docs/adr/0075): every text and JSON field of every
// collection a student writes is checked on every save, whoever saves (the records API, the
// essay save route, admins), with the browser's own rule (ui/src/logic/validation/text-rule.ts,
// bundled into text-core.js by `pnpm typegen`). Only fields that changed are checked, so a record
// stored before the rule can still be edited in its other fields.
const core = require(`${__hooks}/lib/text-core.js`)
const { jsonValue } = require(`${__hooks}/lib/json-field.js`)
const { failIfAny } = require(`${__hooks}/lib/field-errors.js`)

const TEXT_TYPES = ['text', 'email', 'url', 'editor']

/** { field: sentence } for the changed fields of `record` that break the rule. */
function textProblems(record) {
  const collection = record.collection()
  const original = record.isNew() ? null : record.original()
  const problems = {}
  const fields = collection.fields
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]
    const name = field.getName()
    const type = field.type()
    if (TEXT_TYPES.indexOf(type) < 0 && type !== 'json') continue
    const value = record.getString(name)
    if (original && original.getString(name) === value) continue
    if (type === 'json') {
      // Named down to the part ("aid_offer.gifts.0.name"), as the field's own check names it.
      const path = core.jsonForbiddenPath(jsonValue(record, name))
      if (path !== null)
        problems[path === '' ? name : name + '.' + path] = core.TEXT_MESSAGES.single
      continue
    }
    const problem = core.textProblem(value, core.linesOf(collection.name, name))
    if (problem) problems[name] = problem
  }
  return problems
}

/** Throws the 400 that names every refused field; changes nothing. */
function checkText(record) {
  failIfAny(textProblems(record))
}

module.exports = { checkText, textProblems }
