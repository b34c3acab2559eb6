/**
 * Scholarships (issue 26): the student's own list, each with its sponsor, amount, deadline (a
 * date, a time and a zone, as an application's: ADR 0043), requirements and status. The agenda,
 * the digest, the alerts and the calendar feed read its deadline through the builders below (one
 * line each where they compose); once awarded, its amount counts as outside aid in the offers
 * comparison (logic/offers/compare.ts). The server checks every write with these rules through the
 * planner core (ADR 0042). docs/adr/0087-scholarships.md.
 *
 * Nothing here uses Intl: the server runs it.
 */
import { textProblem, TEXT_MESSAGES } from '../validation/text-rule.ts'
import type { IsoDate } from './calendar-date.ts'
import { dateProblem, optionalUrl, PLANNER_MESSAGES } from './list-checks.ts'
import { isOneOf, ZONE_RULES, type ZoneRule } from './model.ts'
import { parseTime } from './zone.ts'

export const SCHOLARSHIP_REQUIREMENTS = [
  { value: 'essay', label: 'Essays' },
  { value: 'letters', label: 'Letters of recommendation' },
  { value: 'transcript', label: 'Transcript' },
  { value: 'financial', label: 'Financial information (FAFSA, tax forms)' },
  { value: 'interview', label: 'Interview' },
  { value: 'other', label: 'Something else' },
] as const
export type ScholarshipRequirement = (typeof SCHOLARSHIP_REQUIREMENTS)[number]['value']

export const SCHOLARSHIP_STATUSES = [
  { value: 'planning', label: 'Planning' },
  { value: 'applied', label: 'Applied' },
  { value: 'awarded', label: 'Awarded' },
  { value: 'not_awarded', label: 'Not awarded' },
] as const
export type ScholarshipStatus = (typeof SCHOLARSHIP_STATUSES)[number]['value']

/** What the student edits about a scholarship. */
export type ScholarshipValues = {
  /** Who gives it ("Rotary Club of Springfield"): the essays' name guard treats it as the school. */
  sponsor: string
  /** Dollars (a year when it renews); null while unknown. */
  amount: number | null
  renewable: boolean
  deadline_date: IsoDate
  deadline_time: string
  deadline_zone_rule: ZoneRule
  deadline_zone: string
  requirements: ScholarshipRequirement[]
  status: ScholarshipStatus
  /** The application whose school it pays for; '' when it goes with the student to any school. */
  application: string
  /** The sponsor's page for it. */
  url: string
}

export type Scholarship = ScholarshipValues & {
  id: string
  /** The deadline as a UTC instant (ISO 8601), '' while unknown; computed by the server. */
  deadline_at: string
}

export const SCHOLARSHIP_LIMITS = { sponsor: 120, amountMax: 500_000, perStudent: 200 } as const

export const SCHOLARSHIP_MESSAGES = {
  sponsor: 'Enter who gives the scholarship.',
  amount: 'Enter the amount in dollars, from 0 to 500,000, or leave it empty.',
  awardedAmount: 'Enter the amount awarded, so it can count in your costs.',
  requirements: 'Choose from the list of requirements.',
  status: 'Choose one of the options in the list.',
  text: TEXT_MESSAGES.single,
  tooLong: (max: number) => `Keep it under ${String(max)} characters.`,
} as const

export function emptyScholarship(): ScholarshipValues {
  return {
    sponsor: '',
    amount: null,
    renewable: false,
    deadline_date: '',
    deadline_time: '',
    deadline_zone_rule: 'student',
    deadline_zone: '',
    requirements: [],
    status: 'planning',
    application: '',
    url: '',
  }
}

/** Trimmed, with 23:59 when a date has no time, and a zone only for the sponsor's own clock. */
export function normalizeScholarship(values: ScholarshipValues): ScholarshipValues {
  const date = values.deadline_date.trim()
  const time = values.deadline_time.trim()
  return {
    ...values,
    sponsor: values.sponsor.trim(),
    deadline_date: date,
    deadline_time: date === '' ? '' : time === '' ? '23:59' : time,
    deadline_zone: values.deadline_zone_rule === 'school' ? values.deadline_zone.trim() : '',
    url: values.url.trim(),
  }
}

/** Field messages (after normalizeScholarship); values as the server reads them. */
export function validateScholarship(
  values: Omit<ScholarshipValues, 'amount' | 'requirements'> & {
    amount: unknown
    requirements: unknown
  },
  isKnownZone: (zone: string) => boolean,
): Partial<Record<keyof ScholarshipValues, string>> {
  const errors: Partial<Record<keyof ScholarshipValues, string>> = {}
  if (values.sponsor === '') errors.sponsor = SCHOLARSHIP_MESSAGES.sponsor
  else if (values.sponsor.length > SCHOLARSHIP_LIMITS.sponsor)
    errors.sponsor = SCHOLARSHIP_MESSAGES.tooLong(SCHOLARSHIP_LIMITS.sponsor)
  else if (textProblem(values.sponsor, 'single') !== null)
    errors.sponsor = SCHOLARSHIP_MESSAGES.text
  const amount = values.amount
  if (
    amount !== null &&
    (typeof amount !== 'number' ||
      !Number.isFinite(amount) ||
      amount < 0 ||
      amount > SCHOLARSHIP_LIMITS.amountMax ||
      Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
  )
    errors.amount = SCHOLARSHIP_MESSAGES.amount
  else if (amount === null && values.status === 'awarded')
    errors.amount = SCHOLARSHIP_MESSAGES.awardedAmount
  if (values.deadline_date !== '') {
    const problem = dateProblem(values.deadline_date)
    if (problem) errors.deadline_date = problem
  }
  if (values.deadline_time !== '' && !parseTime(values.deadline_time))
    errors.deadline_time = PLANNER_MESSAGES.time
  if (!isOneOf(ZONE_RULES, values.deadline_zone_rule))
    errors.deadline_zone_rule = PLANNER_MESSAGES.choice
  else if (values.deadline_zone_rule === 'school' && !isKnownZone(values.deadline_zone))
    errors.deadline_zone = PLANNER_MESSAGES.zone
  const requirements = values.requirements
  if (
    !Array.isArray(requirements) ||
    !requirements.every((r) => SCHOLARSHIP_REQUIREMENTS.some((known) => known.value === r)) ||
    new Set(requirements).size !== requirements.length
  )
    errors.requirements = SCHOLARSHIP_MESSAGES.requirements
  if (!SCHOLARSHIP_STATUSES.some((s) => s.value === values.status))
    errors.status = SCHOLARSHIP_MESSAGES.status
  const urlError = optionalUrl(values.url)
  if (urlError) errors.url = urlError
  return errors
}

/** Awarded scholarships as the offers comparison counts them (outside aid). */
export function outsideAwards(scholarships: readonly Scholarship[]) {
  return scholarships
    .filter((s) => s.status === 'awarded' && s.amount !== null)
    .map((s) => ({
      id: s.id,
      sponsor: s.sponsor,
      amount: s.amount ?? 0,
      renewable: s.renewable,
      application: s.application,
    }))
}
