import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeAnswers } from './describe-answers.ts'
import { QUESTIONS, type QuizAnswers } from './questions.ts'

describe('describeAnswers', () => {
  it.each<[string, QuizAnswers, { id: string; answer: string }[]]>([
    ['nothing answered', {}, []],
    [
      'single choices, in the questions order whatever the object order',
      { budget: 'veryHigh', academicInterest: 'health' },
      [
        { id: 'academicInterest', answer: 'Health & Medicine' },
        { id: 'budget', answer: 'Over $50,000' },
      ],
    ],
    ['a GPA band', { gpa: '3.6-4.0' }, [{ id: 'gpa', answer: '3.6-4.0' }]],
    [
      'a multi-select joined in the order chosen',
      { extracurriculars: ['community', 'sports'] },
      [{ id: 'extracurriculars', answer: 'Community service, Sports' }],
    ],
    ['an empty multi-select', { extracurriculars: [] }, []],
    ['an unknown value is left out', { schoolSize: 'gigantic' }, []],
    [
      'unknown values inside a multi-select are left out',
      { extracurriculars: ['chess', 'greek'] },
      [{ id: 'extracurriculars', answer: 'Greek life' }],
    ],
    ['an unknown question is left out', { favouriteColour: 'blue' } as QuizAnswers, []],
  ])('%s', (_, answers, expected) => {
    expect(describeAnswers(answers).map(({ id, answer }) => ({ id, answer }))).toEqual(expected)
  })

  it('gives each answer its question prompt', () => {
    expect(describeAnswers({ careerGoals: 'gradSchool' })).toEqual([
      {
        id: 'careerGoals',
        question: 'What do you plan to do after college?',
        answer: 'Go to graduate school',
      },
    ])
  })

  it('never shows an option value where its label differs (property)', () => {
    const pick = fc.record(
      Object.fromEntries(
        QUESTIONS.map((q) => [
          q.id,
          q.kind === 'multi'
            ? fc.subarray(
                q.options.map((o) => o.value),
                { minLength: 1 },
              )
            : fc.constantFrom(...q.options.map((o) => o.value)),
        ]),
      ),
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(pick, (answers) => {
        const described = describeAnswers(answers)
        expect(described).toHaveLength(Object.keys(answers).length)
        for (const { id, answer } of described) {
          const question = QUESTIONS.find((q) => q.id === id)!
          for (const option of question.options) {
            if (option.value !== option.label && !option.label.includes(option.value))
              expect(answer.split(', ')).not.toContain(option.value)
          }
        }
      }),
    )
  })
})
