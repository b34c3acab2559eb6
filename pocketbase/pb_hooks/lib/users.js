// Request checks for student records, used by users.pb.js.
const { loadQuizSchema, quizAnswersProblem } = require(`${__hooks}/lib/quiz.js`)

/** Throws a 400 naming `quizAnswers` when the request sends answers that do not fit the quiz. */
function checkQuizAnswers(e, body = e.requestInfo().body) {
  if (body.quizAnswers === undefined) return
  const raw = e.record.getString('quizAnswers')
  let value = null
  try {
    value = raw === '' ? null : JSON.parse(raw)
  } catch {
    value = undefined
  }
  const problem =
    value === undefined
      ? 'Quiz answers must be JSON.'
      : quizAnswersProblem(value, loadQuizSchema(__hooks))
  if (problem) {
    throw new BadRequestError('Invalid quiz answers.', {
      quizAnswers: new ValidationError('validation_invalid_quiz_answers', problem),
    })
  }
}

const MATCH_SETTINGS = {
  homeState: 'Choose a U.S. state by its two-letter code (e.g. OH), "outside", or leave it empty.',
  faithPreference: 'Choose welcome, labelled or hidden, or leave it empty.',
}

/**
 * Throws a 400 naming each match setting the request sends with a value its field does not allow.
 * The allowed values are read from the collection, so no list is copied here.
 */
function checkMatchSettings(e, body = e.requestInfo().body) {
  const errors = {}
  for (const name of Object.keys(MATCH_SETTINGS)) {
    const value = body[name]
    if (value === undefined || value === null || value === '') continue
    const field = e.record.collection().fields.getByName(name)
    if (typeof value !== 'string' || !field || field.values.indexOf(value) < 0) {
      errors[name] = new ValidationError('validation_invalid_match_setting', MATCH_SETTINGS[name])
    }
  }
  if (Object.keys(errors).length > 0) throw new BadRequestError('Invalid match settings.', errors)
}

const QUIZ_FIELDS = ['state', 'quizAnswers', 'quizCompleted', 'quizCompletedAt']

/** Throws a 400 naming each field a sign-up sets that only the quiz and the dashboard may set. */
function checkSignUpFields(e, body = e.requestInfo().body) {
  const errors = {}
  if (!e.hasSuperuserAuth()) {
    for (const field of QUIZ_FIELDS) {
      if (body[field] !== undefined) {
        errors[field] = new ValidationError(
          'validation_set_by_app',
          'This is set by the app, not at sign-up.',
        )
      }
    }
  }
  if (Object.keys(errors).length > 0) throw new BadRequestError('Invalid student fields.', errors)
}

module.exports = { checkMatchSettings, checkQuizAnswers, checkSignUpFields }
