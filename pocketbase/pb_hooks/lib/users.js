// Request checks for student records, used by users.pb.js.

/** Throws a 400 naming `quizAnswers` when the request sends answers that do not fit the quiz. */
function checkQuizAnswers(e) {
  const body = e.requestInfo().body
  if (body.quizAnswers === undefined) return
  const { loadQuizSchema, quizAnswersProblem } = require(`${__hooks}/lib/quiz.js`)
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

module.exports = { checkQuizAnswers }
