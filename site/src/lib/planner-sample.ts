/**
 * The landing page's picture of the planner: the sample student's three schools (the match
 * sample's catalogue rows) as applications with example deadlines, each worked back into tasks by
 * the planner's own backward plan, shown as the planner's weekly agenda on a fixed sample day.
 * The deadlines are examples, said so on the page: a student's planner uses the dates they enter,
 * each with its source.
 */
import { weeklyAgenda, type Agenda } from '@college-compass/ui/logic/planner/agenda.ts'
import { backwardPlan } from '@college-compass/ui/logic/planner/backward-plan.ts'
import { EMPTY_DECISION } from '@college-compass/ui/logic/planner/decision-record.ts'
import { dayNumber, type IsoDate } from '@college-compass/ui/logic/planner/calendar-date.ts'
import { deadlineInstant } from '@college-compass/ui/logic/planner/deadline.ts'
import { intlOffsetAt } from '@college-compass/ui/logic/planner/intl-zone.ts'
import { zonedInstant } from '@college-compass/ui/logic/planner/zone.ts'
import {
  labelOf,
  PLANS,
  type Application,
  type Plan,
  type PlanTask,
} from '@college-compass/ui/logic/planner/model.ts'

/** A Monday late in October, when early deadlines are near and regular ones are weeks away. */
export const PLANNER_SAMPLE_TODAY: IsoDate = '2026-10-26'
export const PLANNER_SAMPLE_ZONE = 'America/New_York'

const EXAMPLE_DEADLINES: readonly { plan: Plan; date: IsoDate }[] = [
  { plan: 'ea', date: '2026-11-01' },
  { plan: 'rd', date: '2027-01-01' },
  { plan: 'rd', date: '2027-01-15' },
]

/** A sample school: the match sample's catalogue row (its unitid keys the reviewed test policy). */
type SampleSchool = Pick<Application['school'], 'id' | 'name' | 'control'> & {
  unitid?: Application['school']['unitid']
  test_policy_fall2022?: Application['school']['test_policy_fall2022']
}

export type PlannerSample = {
  agenda: Agenda
  zone: string
  today: IsoDate
  applications: { name: string; plan: string; deadline: IsoDate; tasks: number }[]
}

export function plannerSample(schools: readonly SampleSchool[]): PlannerSample {
  const applications: Application[] = EXAMPLE_DEADLINES.map(({ plan, date }, i) => {
    const school = schools[i]
    if (!school)
      throw new Error(`the planner sample needs ${String(EXAMPLE_DEADLINES.length)} schools`)
    const values = {
      deadline_date: date,
      deadline_time: '23:59',
      deadline_zone_rule: 'student' as const,
      deadline_zone: '',
    }
    const at = deadlineInstant(values, PLANNER_SAMPLE_ZONE, intlOffsetAt)
    return {
      ...values,
      id: `sample-${String(i)}`,
      university: school.id,
      platform: 'common_app',
      plan,
      deadline_estimated: false,
      source_url: '',
      checked_on: '',
      status: 'in_progress',
      fee: 75,
      fee_waiver: '',
      css_profile_required: false,
      net_price_checked: false,
      decision: EMPTY_DECISION,
      deadline_at: at === null ? '' : new Date(at).toISOString(),
      school: { apply_url: null, net_price_calculator_url: null, ...school },
    }
  })
  // The sample student is on track: every step dated before the sample day is done.
  const tasks: PlanTask[] = applications.flatMap((app) =>
    backwardPlan(app, app.school).map((task) => ({
      id: `${app.id}-${task.kind}`,
      application: app.id,
      kind: task.kind,
      title: task.title,
      due: task.due,
      done: dayNumber(task.due) < dayNumber(PLANNER_SAMPLE_TODAY),
      step: '' as const,
    })),
  )
  return {
    agenda: weeklyAgenda(
      { applications, tasks, aid: [] },
      {
        // Noon on the sample day, on the sample student's clock.
        now: zonedInstant(PLANNER_SAMPLE_TODAY, '12:00', PLANNER_SAMPLE_ZONE, intlOffsetAt),
        zone: PLANNER_SAMPLE_ZONE,
        offsetAt: intlOffsetAt,
      },
    ),
    zone: PLANNER_SAMPLE_ZONE,
    today: PLANNER_SAMPLE_TODAY,
    applications: applications.map((app) => ({
      name: app.school.name,
      plan: labelOf(PLANS, app.plan),
      deadline: app.deadline_date,
      tasks: tasks.filter((task) => task.application === app.id).length,
    })),
  }
}
