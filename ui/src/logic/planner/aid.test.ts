import { describe, expect, it } from 'vitest'
import { makeAidDate, makeApplication, SCHOOLS } from '../../testing/planner-fixtures.ts'
import { aidTimeline, fafsaOpening, FAFSA_URL } from './aid.ts'

describe('fafsaOpening: October 1 of the cycle, an estimate', () => {
  it.each<[string[], string, string]>([
    [['2026-11-01', '2027-01-01'], '2026-03-01', '2026-10-01'],
    [['2027-01-15'], '2026-03-01', '2026-10-01'],
    [['', '2027-03-01'], '2026-03-01', '2026-10-01'],
    [[], '2026-08-15', '2025-10-01'],
    [[], '2026-10-05', '2026-10-01'],
  ])('deadlines %j on %s: %s', (deadlines, today, expected) => {
    expect(fafsaOpening(deadlines, today)).toBe(expected)
  })
})

describe('aidTimeline', () => {
  const tulane = makeApplication({
    id: 'a1',
    school: SCHOOLS.tulane,
    deadline_date: '2026-11-01',
    css_profile_required: true,
  })

  it('adds the FAFSA estimate and a CSS Profile item for a school that needs it, by date', () => {
    const items = aidTimeline(
      [makeAidDate({ id: 's1', label: 'Cal Grant', date: '2027-03-02' })],
      [tulane],
      '2026-10-05',
    )
    expect(items.map((i) => [i.id, i.date, i.estimate])).toEqual([
      ['fafsa-estimate', '2026-10-01', true],
      ['css:a1', '2026-11-01', true],
      ['s1', '2027-03-02', false],
    ])
    expect(items[0]?.link).toBe(FAFSA_URL)
    expect(items[1]?.title).toContain('CSS Profile for Tulane University of Louisiana')
  })

  it("the student's own dates replace the estimates", () => {
    const items = aidTimeline(
      [
        makeAidDate({ id: 'f', kind: 'fafsa', date: '2026-10-01', done: true }),
        makeAidDate({ id: 'c', kind: 'css_profile', application: 'a1', date: '2026-10-20' }),
      ],
      [tulane],
      '2026-10-05',
    )
    expect(items.map((i) => [i.id, i.title])).toEqual([
      ['f', 'FAFSA'],
      ['c', 'CSS Profile: Tulane University of Louisiana'],
    ])
  })
})
