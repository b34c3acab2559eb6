import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DASHBOARD_STATES } from '../dashboard/dashboard-machine.ts'
import { acknowledge, emptyOutbox, enqueue, parseOutbox, type PendingWrite } from './outbox.ts'

const start = emptyOutbox('user1')

describe('enqueue', () => {
  it.each<[string, PendingWrite[], PendingWrite[]]>([
    [
      'keeps only the latest card',
      [
        { kind: 'state', state: 'matchme-intro' },
        { kind: 'state', state: 'quiz-questions' },
      ],
      [{ kind: 'state', state: 'quiz-questions' }],
    ],
    [
      'keeps only the latest answers',
      [
        { kind: 'quiz', answers: { budget: 'low' } },
        { kind: 'quiz', answers: { budget: 'high' } },
      ],
      [{ kind: 'quiz', answers: { budget: 'high' } }],
    ],
    [
      'a submit that moves the card replaces a pending card change',
      [
        { kind: 'state', state: 'quiz-questions' },
        { kind: 'quiz', answers: { budget: 'low' }, state: 'quiz-results' },
      ],
      [{ kind: 'quiz', answers: { budget: 'low' }, state: 'quiz-results' }],
    ],
    [
      'adds a university once',
      [
        { kind: 'list-add', universityId: 'u1' },
        { kind: 'list-add', universityId: 'u2' },
        { kind: 'list-add', universityId: 'u1' },
      ],
      [
        { kind: 'list-add', universityId: 'u1' },
        { kind: 'list-add', universityId: 'u2' },
      ],
    ],
  ])('%s', (_name, writes, expected) => {
    expect(writes.reduce(enqueue, start).writes).toEqual(expected)
  })

  it('never holds two card changes, two answer sets or a duplicate university', () => {
    const write = fc.oneof(
      fc.constantFrom(...DASHBOARD_STATES).map((state): PendingWrite => ({ kind: 'state', state })),
      fc
        .constantFrom('low', 'high')
        .map((budget): PendingWrite => ({ kind: 'quiz', answers: { budget } })),
      fc
        .constantFrom('u1', 'u2', 'u3')
        .map((universityId): PendingWrite => ({ kind: 'list-add', universityId })),
    )
    fc.assert(
      fc.property(fc.array(write, { maxLength: 30 }), (writes) => {
        const { writes: queued } = writes.reduce(enqueue, start)
        expect(queued.filter((w) => w.kind === 'state').length).toBeLessThanOrEqual(1)
        expect(queued.filter((w) => w.kind === 'quiz').length).toBeLessThanOrEqual(1)
        const ids = queued.flatMap((w) => (w.kind === 'list-add' ? [w.universityId] : []))
        expect(new Set(ids).size).toBe(ids.length)
      }),
    )
  })
})

describe('acknowledge', () => {
  it('drops the confirmed writes from the front', () => {
    const writes: PendingWrite[] = [
      { kind: 'list-add', universityId: 'u1' },
      { kind: 'list-add', universityId: 'u2' },
    ]
    const box = writes.reduce(enqueue, start)
    expect(acknowledge(box, 1).writes).toEqual([{ kind: 'list-add', universityId: 'u2' }])
  })
})

describe('parseOutbox', () => {
  it.each([
    [null, []],
    ['not json', []],
    [JSON.stringify({ userId: 'someone-else', writes: [{ kind: 'state', state: 'new' }] }), []],
    [
      JSON.stringify({
        userId: 'user1',
        writes: [{ kind: 'state', state: 'new' }, { kind: 'bogus' }, 3],
      }),
      [{ kind: 'state', state: 'new' }],
    ],
  ])('%j', (text, writes) => {
    expect(parseOutbox(text, 'user1')).toEqual({ userId: 'user1', writes })
  })
})
