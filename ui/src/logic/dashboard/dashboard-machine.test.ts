import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DASHBOARD_STATES,
  isDashboardState,
  nextState,
  type DashboardEvent,
  type DashboardState,
} from './dashboard-machine.ts'

// Every transition of the specification's list (section 4), one row each.
const transitions: [DashboardState, DashboardEvent['type'], DashboardState][] = [
  ['new', 'chooseMatchMe', 'matchme-intro'],
  ['new', 'chooseUniversities', 'universities-intro'],
  ['matchme-intro', 'startQuiz', 'quiz-questions'],
  ['matchme-intro', 'close', 'new'],
  ['matchme-intro', 'goBack', 'new'],
  ['quiz', 'startQuiz', 'quiz-questions'],
  ['quiz', 'goBack', 'matchme-intro'],
  ['quiz', 'close', 'matchme-intro'],
  ['quiz-questions', 'close', 'matchme-intro'],
  ['quiz-questions', 'submitted', 'quiz-results'],
  ['quiz-results', 'close', 'new'],
  ['quiz-results', 'returnToDashboard', 'new'],
  ['quiz-results', 'retake', 'quiz-questions'],
  ['universities-intro', 'browseUniversities', 'universities'],
  ['universities-intro', 'goBack', 'new'],
  ['universities-intro', 'close', 'new'],
  ['universities', 'close', 'universities-intro'],
  ['universities', 'goBack', 'universities-intro'],
]

const simpleEvents = [
  'chooseMatchMe',
  'chooseUniversities',
  'startQuiz',
  'goBack',
  'close',
  'submitted',
  'retake',
  'returnToDashboard',
  'browseUniversities',
  'reset',
] as const

describe('nextState', () => {
  it.each(transitions)('%s --%s--> %s', (from, type, to) => {
    expect(nextState(from, { type } as DashboardEvent)).toBe(to)
  })

  it('ignores every event the specification does not list for a card', () => {
    for (const state of DASHBOARD_STATES) {
      for (const type of simpleEvents) {
        if (type === 'reset') continue
        const listed = transitions.find(([from, event]) => from === state && event === type)
        expect(nextState(state, { type })).toBe(listed ? listed[2] : state)
      }
    }
  })

  it('jumps to any card and resets to new (emergency navigation)', () => {
    for (const from of DASHBOARD_STATES) {
      for (const to of DASHBOARD_STATES) expect(nextState(from, { type: 'jump', to })).toBe(to)
      expect(nextState(from, { type: 'reset' })).toBe('new')
    }
  })

  it('reaches every card from new by the students own steps, except the quiz information card', () => {
    // The specification lists no transition into 'quiz': a student is there only when it was the
    // stored state (or by emergency navigation). Every other card must be reachable without a jump.
    const reached = new Set<DashboardState>(['new'])
    let frontier: DashboardState[] = ['new']
    while (frontier.length > 0) {
      frontier = frontier.flatMap((state) =>
        simpleEvents
          .filter((type) => type !== 'reset')
          .map((type) => nextState(state, { type }))
          .filter((next) => !reached.has(next) && reached.add(next)),
      )
    }
    expect([...reached].sort()).toEqual(DASHBOARD_STATES.filter((s) => s !== 'quiz').sort())
  })

  it('always has a way back to new within three steps, whatever the events so far', () => {
    const event = fc.oneof(
      fc.constantFrom(...simpleEvents).map((type): DashboardEvent => ({ type })),
      fc.constantFrom(...DASHBOARD_STATES).map((to): DashboardEvent => ({ type: 'jump', to })),
    )
    const back = ['close', 'goBack', 'returnToDashboard'] as const
    fc.assert(
      fc.property(fc.array(event, { maxLength: 50 }), (events) => {
        let state = events.reduce<DashboardState>(nextState, 'new')
        for (let step = 0; step < 3 && state !== 'new'; step++) {
          const moved = back.map((type) => nextState(state, { type })).find((s) => s !== state)
          if (moved) state = moved
        }
        expect(state).toBe('new')
      }),
    )
  })

  it('restores the stored state (or the first card) whatever the card shown', () => {
    for (const from of DASHBOARD_STATES)
      for (const to of DASHBOARD_STATES) expect(nextState(from, { type: 'restore', to })).toBe(to)
  })
})

describe('isDashboardState', () => {
  it.each([
    ['new', true],
    ['universities', true],
    ['quiz-result', false],
    ['', false],
    [null, false],
    [3, false],
  ])('%j -> %s', (value, expected) => {
    expect(isDashboardState(value)).toBe(expected)
  })
})
