/**
 * What the student records about a decision (issue 26), its choices, and the dates it puts on the
 * agenda and the calendar: a small module with no runtime imports, so the weekly agenda, the
 * records' mapping and the data layer carry it without the decision rules (decisions.ts, which
 * re-exports all of it). Nothing here uses Intl: the server runs it.
 */
import type { AgendaItem } from './agenda-item.ts'
import type { IsoDate } from './calendar-date.ts'
import type { Decision } from './decision-types.ts'
import type { Application } from './model.ts'

export {
  DECISION_STEPS,
  LOCI_POLICIES,
  REPLIES,
  type Decision,
  type DecisionStep,
  type LociPolicy,
  type Reply,
} from './decision-types.ts'

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
