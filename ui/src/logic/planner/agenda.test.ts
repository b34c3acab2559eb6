import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  makeApplication,
  makeTask,
  PLANNER_CLOCK,
  PLANNER_TODAY,
  SAMPLE_APPLICATIONS,
  SAMPLE_TASKS,
  SCHOOLS,
} from '../../testing/planner-fixtures.ts'
import { weeklyAgenda, whatsNext } from './agenda.ts'
import type { AidItem } from './aid.ts'
import { addDays, dayNumber } from './calendar-date.ts'

const keys = (items: { key: string }[]) => items.map((i) => i.key)

describe('weeklyAgenda', () => {
  it('sorts the sample plan into late, this week and later', () => {
    const agenda = weeklyAgenda(
      { applications: SAMPLE_APPLICATIONS, tasks: SAMPLE_TASKS, aid: [] },
      PLANNER_CLOCK,
    )
    expect(keys(agenda.late)).toEqual(['task:task-tulane-recs'])
    expect(keys(agenda.thisWeek)).toEqual(['task:task-visit', 'task:task-michigan-scores'])
    expect(keys(agenda.later)).toEqual([
      'task:task-tulane-essays',
      'deadline:app-michigan',
      'deadline:app-tulane',
      'deadline:app-harvard',
    ])
  })

  const pastAid = (origin: AidItem['origin']): AidItem => ({
    id: `aid-${origin}`,
    kind: 'fafsa',
    title: 'FAFSA opens',
    date: '2026-10-01',
    origin,
    link: null,
    source: null,
    application: '',
    done: false,
  })

  it("leaves out the cycle's dates to know until there is a plan; the student's own date stays", () => {
    const soon = (origin: AidItem['origin']) => ({
      ...pastAid(origin),
      id: origin,
      date: addDays(PLANNER_TODAY, 30),
    })
    const aid = [soon('cycle'), soon('estimate'), soon('yours')]
    const without = weeklyAgenda({ applications: [], tasks: [], aid }, PLANNER_CLOCK)
    expect(keys(without.later)).toEqual(['aid:yours'])
    const planned = makeApplication({ id: 'p', school: SCHOOLS.caltech, deadline_date: '' })
    const withPlan = weeklyAgenda({ applications: [planned], tasks: [], aid }, PLANNER_CLOCK)
    expect(keys(withPlan.later)).toEqual(['aid:cycle', 'aid:estimate', 'aid:yours'])
  })

  it('leaves out done tasks, decided applications and their tasks', () => {
    const decided = makeApplication({
      id: 'd',
      school: SCHOOLS.caltech,
      status: 'denied',
      deadline_date: '2026-10-06',
    })
    const agenda = weeklyAgenda(
      {
        applications: [decided],
        tasks: [
          makeTask({ id: 't', application: 'd', due: '2026-10-06' }),
          makeTask({ id: 'done', done: true }),
        ],
        aid: [],
      },
      PLANNER_CLOCK,
    )
    expect(agenda).toEqual({ late: [], thisWeek: [], later: [], undated: [] })
  })

  it.each<[AidItem['origin'], string[]]>([
    ['yours', ['aid:aid-yours']],
    ['estimate', []],
    ['cycle', []],
  ])("a past aid date is late only when it is the student's own (%s)", (origin, late) => {
    const planned = makeApplication({ id: 'p', school: SCHOOLS.caltech, deadline_date: '' })
    const agenda = weeklyAgenda(
      { applications: [planned], tasks: [], aid: [pastAid(origin)] },
      PLANNER_CLOCK,
    )
    expect(keys(agenda.late)).toEqual(late)
  })

  it('this week runs from today through six days on', () => {
    const tasks = [-1, 0, 6, 7].map((d) =>
      makeTask({ id: `d${String(d)}`, due: addDays(PLANNER_TODAY, d) }),
    )
    const agenda = weeklyAgenda({ applications: [], tasks, aid: [] }, PLANNER_CLOCK)
    expect([keys(agenda.late), keys(agenda.thisWeek), keys(agenda.later)]).toEqual([
      ['task:d-1'],
      ['task:d0', 'task:d6'],
      ['task:d7'],
    ])
  })

  it('every open dated item lands in exactly one bucket, in date order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ offset: fc.integer({ min: -30, max: 60 }), done: fc.boolean() }), {
          maxLength: 30,
        }),
        (specs) => {
          const tasks = specs.map((s, i) =>
            makeTask({ id: `t${String(i)}`, due: addDays(PLANNER_TODAY, s.offset), done: s.done }),
          )
          const agenda = weeklyAgenda({ applications: [], tasks, aid: [] }, PLANNER_CLOCK)
          const all = [...agenda.late, ...agenda.thisWeek, ...agenda.later]
          expect(all).toHaveLength(tasks.filter((t) => !t.done).length)
          for (const bucket of [agenda.late, agenda.thisWeek, agenda.later]) {
            const days = bucket.map((i) => dayNumber(i.date))
            expect(days).toEqual([...days].sort((a, b) => a - b))
          }
        },
      ),
    )
  })
})

describe('whatsNext', () => {
  it('late first, then this week, at most three', () => {
    const agenda = weeklyAgenda(
      { applications: SAMPLE_APPLICATIONS, tasks: SAMPLE_TASKS, aid: [] },
      PLANNER_CLOCK,
    )
    const summary = whatsNext(agenda)
    expect(summary.lateCount).toBe(1)
    expect(summary.thisWeekCount).toBe(2)
    expect(keys(summary.next)).toEqual([
      'task:task-tulane-recs',
      'task:task-visit',
      'task:task-michigan-scores',
    ])
  })
})
