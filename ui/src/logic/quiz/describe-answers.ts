import { QUESTIONS, type QuizAnswers } from './questions.ts'

/** One saved answer in words: the question's prompt and the chosen options' labels. */
export type DescribedAnswer = { id: string; question: string; answer: string }

/**
 * The saved answers in words, in the questions' order. Unknown question ids and unknown values
 * are left out rather than shown as ids; a multi-select lists its labels joined by commas.
 */
export function describeAnswers(answers: QuizAnswers): DescribedAnswer[] {
  const described: DescribedAnswer[] = []
  for (const question of QUESTIONS) {
    const raw: unknown = (answers as Record<string, unknown>)[question.id]
    const values = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]
    const labels = values.flatMap((value) => {
      const option = question.options.find((o) => o.value === value)
      return option ? [option.label] : []
    })
    if (labels.length > 0)
      described.push({ id: question.id, question: question.prompt, answer: labels.join(', ') })
  }
  return described
}
