import { describe, expect, it } from 'vitest'
import { QUESTIONS } from '../../ui/src/logic/quiz/questions.ts'
import { isQuizSchemaFresh, renderQuizSchema } from './quiz-schema.ts'

describe('pb_hooks/lib/quiz-schema.json', () => {
  it('is fresh: generated from questions.ts (run `pnpm typegen` when this fails)', () => {
    expect(isQuizSchemaFresh()).toBe(true)
  })

  it('carries every question id, kind and allowed value', () => {
    const schema = JSON.parse(renderQuizSchema())
    expect(schema.questions).toEqual(
      QUESTIONS.map((q) => ({ id: q.id, kind: q.kind, values: q.options.map((o) => o.value) })),
    )
  })
})
