import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_APPLICATIONS,
  ANALYTICS_ESSAYS,
  ANALYTICS_NOW,
  ANALYTICS_RECOMMENDERS,
  ANALYTICS_TASKS,
} from '../../testing/analytics-fixtures.ts'
import { makeRecommender, makeTask } from '../../testing/planner-fixtures.ts'
import type { Status } from '../planner/model.ts'
import {
  ATTENTION_ORDER,
  readiness,
  type Attention,
  type ReadinessApplication,
} from './readiness.ts'

const DAY = 86_400_000
const NOW = Date.parse('2026-10-05T16:00:00.000Z')

function app(
  id: string,
  daysLeft: number | null,
  status: Status = 'planning',
): ReadinessApplication {
  return {
    id,
    schoolName: `School ${id}`,
    status,
    deadline_date: daysLeft === null ? '' : '2026-10-10',
    deadline_at: daysLeft === null ? '' : new Date(NOW + daysLeft * DAY).toISOString(),
  }
}

const asApps = ANALYTICS_APPLICATIONS.map((a) => ({ ...a, schoolName: a.school.name }))

describe('readiness', () => {
  it('counts tasks done, essays final and recommenders confirmed per application', () => {
    const report = readiness(
      asApps,
      ANALYTICS_TASKS,
      ANALYTICS_ESSAYS,
      ANALYTICS_RECOMMENDERS,
      ANALYTICS_NOW,
    )
    const texas = report.rows.find((r) => r.id === 'app-texas')
    expect(texas).toMatchObject({
      tasks: { done: 1, total: 3 },
      essays: { done: 1, total: 2 },
      recommenders: { done: 1, total: 1, declined: 0 },
      attention: 'soon',
      needs: ['2 tasks open', '1 essay not final'],
    })
    const harvard = report.rows.find((r) => r.id === 'app-harvard')
    expect(harvard?.recommenders).toEqual({ done: 1, total: 2, declined: 0 })
    expect(harvard?.needs).toContain('1 recommender not confirmed')
  })

  it.each<[string, number | null, Status, Attention]>([
    ['a passed deadline, not sent', -1, 'in_progress', 'late'],
    ['due within a week with work left', 3, 'planning', 'urgent'],
    ['due within a month with work left', 20, 'planning', 'soon'],
    ['no deadline date yet', null, 'planning', 'no-deadline'],
    ['more than a month away', 45, 'planning', 'on-track'],
    ['submitted', 3, 'submitted', 'sent'],
    ['admitted', -30, 'admitted', 'decided'],
    ['denied', -30, 'denied', 'decided'],
  ])('%s is %s', (_, daysLeft, status, attention) => {
    const tasks = [makeTask({ id: 't', application: 'a' })]
    const [row] = readiness([app('a', daysLeft, status)], tasks, [], [], NOW).rows
    expect(row?.attention).toBe(attention)
  })

  it('is on track when nothing is left, however close the deadline', () => {
    const tasks = [makeTask({ id: 't', application: 'a', done: true })]
    const [row] = readiness([app('a', 2)], tasks, [], [], NOW).rows
    expect(row?.attention).toBe('on-track')
    expect(row?.needs).toEqual([])
  })

  it('says when a recommender declined', () => {
    const people = [makeRecommender({ id: 'r', applications: ['a'], status: 'declined' })]
    const [row] = readiness([app('a', 20)], [], [], people, NOW).rows
    expect(row?.needs).toEqual(['1 recommender declined: ask someone else'])
    expect(row?.attention).toBe('soon')
  })

  it('sorts what needs attention first, the nearest deadline first within a level', () => {
    const tasks = ['late', 'u1', 'u2', 'far', 'none'].map((id) => makeTask({ id, application: id }))
    const report = readiness(
      [
        app('far', 60),
        app('u2', 5),
        app('sent', 1, 'submitted'),
        app('none', null),
        app('u1', 2),
        app('late', -2),
      ],
      tasks,
      [],
      [],
      NOW,
    )
    expect(report.rows.map((r) => r.id)).toEqual(['late', 'u1', 'u2', 'none', 'far', 'sent'])
    expect(report.summary).toBe(
      '6 applications: 1 late, 2 due within a week, 1 without a deadline, 1 on track, 1 sent. First: School late (1 task open).',
    )
  })

  it('keeps every application once, counts add up and no percentage appears', () => {
    const statuses: Status[] = ['planning', 'in_progress', 'submitted', 'admitted', 'denied']
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            id: fc.stringMatching(/^a[0-9]{1,3}$/),
            days: fc.option(fc.integer({ min: -20, max: 120 }), { nil: null }),
            status: fc.constantFrom(...statuses),
          }),
          { selector: (a) => a.id, maxLength: 8 },
        ),
        fc.array(
          fc.record({ application: fc.stringMatching(/^a[0-9]{1,3}$/), done: fc.boolean() }),
        ),
        (apps, tasks) => {
          const report = readiness(
            apps.map((a) => app(a.id, a.days, a.status)),
            tasks,
            [],
            [],
            NOW,
          )
          expect(report.rows.map((r) => r.id).sort()).toEqual(apps.map((a) => a.id).sort())
          expect(ATTENTION_ORDER.reduce((sum, level) => sum + report.counts[level], 0)).toBe(
            apps.length,
          )
          const levels = report.rows.map((r) => ATTENTION_ORDER.indexOf(r.attention))
          expect(levels).toEqual([...levels].sort((a, b) => a - b))
          expect(report.summary).not.toMatch(/%|percent/i)
          for (const row of report.rows) {
            expect(row.tasks.done).toBeLessThanOrEqual(row.tasks.total)
          }
        },
      ),
    )
  })
})
