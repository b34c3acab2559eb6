import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ESSAY_STATUSES, type EssayStatus, type PromptGroup } from './essay.ts'
import { groupProgress } from './groups.ts'

const UC: PromptGroup = { id: 'uc-piq', label: 'UC Personal Insight Questions', choose: 4 }
const essays = (statuses: EssayStatus[], group: PromptGroup | null = UC) =>
  statuses.map((status) => ({ status, group }))

describe('groupProgress: choose N of M', () => {
  it.each<[EssayStatus[], string, string]>([
    [Array(8).fill('not_started'), 'not-started', 'Choose 4 of 8: 0 final'],
    [
      [
        'final',
        'final',
        'drafting',
        'review',
        'drafting',
        'not_started',
        'not_started',
        'not_started',
      ],
      'choosing',
      'Choose 4 of 8: 2 final, 3 in progress',
    ],
    [
      [
        'final',
        'submitted',
        'final',
        'final',
        'not_started',
        'not_started',
        'not_started',
        'drafting',
      ],
      'complete',
      'Choose 4 of 8: 4 final, 1 in progress',
    ],
    [
      ['final', 'final', 'final', 'final', 'final', 'not_started', 'not_started', 'not_started'],
      'too-many',
      'Choose 4 of 8: 5 final; the portal takes only 4',
    ],
  ])('%j -> %s', (statuses, state, summary) => {
    const [progress] = groupProgress(essays(statuses))
    expect(progress?.state).toBe(state)
    expect(progress?.summary).toBe(summary)
    expect(progress?.of).toBe(8)
  })

  it('ignores essays outside any group and keeps groups apart', () => {
    const other: PromptGroup = { id: 'short', label: 'Short answers', choose: 2 }
    const result = groupProgress([
      ...essays(['final'], null),
      ...essays(['final', 'drafting'], other),
      ...essays(['drafting'], UC),
    ])
    expect(result.map((g) => [g.group.id, g.of, g.done])).toEqual([
      ['short', 2, 1],
      ['uc-piq', 1, 0],
    ])
  })

  it('counts every essay of a group once, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ESSAY_STATUSES), { maxLength: 12 }), (statuses) => {
        const result = groupProgress(essays(statuses))
        expect(result).toHaveLength(statuses.length === 0 ? 0 : 1)
        for (const progress of result) {
          expect(progress.of).toBe(statuses.length)
          expect(progress.done + progress.inProgress).toBeLessThanOrEqual(statuses.length)
        }
        expect(groupProgress(essays([...statuses].reverse()))).toEqual(result)
      }),
    )
  })
})
