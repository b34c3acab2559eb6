// Application analytics on the server (issue 16): the checks of what a student enters on an
// application (score reports and their cost, a school's aid offer). CommonJS for PocketBase's
// JSVM; the same rules and messages as ui/src/logic/analytics/entries.ts, which analytics.test.ts
// holds equal over generated values.

const LIMITS = { scoreSendFeeMax: 500, aidMax: 200000 }

const AID_FIELDS = ['aid_cost', 'aid_grants', 'aid_loans', 'aid_work_study']

const AID_LABEL = {
  aid_cost: 'the cost of attendance',
  aid_grants: 'grants and scholarships',
  aid_loans: 'loans',
  aid_work_study: 'work-study',
}

const MESSAGES = {
  scoreSends: 'Choose whether you send official scores to this school.',
  cssProfile: 'Choose whether this school asks for the CSS Profile.',
  scoreSendFee:
    'Enter what sending your scores costs, in dollars from 0 to 500, or leave it empty if you do not know yet.',
  aid: (field) => `Enter ${AID_LABEL[field]} in dollars, from 0 to 200,000, or leave it empty.`,
  aidOverCost:
    'The grants, loans and work-study add up to more than the cost of attendance: check the figures in the award letter.',
}

function isAmount(value, max) {
  if (value === null) return true
  if (typeof value !== 'number' || !isFinite(value)) return false
  if (value < 0 || value > max) return false
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
}

/** { field: message } for the values given; absent fields are not checked. */
function entriesProblems(values) {
  const errors = {}
  const has = (field) => Object.prototype.hasOwnProperty.call(values, field)
  if (has('score_sends') && typeof values.score_sends !== 'boolean') {
    errors.score_sends = MESSAGES.scoreSends
  }
  if (has('css_profile_required') && typeof values.css_profile_required !== 'boolean') {
    errors.css_profile_required = MESSAGES.cssProfile
  }
  if (has('score_send_fee') && !isAmount(values.score_send_fee, LIMITS.scoreSendFeeMax)) {
    errors.score_send_fee = MESSAGES.scoreSendFee
  }
  for (const field of AID_FIELDS) {
    if (has(field) && !isAmount(values[field], LIMITS.aidMax)) errors[field] = MESSAGES.aid(field)
  }
  const cost = values.aid_cost
  if (typeof cost === 'number' && !errors.aid_cost) {
    let aid = 0
    for (const field of ['aid_grants', 'aid_loans', 'aid_work_study']) {
      const value = values[field]
      if (typeof value === 'number' && !errors[field]) aid += value
    }
    if (aid > cost + 1e-6) errors.aid_cost = MESSAGES.aidOverCost
  }
  return errors
}

/** A JSON field as the student sent it: the parsed value, null when empty. */
function jsonValue(record, field) {
  const raw = record.getString(field)
  if (raw === '' || raw === 'null') return null
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

/** The entries of an application record, as the checks read them. */
function entriesOf(record) {
  const values = {
    score_sends: record.getBool('score_sends'),
    css_profile_required: record.getBool('css_profile_required'),
    score_send_fee: jsonValue(record, 'score_send_fee'),
  }
  for (const field of AID_FIELDS) values[field] = jsonValue(record, field)
  return values
}

/** Throws the 400 that names each field, or does nothing when the entries are fine. */
function checkApplication(record) {
  const problems = entriesProblems(entriesOf(record))
  const fields = Object.keys(problems)
  if (fields.length === 0) return
  const data = {}
  for (const field of fields)
    data[field] = new ValidationError('validation_invalid_value', problems[field])
  throw new BadRequestError(problems[fields[0]], data)
}

module.exports = { LIMITS, MESSAGES, AID_FIELDS, entriesProblems, checkApplication }
