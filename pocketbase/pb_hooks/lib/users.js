// Request checks for student records, used by users.pb.js.
const { loadQuizSchema, quizAnswersProblem } = require(`${__hooks}/lib/quiz.js`)
const limits = require(`${__hooks}/lib/keyed-limits.js`)

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

/**
 * Throws a 400 naming `state` when the request sends a dashboard card the field does not hold:
 * PocketBase reads "[]" or [] as no card at all, which would clear the student's place.
 */
function checkDashboardState(e, body = e.requestInfo().body) {
  if (body.state === undefined) return
  if (e.record.getString('state') !== '') return
  throw new BadRequestError('Invalid dashboard card.', {
    state: new ValidationError('validation_invalid_state', 'Choose one of the dashboard cards.'),
  })
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

/**
 * Throttles password changes per student, whatever their address: with a stolen session, the
 * old-password check would otherwise answer guesses at the general API limit. Counted atomically
 * under the rule "users:passwordChange" (5 a minute; lib/keyed-limits.js), so concurrent guesses
 * cannot slip through.
 */
function throttlePasswordChange(e, body = e.requestInfo().body) {
  if (e.hasSuperuserAuth()) return
  if (body.password === undefined && body.oldPassword === undefined) return
  if (!limits.take($app, 'users:passwordChange', e.record.id, Date.now())) {
    throw new TooManyRequestsError(
      'Too many attempts to change the password. Please wait a minute and try again.',
    )
  }
}

/** The address as stored and compared: trimmed and lower-case (migration 1763800200). */
function normalEmail(email) {
  return String(email == null ? '' : email)
    .trim()
    .toLowerCase()
}

/** Lower-cases the address a create or update request sets, before PocketBase validates it. */
function lowerCaseEmail(e, body = e.requestInfo().body) {
  if (body.email === undefined) return
  e.record.set('email', normalEmail(e.record.getString('email')))
}

module.exports = {
  checkDashboardState,
  checkMatchSettings,
  checkQuizAnswers,
  checkSignUpFields,
  lowerCaseEmail,
  normalEmail,
  throttlePasswordChange,
}
