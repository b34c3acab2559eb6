// The server's copy of the quiz's shape, generated from ui/src/logic/quiz/questions.ts (the one
// question list) so the users hook can check `quizAnswers` without a hand-kept second list.
// Written by `pnpm typegen`; `pnpm typegen:check` and a unit test fail when it is stale.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { QUESTIONS } from '../../ui/src/logic/quiz/questions.ts'
import { HOOKS_DIR } from './pb.ts'

export const QUIZ_SCHEMA_PATH = resolve(HOOKS_DIR, 'lib/quiz-schema.json')

export function renderQuizSchema(): string {
  const questions = QUESTIONS.map((q) => ({
    id: q.id,
    kind: q.kind,
    values: q.options.map((o) => o.value),
  }))
  return `${JSON.stringify({ generatedFrom: 'ui/src/logic/quiz/questions.ts', questions }, null, 2)}\n`
}

export function isQuizSchemaFresh(): boolean {
  try {
    return readFileSync(QUIZ_SCHEMA_PATH, 'utf8') === renderQuizSchema()
  } catch {
    return false
  }
}

export function writeQuizSchema(): void {
  writeFileSync(QUIZ_SCHEMA_PATH, renderQuizSchema())
}
