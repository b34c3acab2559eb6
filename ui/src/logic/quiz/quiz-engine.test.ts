import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DASHBOARD_QUESTIONS, QUESTIONS, type Question, type QuizAnswers } from './questions.ts'
import {
  canGoNext,
  canGoPrevious,
  canSubmit,
  currentQuestion,
  initialQuizState,
  isAnswered,
  quizReducer,
  sanitizeAnswers,
  type AnswerInput,
  type QuizEvent,
  type QuizState,
} from './quiz-engine.ts'

const FULL: QuizAnswers = {
  academicInterest: 'engineering',
  locationPreference: 'urban',
  schoolSize: 'large',
  budget: 'high',
  gpa: '3.6-4.0',
  satAct: 'highSAT',
  extracurriculars: ['sports', 'academic'],
  careerGoals: 'employment',
}

function run(state: QuizState, events: QuizEvent[]): QuizState {
  return events.reduce(quizReducer, state)
}
function answering(answers: unknown = {}, questions: readonly Question[] = QUESTIONS): QuizState {
  return quizReducer(initialQuizState(questions), { type: 'loaded', answers })
}
function at(index: number, answers: unknown = FULL): QuizState {
  return { ...answering(answers), index }
}

describe('quizReducer: the specification rules, one row each', () => {
  it.each<[string, QuizState, QuizEvent, Partial<QuizState>]>([
    [
      'loading ends on question 1 with saved answers',
      initialQuizState(QUESTIONS),
      { type: 'loaded', answers: FULL },
      { phase: 'answering', index: 0, answers: FULL },
    ],
    [
      'a load failure starts empty',
      initialQuizState(QUESTIONS),
      { type: 'loaded', answers: null },
      { phase: 'answering', answers: {} },
    ],
    [
      'newer saved answers replace the ones loaded, back on question 1',
      { ...at(3, { budget: 'low' }), autoAdvanceFrom: 3 },
      { type: 'reloaded', answers: FULL },
      { phase: 'answering', index: 0, autoAdvanceFrom: null, answers: FULL },
    ],
    [
      'newer saved answers do not disturb a submit under way',
      { ...answering(FULL), phase: 'submitting' },
      { type: 'reloaded', answers: {} },
      { phase: 'submitting', answers: FULL },
    ],
    [
      'a single-choice answer asks to auto-advance',
      answering(),
      { type: 'answer', questionId: 'academicInterest', value: 'arts' },
      { index: 0, autoAdvanceFrom: 0, answers: { academicInterest: 'arts' } },
    ],
    [
      'a single-choice answer chosen (click, tap, Space, Enter) asks to auto-advance',
      answering(),
      { type: 'answer', questionId: 'academicInterest', value: 'arts', input: 'choose' },
      { index: 0, autoAdvanceFrom: 0, answers: { academicInterest: 'arts' } },
    ],
    [
      'an answer moved to with an arrow key selects without auto-advancing',
      answering(),
      { type: 'answer', questionId: 'academicInterest', value: 'arts', input: 'move' },
      { index: 0, autoAdvanceFrom: null, answers: { academicInterest: 'arts' } },
    ],
    [
      'moving on with an arrow key cancels a pending auto-advance',
      { ...answering({ academicInterest: 'arts' }), autoAdvanceFrom: 0 },
      { type: 'answer', questionId: 'academicInterest', value: 'business', input: 'move' },
      { index: 0, autoAdvanceFrom: null, answers: { academicInterest: 'business' } },
    ],
    [
      'auto-advance moves to the next question',
      { ...answering({ academicInterest: 'arts' }), autoAdvanceFrom: 0 },
      { type: 'autoAdvance', from: 0 },
      { index: 1, autoAdvanceFrom: null },
    ],
    [
      'a stale auto-advance does nothing',
      { ...at(1), autoAdvanceFrom: 0 },
      { type: 'autoAdvance', from: 0 },
      { index: 1 },
    ],
    [
      'no auto-advance on the last question',
      at(7, { ...FULL, careerGoals: undefined }),
      { type: 'answer', questionId: 'careerGoals', value: 'startup' },
      { index: 7, autoAdvanceFrom: null },
    ],
    [
      'a multi-select answer does not auto-advance',
      at(6, {}),
      { type: 'answer', questionId: 'extracurriculars', value: 'sports' },
      { index: 6, autoAdvanceFrom: null, answers: { extracurriculars: ['sports'] } },
    ],
    [
      'multi-select toggles an option off',
      at(6, { extracurriculars: ['sports', 'arts'] }),
      { type: 'answer', questionId: 'extracurriculars', value: 'sports' },
      { answers: { extracurriculars: ['arts'] } },
    ],
    [
      'multi-select with no choice left is unanswered',
      at(6, { extracurriculars: ['arts'] }),
      { type: 'answer', questionId: 'extracurriculars', value: 'arts' },
      { answers: {} },
    ],
    [
      'an answer to another question is ignored',
      answering(),
      { type: 'answer', questionId: 'budget', value: 'low' },
      { answers: {} },
    ],
    [
      'a value outside the options is ignored',
      answering(),
      { type: 'answer', questionId: 'academicInterest', value: 'law' },
      { answers: {} },
    ],
    ['Next is refused while unanswered', answering(), { type: 'next' }, { index: 0 }],
    [
      'Next moves on once answered',
      answering({ academicInterest: 'arts' }),
      { type: 'next' },
      { index: 1 },
    ],
    [
      'Previous is refused on the first question',
      answering(FULL),
      { type: 'previous' },
      { index: 0 },
    ],
    ['Previous goes back', at(3), { type: 'previous' }, { index: 2 }],
    [
      'submit is refused before the last question',
      at(6),
      { type: 'submit' },
      { phase: 'answering' },
    ],
    [
      'submit is refused while the last question is unanswered',
      at(7, { ...FULL, careerGoals: undefined }),
      { type: 'submit' },
      { phase: 'answering' },
    ],
    ['submit starts submitting', at(7), { type: 'submit' }, { phase: 'submitting' }],
    [
      'answers are locked while submitting',
      { ...at(7), phase: 'submitting' },
      { type: 'answer', questionId: 'careerGoals', value: 'startup' },
      { answers: FULL },
    ],
    [
      'a saved submit shows results',
      { ...at(7), phase: 'submitting' },
      { type: 'submitted' },
      { phase: 'results' },
    ],
    [
      'a failed submit keeps the answers and says so',
      { ...at(7), phase: 'submitting' },
      { type: 'submitFailed' },
      { phase: 'answering', index: 7, answers: FULL, error: 'save-failed' },
    ],
    [
      'retake returns to question 1 and keeps the answers',
      { ...at(7), phase: 'results' },
      { type: 'retake' },
      { phase: 'answering', index: 0, answers: FULL },
    ],
    [
      'retake is ignored outside results',
      at(4),
      { type: 'retake' },
      { index: 4, phase: 'answering' },
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(quizReducer(state, event)).toMatchObject(expected)
  })

  it.each<[string, QuizState, { previous: boolean; next: boolean; submit: boolean }]>([
    ['first question, unanswered', answering(), { previous: false, next: false, submit: false }],
    ['first question, answered', answering(FULL), { previous: false, next: true, submit: false }],
    ['middle question', at(4), { previous: true, next: true, submit: false }],
    [
      'multi-select with none chosen',
      at(6, { ...FULL, extracurriculars: [] }),
      { previous: true, next: false, submit: false },
    ],
    ['last question answered', at(7), { previous: true, next: false, submit: true }],
    [
      'submitting',
      { ...at(7), phase: 'submitting' },
      { previous: false, next: false, submit: false },
    ],
  ])('buttons on %s', (_name, state, expected) => {
    expect({
      previous: canGoPrevious(state),
      next: canGoNext(state),
      submit: canSubmit(state),
    }).toEqual(expected)
  })

  it('serves the dashboard quiz: five questions, submit on the fifth', () => {
    const answers = {
      academicInterest: 'arts',
      locationPreference: 'rural',
      schoolSize: 'small',
      budget: 'low',
      gpa: '2.6-3.0',
    }
    const state = run(
      answering(answers, DASHBOARD_QUESTIONS),
      Array<QuizEvent>(4).fill({ type: 'next' }),
    )
    expect(currentQuestion(state).id).toBe('gpa')
    expect(canSubmit(state)).toBe(true)
    expect(quizReducer(state, { type: 'submit' }).phase).toBe('submitting')
  })

  it('answers the whole quiz by auto-advance and the multi-select', () => {
    let state = answering()
    for (const question of QUESTIONS) {
      const value = FULL[question.id]
      for (const v of Array.isArray(value) ? value : [value ?? '']) {
        state = quizReducer(state, { type: 'answer', questionId: question.id, value: v })
      }
      state =
        state.autoAdvanceFrom === null
          ? quizReducer(state, { type: 'next' })
          : quizReducer(state, { type: 'autoAdvance', from: state.autoAdvanceFrom })
    }
    expect(state.index).toBe(7)
    expect(state.answers).toEqual(FULL)
    expect(canSubmit(state)).toBe(true)
  })
})

describe('sanitizeAnswers', () => {
  it.each<[string, unknown, QuizAnswers]>([
    ['not an object', 'arts', {}],
    ['an array', ['arts'], {}],
    ['unknown ids dropped', { major: 'law', budget: 'low' }, { budget: 'low' }],
    ['unknown values dropped', { budget: 'cheap' }, {}],
    ['a multi-select given as a string', { extracurriculars: 'sports' }, {}],
    [
      'multi-select items filtered, ordered, deduplicated',
      { extracurriculars: ['greek', 'x', 'sports', 'greek'] },
      { extracurriculars: ['sports', 'greek'] },
    ],
    ['a single choice given as an array', { budget: ['low'] }, {}],
  ])('%s', (_name, raw, expected) => {
    expect(sanitizeAnswers(QUESTIONS, raw)).toEqual(expected)
  })
})

const questionIds = QUESTIONS.map((q) => q.id)
const allValues = [...new Set(QUESTIONS.flatMap((q) => q.options.map((o) => o.value))), 'bogus']
const eventArb: fc.Arbitrary<QuizEvent> = fc.oneof(
  fc.record({
    type: fc.constant('loaded' as const),
    answers: fc.oneof(fc.constant(null), fc.constant(FULL), fc.object()),
  }),
  fc.record({
    type: fc.constant('answer' as const),
    questionId: fc.constantFrom(...questionIds, 'nope'),
    value: fc.constantFrom(...allValues),
    input: fc.constantFrom<AnswerInput | undefined>('choose', 'move', undefined),
  }),
  fc.record({ type: fc.constant('autoAdvance' as const), from: fc.integer({ min: -1, max: 9 }) }),
  fc.constantFrom<QuizEvent>(
    { type: 'next' },
    { type: 'previous' },
    { type: 'submit' },
    { type: 'submitted' },
    { type: 'submitFailed' },
    { type: 'retake' },
  ),
)

function assertValid(state: QuizState): void {
  expect(Number.isInteger(state.index)).toBe(true)
  expect(state.index).toBeGreaterThanOrEqual(0)
  expect(state.index).toBeLessThan(state.questions.length)
  expect(sanitizeAnswers(state.questions, state.answers)).toEqual(state.answers)
  if (state.phase === 'submitting' || state.phase === 'results') {
    expect(state.questions.every((q) => isAnswered(q, state.answers))).toBe(true)
  }
  if (state.autoAdvanceFrom !== null) expect(state.autoAdvanceFrom).toBe(state.index)
}

describe('quizReducer: properties', () => {
  it.each([
    ['the /quiz questions', QUESTIONS],
    ['the dashboard questions', DASHBOARD_QUESTIONS],
  ])('no sequence of events leaves %s in an invalid state', (_name, questions) => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        let state = initialQuizState(questions)
        for (const event of events) {
          state = quizReducer(state, event)
          assertValid(state)
        }
      }),
    )
  })

  it('arrow keys never leave a question, however the timer ticks', () => {
    const singles = QUESTIONS.map((q, index) => ({ q, index })).filter(
      ({ q, index }) => q.kind === 'single' && index < QUESTIONS.length - 1,
    )
    fc.assert(
      fc.property(
        fc.constantFrom(...singles),
        fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
        ({ q, index }, picks) => {
          let state = at(index, {})
          for (const pick of picks) {
            const option = q.options[pick % q.options.length]
            if (!option) throw new Error('no option')
            state = quizReducer(state, {
              type: 'answer',
              questionId: q.id,
              value: option.value,
              input: 'move',
            })
            state = quizReducer(state, { type: 'autoAdvance', from: index })
          }
          expect(state.index).toBe(index)
          expect(isAnswered(q, state.answers)).toBe(true)
        },
      ),
    )
  })

  it('retake never loses an answer', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        const results: QuizState = { ...at(7), phase: 'results' }
        const retaken = quizReducer(results, { type: 'retake' })
        expect(retaken.answers).toEqual(results.answers)
        run(retaken, events)
      }),
    )
  })
})

describe('showResults (the profile link to the matches)', () => {
  it('goes to the results only from complete answers', () => {
    const [all, init, reduce] = [QUESTIONS, initialQuizState, quizReducer]
    const complete = Object.fromEntries(
      all.map((q) => [q.id, q.kind === 'multi' ? [q.options[0].value] : q.options[0].value]),
    )
    const loaded = reduce(init(all), { type: 'loaded', answers: complete })
    expect(reduce(loaded, { type: 'showResults' }).phase).toBe('results')
    const partial = reduce(init(all), { type: 'loaded', answers: { budget: 'low' } })
    expect(reduce(partial, { type: 'showResults' }).phase).toBe('answering')
  })
})
