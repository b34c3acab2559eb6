import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  dialogStatus,
  initialSignOut,
  signOutReducer,
  type SignOutEvent,
  type SignOutPhase,
  type SignOutState,
} from './sign-out-machine.ts'

type Item = string
const run = (events: SignOutEvent<Item>[], from = initialSignOut<Item>()): SignOutState<Item> =>
  events.reduce(signOutReducer<Item>, from)

const found = (...unsent: Item[]): SignOutEvent<Item> => ({ type: 'checked', unsent, online: true })

describe('signOutReducer', () => {
  it.each<[string, SignOutEvent<Item>[], SignOutPhase, ReturnType<typeof dialogStatus>]>([
    ['nothing unsent: straight to clearing', [found()], 'clearing', null],
    ['unsent work: asks', [found('essay')], 'asking', 'asking'],
    [
      'offline with unsent work: asks, and says it cannot send',
      [{ type: 'checked', unsent: ['essay'], online: false }],
      'asking',
      'offline',
    ],
    ['save: sends', [found('essay'), { type: 'save' }], 'saving', 'saving'],
    [
      'save offline: nothing happens',
      [{ type: 'checked', unsent: ['essay'], online: false }, { type: 'save' }],
      'asking',
      'offline',
    ],
    [
      'back online: save works again',
      [
        { type: 'checked', unsent: ['essay'], online: false },
        { type: 'connection', online: true },
        { type: 'save' },
      ],
      'saving',
      'saving',
    ],
    [
      'all sent: clears',
      [found('essay'), { type: 'save' }, { type: 'sent', left: [], problem: null }],
      'clearing',
      null,
    ],
    [
      'some left: asks again, saying why',
      [found('a', 'b'), { type: 'save' }, { type: 'sent', left: ['b'], problem: 'offline' }],
      'asking',
      'failed',
    ],
    ['discard: clears', [found('essay'), { type: 'discard' }], 'clearing', null],
    ['stay: stays signed in', [found('essay'), { type: 'stay' }], 'stayed', null],
    [
      'no discarding while a save is under way',
      [found('essay'), { type: 'save' }, { type: 'discard' }],
      'saving',
      'saving',
    ],
    ['cleared: done', [found(), { type: 'cleared' }], 'done', null],
    ['a clearing is not finished by a stray event', [found(), { type: 'stay' }], 'clearing', null],
  ])('%s', (_, events, phase, status) => {
    const state = run(events)
    expect(state.phase).toBe(phase)
    expect(dialogStatus(state)).toBe(status)
  })

  it('keeps what is left after a failed save, and why', () => {
    const state = run([
      found('a', 'b'),
      { type: 'save' },
      { type: 'sent', left: ['b'], problem: 'refused' },
    ])
    expect(state).toMatchObject({ unsent: ['b'], problem: 'refused', discarded: false })
    expect(run([{ type: 'save' }], state).problem).toBeNull()
  })

  const event: fc.Arbitrary<SignOutEvent<Item>> = fc.oneof(
    fc.record({
      type: fc.constant('checked' as const),
      unsent: fc.array(fc.constantFrom('a', 'b'), { maxLength: 2 }),
      online: fc.boolean(),
    }),
    fc.constantFrom<SignOutEvent<Item>>(
      { type: 'save' },
      { type: 'discard' },
      { type: 'stay' },
      { type: 'cleared' },
      { type: 'connection', online: true },
      { type: 'connection', online: false },
    ),
    fc.record({
      type: fc.constant('sent' as const),
      left: fc.array(fc.constantFrom('a', 'b'), { maxLength: 2 }),
      problem: fc.constantFrom('offline' as const, 'refused' as const, null),
    }),
  )

  it('never clears the device while work is unsent, unless the student chose to discard it', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        let state = initialSignOut<Item>()
        for (const e of events) {
          const next = signOutReducer(state, e)
          if (next.phase === 'clearing' && state.phase !== 'clearing') {
            const discarded = e.type === 'discard'
            const nothingLeft =
              (e.type === 'checked' && e.unsent.length === 0) ||
              (e.type === 'sent' && e.left.length === 0 && state.phase === 'saving')
            expect(discarded || nothingLeft).toBe(true)
            expect(next.discarded).toBe(discarded)
          }
          // Nothing is sent offline, and the only way out of asking is the student's choice.
          if (next.phase === 'saving' && state.phase !== 'saving') expect(state.online).toBe(true)
          state = next
        }
      }),
    )
  })
})
