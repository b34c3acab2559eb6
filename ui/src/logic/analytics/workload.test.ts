import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { essayText, makeEssay } from '../../testing/essay-fixtures.ts'
import { addDays } from '../planner/calendar-date.ts'
import { intlOffsetAt } from '../planner/intl-zone.ts'
import { essayWork, wordsLeft, workloadForecast, type WorkloadEssay } from './workload.ts'

// A Wednesday: its week starts on Monday, October 5, 2026.
const TODAY = '2026-10-07'
/** Noon on that day in Chicago. */
const NOW = Date.parse('2026-10-07T17:00:00.000Z')

describe('wordsLeft', () => {
  it.each([
    ['words up to the limit', { unit: 'words', max: 300 } as const, 120, 'drafting', 180],
    [
      'characters as words of six',
      { unit: 'characters', max: 1200 } as const,
      0,
      'not_started',
      200,
    ],
    ['the longest common essay without a limit', null, 50, 'drafting', 600],
    ['none once final', { unit: 'words', max: 650 } as const, 10, 'final', 0],
    ['none past the limit', { unit: 'words', max: 100 } as const, 130, 'review', 0],
  ] as const)('%s', (_, limit, written, status, left) => {
    expect(wordsLeft({ limit, text: essayText(written), status })).toBe(left)
  })

  it('takes the earliest deadline of an essay as its due date', () => {
    const essay = makeEssay({
      id: 'e',
      limit: { unit: 'words', max: 200 },
      applications: [
        {
          id: 'a',
          schoolName: 'A',
          deadline: '2027-01-02T04:59:00.000Z',
          deadlineZone: null,
          platform: 'common_app',
        },
        {
          id: 'b',
          schoolName: 'B',
          deadline: '2026-11-02T04:59:00.000Z',
          deadlineZone: null,
          platform: 'common_app',
        },
        { id: 'c', schoolName: 'C', deadline: null, deadlineZone: null, platform: 'common_app' },
      ],
    })
    expect(essayWork(essay, intlOffsetAt, 'America/New_York')).toEqual({
      id: 'e',
      words: 200,
      due: '2026-11-01',
    })
  })
})

describe('workloadForecast', () => {
  it('spreads each essay evenly over the weeks before its deadline, the remainder early', () => {
    const forecast = workloadForecast({
      today: TODAY,
      now: NOW,
      essays: [{ id: 'e', words: 650, due: '2026-10-20' }],
      tasks: [],
      deadlines: [{ date: '2026-10-20', schoolName: 'Tulane', at: null }],
    })
    expect(forecast.weeks.map((w) => [w.start, w.words, w.deadlines])).toEqual([
      ['2026-10-05', 217, []],
      ['2026-10-12', 217, []],
      ['2026-10-19', 216, ['Tulane']],
    ])
    expect(forecast.weeks[0]?.label).toBe('Oct 5')
  })

  it('counts a task in the week it is due and a late one in this week', () => {
    const forecast = workloadForecast({
      today: TODAY,
      now: NOW,
      essays: [],
      tasks: [
        { due: '2026-09-30', done: false },
        { due: '2026-10-08', done: false },
        { due: '2026-10-16', done: false },
        { due: '2026-10-16', done: true },
        { due: '', done: false },
      ],
      deadlines: [],
    })
    expect(forecast.weeks.map((w) => w.tasks)).toEqual([2, 1])
    expect(forecast.totals).toEqual({
      words: 0,
      tasks: 3,
      lateTasks: 1,
      unscheduledWords: 0,
      undatedTasks: 1,
    })
  })

  it('marks the weeks where essays pile up as crunch weeks', () => {
    const essays: WorkloadEssay[] = [
      { id: 'ps', words: 600, due: '2026-11-01' },
      { id: 's1', words: 500, due: '2026-11-01' },
      { id: 's2', words: 300, due: '2026-11-01' },
      { id: 'late', words: 200, due: '2027-01-01' },
    ]
    const forecast = workloadForecast({ today: TODAY, now: NOW, essays, tasks: [], deadlines: [] })
    const crunch = forecast.weeks.filter((w) => w.crunch).map((w) => w.start)
    expect(crunch).toEqual(['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26'])
    expect(forecast.summary).toContain('Crunch weeks: the week of Oct 5')
  })

  it('leaves essays with no deadline out of the weeks and says so', () => {
    const forecast = workloadForecast({
      today: TODAY,
      now: NOW,
      essays: [{ id: 'e', words: 400, due: null }],
      tasks: [],
      deadlines: [],
    })
    expect(forecast.weeks).toEqual([])
    expect(forecast.summary).toBe(
      'Nothing left to write or do before a deadline. Not in the forecast: 400 words for essays with no deadline yet.',
    )
  })

  const date = fc.integer({ min: -30, max: 200 }).map((days) => addDays(TODAY, days))
  const input = fc.record({
    essays: fc.array(
      fc.record({
        id: fc.string(),
        words: fc.integer({ min: 0, max: 2000 }),
        due: fc.option(date, { nil: null }),
      }),
      { maxLength: 8 },
    ),
    tasks: fc.array(fc.record({ due: fc.oneof(date, fc.constant('')), done: fc.boolean() }), {
      maxLength: 20,
    }),
    deadlines: fc.array(
      fc.record({ date, schoolName: fc.constantFrom('A', 'B'), at: fc.constant(null) }),
      {
        maxLength: 5,
      },
    ),
  })

  it('adds up: the weeks hold every dated word and open task, once', () => {
    fc.assert(
      fc.property(input, ({ essays, tasks, deadlines }) => {
        const forecast = workloadForecast({ today: TODAY, now: NOW, essays, tasks, deadlines })
        const dated = essays.filter((e) => e.due !== null).reduce((sum, e) => sum + e.words, 0)
        const undated = essays.filter((e) => e.due === null).reduce((sum, e) => sum + e.words, 0)
        const open = tasks.filter((t) => !t.done)
        expect(forecast.weeks.reduce((sum, w) => sum + w.words, 0)).toBe(
          forecast.weeks.length === 0 ? 0 : dated,
        )
        expect(forecast.totals.unscheduledWords).toBe(undated)
        expect(forecast.totals.tasks + forecast.totals.undatedTasks).toBe(open.length)
        expect(forecast.weeks.every((w, i) => w.start === addDays('2026-10-05', 7 * i))).toBe(true)
        expect(forecast.summary).not.toMatch(/%|percent/i)
        expect(workloadForecast({ today: TODAY, now: NOW, essays, tasks, deadlines })).toEqual(
          forecast,
        )
      }),
    )
  })
})
