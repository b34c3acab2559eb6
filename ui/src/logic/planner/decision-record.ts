/**
 * What the student records about a decision (issue 26), its choices, and the dates it puts on the
 * agenda and the calendar: a small module with no runtime imports, so the weekly agenda, the
 * records' mapping and the data layer carry it without the decision rules (decisions.ts, which
 * re-exports all of it). Nothing here uses Intl: the server runs it.
 */
import type { AgendaItem } from './agenda.ts'
import type { IsoDate } from './calendar-date.ts'
import type { Application } from './model.ts'

/** The steps a deferral or a waitlist may ask for; the student picks the school's. */
export const DECISION_STEPS = [
  { value: 'opt_in', label: 'Opt in to the waitlist', phrase: 'Opt in to the waitlist' },
  { value: 'mid_year', label: 'Send mid-year grades', phrase: 'Send mid-year grades' },
  {
    value: 'loci',
    label: 'Send a letter of continued interest',
    phrase: 'Send a letter of continued interest',
  },
  { value: 'update', label: 'Send an update (new results, awards)', phrase: 'Send an update' },
  {
    value: 'extra_rec',
    label: 'Send an extra recommendation',
    phrase: 'Send an extra recommendation',
  },
  { value: 'other', label: 'Other (name it)', phrase: '' },
] as const
export type DecisionStep = (typeof DECISION_STEPS)[number]['value']

export const LOCI_POLICIES = [
  { value: 'welcomes', label: 'The school welcomes one' },
  { value: 'forbids', label: 'The school asks for no extra material' },
  { value: 'silent', label: "The school doesn't say" },
] as const
export type LociPolicy = (typeof LOCI_POLICIES)[number]['value']

export const REPLIES = [
  { value: 'enrolling', label: 'Enrolling' },
  { value: 'declined', label: 'Declined' },
] as const
export type Reply = (typeof REPLIES)[number]['value']

/** What the student records about a decision; '' and null are "not entered". */
export type Decision = {
  /** The day the school wants an answer by (May 1 unless its letter says otherwise). */
  reply_by: IsoDate
  /** The enrollment deposit in dollars. */
  deposit: number | null
  deposit_paid: boolean
  housing_deadline: IsoDate
  housing_deposit: number | null
  housing_done: boolean
  /** Whether the school takes a letter of continued interest (deferred or waitlisted). */
  loci: LociPolicy | ''
  /** The student's answer to an admission. */
  reply: Reply | ''
  /** Withdrawn on the school's portal or platform (after a binding admission elsewhere, say). */
  withdrawn: boolean
}

export const EMPTY_DECISION: Decision = {
  reply_by: '',
  deposit: null,
  deposit_paid: false,
  housing_deadline: '',
  housing_deposit: null,
  housing_done: false,
  loci: '',
  reply: '',
  withdrawn: false,
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A stored value as a Decision (missing keys take their empty value); call after validation. */
export function decisionOf(value: unknown): Decision {
  if (!isRecord(value)) return { ...EMPTY_DECISION }
  return { ...EMPTY_DECISION, ...(value as Partial<Decision>) }
}

// ---------------------------------------------------------------------------------------------
// Dated items for the agenda, the digest and the calendar feed (one builder; the agenda and the
// feed each add one line that calls it).

export type DecisionDateItem = {
  /** "reply:<application id>", "housing:<application id>". */
  key: string
  title: string
  date: IsoDate
  applicationId: string
  schoolName: string
}

/**
 * An admission's reply-by date (until the student replies, or pays the deposit at the school they
 * enroll at) and its housing deadline (until done). Titles are a fixed phrase and the school.
 */
export function decisionDates(
  apps: readonly (Pick<Application, 'id' | 'status'> & {
    school: { name: string }
    decision?: Decision
  })[],
): DecisionDateItem[] {
  const items: DecisionDateItem[] = []
  for (const app of apps) {
    const d = app.decision
    if (!d || app.status !== 'admitted' || d.withdrawn || d.reply === 'declined') continue
    const name = app.school.name
    // Until she replies; once she enrolls, until the deposit is paid.
    if (d.reply_by !== '' && (d.reply === '' || !d.deposit_paid))
      items.push({
        key: `reply:${app.id}`,
        title: d.reply === '' ? `Reply to ${name}'s offer` : `Enrollment deposit: ${name}`,
        date: d.reply_by,
        applicationId: app.id,
        schoolName: name,
      })
    if (d.housing_deadline !== '' && !d.housing_done)
      items.push({
        key: `housing:${app.id}`,
        title: `Housing deadline: ${name}`,
        date: d.housing_deadline,
        applicationId: app.id,
        schoolName: name,
      })
  }
  return items
}

/** The same dates as agenda items. */
export function decisionAgendaItems(apps: Parameters<typeof decisionDates>[0]): AgendaItem[] {
  return decisionDates(apps).map((item) => ({
    key: item.key,
    kind: 'decision',
    title: item.title,
    date: item.date,
    at: null,
    zone: null,
    applicationId: item.applicationId,
    schoolName: item.schoolName,
    estimate: false,
    reference: false,
  }))
}

// ---------------------------------------------------------------------------------------------
// The letter of continued interest: an essay the student writes, started with a structure and
// pointers to their own drafts for that school (never prose written for them).

export const CONTINUED_INTEREST_TITLE = 'Letter of continued interest'

export function continuedInterestPrompt(
  schoolName: string,
  drafts: readonly { title: string }[],
): string {
  const pointers =
    drafts.length === 0
      ? ''
      : `\n\nYour own drafts for ${schoolName} to draw on: ${drafts.map((d) => `"${d.title}"`).join(', ')}.`
  return `A short letter (about one page) to ${schoolName}, in your own words:
1. Say that ${schoolName} remains a top choice (say "first choice" only if it is, and if you would enroll).
2. What is new since you applied: grades, results, awards, responsibilities.
3. What you would do there, specifically: programs, people, places you have looked into since.
4. Thank them, briefly.${pointers}`
}
