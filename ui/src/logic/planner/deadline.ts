/**
 * An application's deadline: a calendar date and a time in a time zone, the instant they name,
 * and a countdown to it. 11:59 pm in the student's zone unless the school says otherwise.
 */
import { addDays, dayNumber, parseIsoDate, type IsoDate } from './calendar-date.ts'
import { labelOf, PLANS, type ApplicationValues, type Plan, type PlannerSchool } from './model.ts'
import { zonedInstant, type OffsetAt } from './zone.ts'
import { deadlineZone } from './deadline-day.ts'

export const DEFAULT_DEADLINE_TIME = '23:59'

export type DeadlineFields = Pick<
  ApplicationValues,
  'deadline_date' | 'deadline_time' | 'deadline_zone_rule' | 'deadline_zone'
>

/** The deadline's instant (ms since the epoch), or null while its date is unknown. */
export function deadlineInstant(
  fields: DeadlineFields,
  studentZone: string,
  offsetAt: OffsetAt,
): number | null {
  if (fields.deadline_date === '') return null
  return zonedInstant(
    fields.deadline_date,
    fields.deadline_time === '' ? DEFAULT_DEADLINE_TIME : fields.deadline_time,
    deadlineZone(fields, studentZone),
    offsetAt,
  )
}

/**
 * unknown: no date yet; upcoming: more than a week away; soon: within a week; final: within a
 * day; passed: over.
 */
export type CountdownState = 'unknown' | 'upcoming' | 'soon' | 'final' | 'passed'
export type Countdown = { state: CountdownState; text: string; msLeft: number | null }

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function plural(count: number, word: string): string {
  return `${String(count)} ${word}${count === 1 ? '' : 's'}`
}

/** "12 days left", "1 day, 3 hours left", "40 minutes left", "Passed 2 days ago". */
export function countdown(deadlineAt: number | null, now: number): Countdown {
  if (deadlineAt === null) return { state: 'unknown', text: 'Deadline unknown', msLeft: null }
  const left = deadlineAt - now
  if (left <= 0) {
    const ago = Math.floor(-left / DAY)
    return {
      state: 'passed',
      text: ago === 0 ? 'Passed today' : `Passed ${plural(ago, 'day')} ago`,
      msLeft: left,
    }
  }
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  const minutes = Math.floor((left % HOUR) / MINUTE)
  let text: string
  if (days >= 2) text = `${plural(days, 'day')} left`
  else if (days === 1) text = `1 day, ${plural(hours, 'hour')} left`
  else if (hours >= 1) text = `${plural(hours, 'hour')}, ${plural(minutes, 'minute')} left`
  else text = `${plural(Math.max(minutes, 1), 'minute')} left`
  const state: CountdownState = left > 7 * DAY ? 'upcoming' : left > DAY ? 'soon' : 'final'
  return { state, text, msLeft: left }
}

/** Typical dates by plan: offered only as labelled estimates, with the school's link to check. */
const TYPICAL: Partial<Record<Plan, { month: number; day: number }>> = {
  ed: { month: 11, day: 1 },
  ea: { month: 11, day: 1 },
  rea: { month: 11, day: 1 },
  ed2: { month: 1, day: 1 },
  rd: { month: 1, day: 1 },
}

export type DeadlineEstimate = {
  date: IsoDate
  /** "Typical Early Decision date: Nov 1 (an estimate; many schools differ)". */
  label: string
  /** The school's page to check it on; null when the catalogue has no link. */
  verifyUrl: string | null
}

/**
 * The next typical date for a plan on or after `today`, or null for plans with no typical date
 * (rolling, priority). Never stored as a fact: a form that uses it marks it as an estimate.
 */
export function typicalDeadline(
  plan: Plan | '',
  today: IsoDate,
  school: Pick<PlannerSchool, 'apply_url' | 'name'>,
): DeadlineEstimate | null {
  if (plan === '') return null
  const typical = TYPICAL[plan]
  if (!typical) return null
  const { year } = parseIsoDate(today) ?? { year: 1970 }
  const month = String(typical.month).padStart(2, '0')
  const day = String(typical.day).padStart(2, '0')
  let date = `${String(year)}-${month}-${day}`
  if (dayNumber(date) < dayNumber(today)) date = `${String(year + 1)}-${month}-${day}`
  const monthName = typical.month === 11 ? 'Nov' : 'Jan'
  const planName = labelOf(PLANS, plan)
  return {
    date,
    label: `Typical ${planName} date: ${monthName} ${String(typical.day)} (an estimate; many schools differ). Check ${school.name}'s own date.`,
    verifyUrl: school.apply_url,
  }
}

/** Whether a date the student says they checked is not in their future (a day's grace for zones). */
export function isNotFuture(date: IsoDate, today: IsoDate): boolean {
  return dayNumber(date) <= dayNumber(addDays(today, 1))
}
