// Server-side check of `users.quizAnswers` against the quiz's shape. The shape is generated from
// ui/src/logic/quiz/questions.ts into quiz-schema.json (`pnpm typegen`), so no list is copied here.

const schemas = {}

/**
 * Reads the generated schema once per VM (it only changes with a rebuild, which restarts the
 * server); `require` of JSON is not relied on in PocketBase's JS runtime.
 */
function loadQuizSchema(hooksDir) {
  if (!schemas[hooksDir]) {
    schemas[hooksDir] = JSON.parse(toString($os.readFile(`${hooksDir}/lib/quiz-schema.json`)))
  }
  return schemas[hooksDir]
}

/** Returns null when the answers are acceptable, else a sentence saying what is wrong. */
function quizAnswersProblem(value, schema) {
  if (value === null || value === undefined) return null
  if (typeof value !== 'object' || Array.isArray(value)) {
    return 'Quiz answers must be an object of question ids to answers.'
  }
  const byId = {}
  for (const question of schema.questions) byId[question.id] = question
  for (const id of Object.keys(value)) {
    const question = byId[id]
    if (!question) return `Unknown question "${id}".`
    const answer = value[id]
    if (question.kind === 'multi') {
      if (!Array.isArray(answer)) return `The answer to "${id}" must be a list.`
      for (const item of answer) {
        if (typeof item !== 'string' || question.values.indexOf(item) < 0) {
          return `"${String(item)}" is not an option of "${id}".`
        }
      }
      if (new Set(answer).size !== answer.length) return `The answer to "${id}" repeats an option.`
    } else if (typeof answer !== 'string' || question.values.indexOf(answer) < 0) {
      return `"${String(answer)}" is not an option of "${id}".`
    }
  }
  return null
}

module.exports = { loadQuizSchema, quizAnswersProblem }
