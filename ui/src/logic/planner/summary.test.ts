import { describe, expect, it } from 'vitest'
import {
  PLANNER_CLOCK,
  PLANNER_TODAY,
  SAMPLE_AID,
  SAMPLE_APPLICATIONS,
  SAMPLE_TASKS,
} from '../../testing/planner-fixtures.ts'
import { daysBetween } from './calendar-date.ts'
import { planSummary } from './summary.ts'

describe('planSummary', () => {
  it('is null before the student has an application', () => {
    expect(planSummary({ applications: [], tasks: [], aidDates: [] }, PLANNER_CLOCK)).toBeNull()
  })

  it.each<[string, string, number, number, string[]]>([
    [
      'on the sample day: one late step first, then this week',
      PLANNER_TODAY,
      1,
      2,
      ['task:task-tulane-recs', 'task:task-visit', 'task:task-michigan-scores'],
    ],
    [
      'three weeks on: four steps late, both November 1 deadlines due this week',
      '2026-10-27',
      4,
      2,
      // Late ones first, oldest first; three are shown.
      ['task:task-tulane-recs', 'task:task-visit', 'task:task-michigan-scores'],
    ],
  ])('%s', (_, today, late, thisWeek, keys) => {
    const summary = planSummary(
      { applications: SAMPLE_APPLICATIONS, tasks: SAMPLE_TASKS, aidDates: SAMPLE_AID },
      { ...PLANNER_CLOCK, now: PLANNER_CLOCK.now + daysBetween(PLANNER_TODAY, today) * 86_400_000 },
    )
    expect(summary?.lateCount).toBe(late)
    expect(summary?.thisWeekCount).toBe(thisWeek)
    expect(summary?.next.map((item) => item.key)).toEqual(keys)
  })
})
