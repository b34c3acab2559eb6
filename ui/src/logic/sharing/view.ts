/**
 * What a supporter's page shows for one share: the parts its scope allows, each already in words
 * (docs/adr/0080-shared-links.md). The server builds it from the student's records with the very
 * rules the student's own pages run (the planner's deadlines, analytics' readiness, cost and
 * decisions, the quiz's words), so a supporter reads what the student reads. Nothing else leaves
 * the server: no record ids but an essay's when comments are allowed, no e-mail, no recommender's
 * name, no field the view does not show.
 */
import { applyingCost, costApplication, type ApplyingCost } from '../analytics/costs.ts'
import { offersOf } from '../analytics/decisions.ts'
import { AVERAGE_NET_PRICE_LABEL, type OfferComparison } from '../offers/compare.ts'
import type { AnalyticsEntries } from '../analytics/entries.ts'
import { ATTENTION_LABEL, readiness, type Attention } from '../analytics/readiness.ts'
import { entriesFor } from '../analytics/report-input.ts'
import { grouped, listInWords, money, plural } from '../analytics/words.ts'
import { countText, limitReport } from '../essays/count.ts'
import { PLATFORM_LABELS, STATUS_LABELS, type Essay } from '../essays/essay.ts'
import { statementPlatform } from '../essays/library.ts'
import type { MatchUniversity } from '../matching/fields.ts'
import type { MatchSettings } from '../matching/settings.ts'
import { dayNumber, formatIsoDate, isIsoDate } from '../planner/calendar-date.ts'
import { countdown, type CountdownState } from '../planner/deadline.ts'
import {
  AID_KINDS,
  DECISION_STATUSES,
  labelOf,
  PLANS,
  STATUSES,
  type AidDate,
  type Application,
  type PlanTask,
  type Recommender,
} from '../planner/model.ts'
import { deadlineWords } from '../planner/present.ts'
import { dateInZone, type OffsetAt } from '../planner/zone.ts'
import { describeAnswers } from '../quiz/describe-answers.ts'
import type { QuizAnswers } from '../quiz/questions.ts'
import type { University } from '../university.ts'
import type { CommentStatus } from './comment.ts'
import { SHARE_SCOPES, type ShareScope } from './share.ts'

export type SharedSchool = { name: string; place: string }

export type SharedApplication = {
  school: string
  /** "Early Action", or "Plan not chosen". */
  plan: string
  status: string
  /** "Sun, Nov 1, 2026, 11:59 PM (New York time)", or "No deadline yet". */
  deadline: string
  /** "12 days left"; empty once the application is sent or decided. */
  timeLeft: string
  urgency: CountdownState | 'closed'
  /** The date is a typical-date estimate the student has not checked with the school yet. */
  estimated: boolean
}

export type SharedTask = {
  title: string
  school: string | null
  due: string
  done: boolean
  late: boolean
}
export type SharedAidDate = { title: string; date: string; done: boolean }
export type SharedDeadlines = {
  applications: SharedApplication[]
  tasks: SharedTask[]
  aid: SharedAidDate[]
}

export type SharedReadinessRow = {
  school: string
  attention: Attention
  attentionLabel: string
  status: string
  timeLeft: string
  /** What is left, in words; empty when ready. */
  needs: string[]
  /** "Tasks 3 of 5, essays 1 of 2, recommenders 1 of 2". */
  progress: string
}
export type SharedReadiness = { summary: string; rows: SharedReadinessRow[] }

export type SharedComment = { quote: string; body: string; created: string; status: CommentStatus }

export type SharedEssay = {
  /** Only when the share allows comments: where a comment goes. */
  id: string | null
  title: string
  /** "For Tulane University", "Personal statement for 2 applications on Common App". */
  about: string
  prompt: string
  status: string
  /** "412 / 650 words". */
  count: string
  text: string
  /** The revision of `text` (a comment names the one it was written on). */
  revision: number
  /** This share's own comments on the essay, oldest first. */
  comments: SharedComment[]
}

export type SharedCostRow = {
  school: string
  fee: string
  /** "Waiver granted", "Waiver pending", or "". */
  waiver: string
  subtotal: string
  runningTotal: string
}
export type SharedOfferRow = {
  school: string
  /** Cost of attendance minus grants and scholarships: "$18,200 a year", or "Offer not entered yet". */
  netPrice: string
  /** What the offer lends, which is repaid: "$5,500 a year", "None", or "". */
  borrowed: string
  /** The school's average net price with its year and source. */
  average: string
  /** The comparison's flags in words (no cost of attendance, loans counted as aid, ...). */
  flags: string[]
}
export type SharedMoney = {
  cost: { summary: string; rows: SharedCostRow[]; total: string }
  offers: { summary: string; rows: SharedOfferRow[] }
}

export type SharedAnswer = { question: string; answer: string }

export type SharedSections = {
  list?: SharedSchool[]
  deadlines?: SharedDeadlines
  readiness?: SharedReadiness
  essays?: SharedEssay[]
  money?: SharedMoney
  quiz?: SharedAnswer[]
}

export type SharedView = {
  /** The student's first name ("Maya"). */
  firstName: string
  /** Who the link is for, in the student's words ("Mom"): comments are signed with it. */
  label: string
  /** "Thu, Feb 25, 2027": the last day the link works. */
  expires: string
  comments: boolean
  /** The parts shown, in the page's order. */
  scope: ShareScope[]
  sections: SharedSections
}

/** A catalogue row as the cost of applying and the aid offers read it. */
export type MoneySchool = MatchUniversity & Pick<University, 'application_fee_2021_22'>

/** Everything a view may be built from; the server reads only what the share's scope needs. */
export type ShareViewInput = {
  share: { label: string; scope: readonly ShareScope[]; comments: boolean; expires: number }
  studentName: string
  /** The student's planner zone ('UTC' until they choose one). */
  zone: string
  now: number
  offsetAt: OffsetAt
  list: readonly { name: string; city: string; state: string }[]
  applications: readonly Application[]
  tasks: readonly PlanTask[]
  aidDates: readonly AidDate[]
  recommenders: readonly Pick<Recommender, 'status' | 'applications'>[]
  /** With their text only when the share shows essays. */
  essays: readonly Essay[]
  /** This share's comments. */
  comments: readonly (SharedComment & { essay: string })[]
  entries: AnalyticsEntries
  settings: MatchSettings
  /** Catalogue rows of the applications' schools, by id. */
  schools: Readonly<Record<string, MoneySchool>>
  quizAnswers: QuizAnswers
}

/** "Maya" from "Maya Johnson"; a name left blank reads "The student". */
export function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? ''
  return first === '' ? 'The student' : Array.from(first).slice(0, 40).join('')
}

const NO_DEADLINE = 'No deadline yet'

function deadlineRows(input: ShareViewInput): SharedApplication[] {
  const ordered = [...input.applications].sort(
    (a, b) =>
      (a.deadline_at === '' ? Infinity : Date.parse(a.deadline_at)) -
        (b.deadline_at === '' ? Infinity : Date.parse(b.deadline_at)) ||
      (a.school.name < b.school.name ? -1 : a.school.name > b.school.name ? 1 : 0),
  )
  return ordered.map((app) => {
    const words = deadlineWords(app, input.zone, input.offsetAt)
    const closed = app.status === 'submitted' || DECISION_STATUSES.includes(app.status)
    const clock = countdown(app.deadline_at === '' ? null : Date.parse(app.deadline_at), input.now)
    return {
      school: app.school.name,
      plan: app.plan === '' ? 'Plan not chosen' : labelOf(PLANS, app.plan),
      status: labelOf(STATUSES, app.status),
      deadline: words ? words.text : NO_DEADLINE,
      timeLeft: closed || !words ? '' : clock.text,
      urgency: closed ? 'closed' : clock.state,
      estimated: app.deadline_estimated,
    }
  })
}

function byDate(a: string, b: string): number {
  const day = (date: string) => (isIsoDate(date) ? dayNumber(date) : Infinity)
  return day(a) - day(b)
}

function deadlinesSection(input: ShareViewInput): SharedDeadlines {
  const today = dateInZone(input.now, input.zone, input.offsetAt)
  const schools = new Map(input.applications.map((app) => [app.id, app.school.name]))
  const tasks = [...input.tasks]
    .sort((a, b) => Number(a.done) - Number(b.done) || byDate(a.due, b.due))
    .map((task) => ({
      title: task.title,
      school: schools.get(task.application) ?? null,
      due: task.due === '' ? 'No date yet' : formatIsoDate(task.due),
      done: task.done,
      late: !task.done && isIsoDate(task.due) && dayNumber(task.due) < dayNumber(today),
    }))
  const aid = [...input.aidDates]
    .sort((a, b) => byDate(a.date, b.date))
    .map((item) => ({
      title: item.label.trim() === '' ? labelOf(AID_KINDS, item.kind) : item.label,
      date: item.date === '' ? 'No date yet' : formatIsoDate(item.date),
      done: item.done,
    }))
  return { applications: deadlineRows(input), tasks, aid }
}

/** The applications each essay is for: a personal statement's platform, a supplement's links. */
function essayApplications(essay: Essay, applications: readonly Application[]): Application[] {
  return essay.kind === 'personal'
    ? applications.filter((app) => statementPlatform(app.platform) === essay.platform)
    : applications.filter((app) => essay.applicationIds.includes(app.id))
}

const progress = (label: string, done: number, total: number) =>
  `${label} ${String(done)} of ${String(total)}`

function readinessSection(input: ShareViewInput): SharedReadiness {
  const report = readiness(
    input.applications.map((app) => ({ ...app, schoolName: app.school.name })),
    input.tasks,
    input.essays.map((essay) => ({
      status: essay.status,
      applications: essayApplications(essay, input.applications),
    })),
    input.recommenders,
    input.now,
  )
  return {
    // The report's own summary speaks to the student only when there is nothing to report.
    summary: report.rows.length === 0 ? 'No applications yet.' : report.summary,
    rows: report.rows.map((row) => ({
      school: row.schoolName,
      attention: row.attention,
      attentionLabel: ATTENTION_LABEL[row.attention],
      status: row.statusLabel,
      timeLeft: row.timeLeft,
      needs: row.needs,
      progress: [
        progress('Tasks', row.tasks.done, row.tasks.total),
        progress('essays', row.essays.done, row.essays.total),
        progress('recommenders', row.recommenders.done, row.recommenders.total),
      ].join(', '),
    })),
  }
}

function essayAbout(essay: Essay, applications: readonly Application[]): string {
  const schools = essayApplications(essay, applications).map((app) => app.school.name)
  if (essay.kind === 'personal') {
    const on = `on ${PLATFORM_LABELS[essay.platform]}`
    return schools.length === 0
      ? `Personal statement ${on}`
      : `Personal statement for ${schools.length === 1 ? '1 application' : `${String(schools.length)} applications`} ${on}`
  }
  return schools.length === 0 ? 'Not tied to an application yet' : `For ${schools.join(', ')}`
}

/**
 * "412 / 650 words", as the editor counts (count.ts, the portals' rule), with the digits grouped
 * without Intl, which the server lacks.
 */
function countWords(essay: Essay): string {
  const report = limitReport(countText(essay.text), essay.limit)
  if (!essay.limit) return plural(report.count, 'word')
  return `${grouped(report.count)} / ${grouped(essay.limit.max)} ${essay.limit.unit}`
}

function essaysSection(input: ShareViewInput): SharedEssay[] {
  return input.essays.map((essay) => ({
    id: input.share.comments ? essay.id : null,
    title: essay.title,
    about: essayAbout(essay, input.applications),
    prompt: essay.prompt,
    status: STATUS_LABELS[essay.status],
    count: countWords(essay),
    text: essay.text,
    revision: essay.revision,
    comments: input.comments
      .filter((comment) => comment.essay === essay.id)
      .map(({ quote, body, created, status }) => ({ quote, body, created, status })),
  }))
}

/**
 * Costs and financial aid: the cost of applying (fees, waivers, the CSS Profile, score reports)
 * and the admitted schools' aid offers, as /analytics counts them. One function, so the parts a
 * student adds after submitting (portals, scholarships) join it here.
 */
export function moneySection(input: ShareViewInput): SharedMoney {
  const cost = applyingCost(
    input.applications.map((app) =>
      costApplication(app, entriesFor(input, app), input.schools[app.university]),
    ),
    { cssWaiver: input.entries.cssFeeWaiver },
  )
  const offers = offersOf(input, (id) => input.schools[id]?.avg_net_price_2020_21 ?? null)
  const perYear = (amount: number | null) =>
    amount === null ? 'Offer not entered yet' : `${money(amount)} a year`
  return {
    cost: {
      summary: costInWords(cost),
      total: money(cost.totals.total),
      rows: cost.rows.map((row) => ({
        school: row.schoolName,
        // Analytics says "your figure" to the student; here it is the student's.
        fee:
          row.feeSource === 'yours' && row.fee !== null
            ? `${row.fee === 0 ? 'No fee' : money(row.fee)} (${firstName(input.studentName)}’s figure)`
            : row.feeText,
        waiver:
          row.waiver === 'granted'
            ? 'Waiver granted'
            : row.waiver === 'pending'
              ? 'Waiver requested'
              : '',
        subtotal: money(row.subtotal),
        runningTotal: money(row.runningTotal),
      })),
    },
    offers: {
      summary: offersInWords(offers),
      rows: offers.columns.map((column) => ({
        school: column.schoolName,
        netPrice: perYear(column.netAfterOutside),
        borrowed: !column.entered ? '' : column.borrowed === 0 ? 'None' : perYear(column.borrowed),
        average: `${AVERAGE_NET_PRICE_LABEL}: ${column.averageNetPrice}`,
        flags: column.flags.map((flag) => flag.words),
      })),
    },
  }
}

// Analytics' own summaries speak to the student ("waivers you requested"); a supporter reads
// the same figures in the third person.
function costInWords(cost: ApplyingCost): string {
  if (cost.rows.length === 0) return 'No applications yet.'
  const { total, waived, pendingWaivers } = cost.totals
  const parts = [`Applying to ${plural(cost.rows.length, 'school')} costs ${money(total)}`]
  if (waived > 0) parts.push(`after ${money(waived)} in fee waivers`)
  const pending =
    pendingWaivers > 0
      ? ` Waivers requested or planned would take off ${money(pendingWaivers)}.`
      : ''
  const missing =
    cost.notCounted.length > 0
      ? ` Not counted, not known yet: ${listInWords(cost.notCounted)}.`
      : ''
  return `${parts.join(', ')}.${pending}${missing}`
}

function offersInWords(offers: OfferComparison): string {
  if (offers.columns.length === 0) return 'No admissions yet.'
  const priced = offers.columns.find((column) => column.netAfterOutside !== null)
  const lowest =
    priced && priced.netAfterOutside !== null
      ? ` Lowest net price: ${priced.schoolName}, ${money(priced.netAfterOutside)} a year after grants and scholarships; loans are not counted as aid.`
      : ''
  const waiting = offers.columns.filter((column) => !column.entered).length
  const missing = waiting > 0 ? ` ${plural(waiting, 'offer')} not entered yet.` : ''
  return `Admitted to ${plural(offers.columns.length, 'school')}.${lowest}${missing}`
}

const SECTIONS: { [S in ShareScope]: (input: ShareViewInput) => SharedSections[S] } = {
  list: (input) => input.list.map((u) => ({ name: u.name, place: `${u.city}, ${u.state}` })),
  deadlines: deadlinesSection,
  readiness: readinessSection,
  essays: essaysSection,
  money: moneySection,
  quiz: (input) =>
    describeAnswers(input.quizAnswers).map(({ question, answer }) => ({ question, answer })),
}

/** The supporter's view of one share: its scope's parts and nothing more. */
export function sharedView(input: ShareViewInput): SharedView {
  const scope = SHARE_SCOPES.filter((s) => input.share.scope.includes(s))
  const sections: SharedSections = {}
  for (const part of scope) Object.assign(sections, { [part]: SECTIONS[part](input) })
  return {
    firstName: firstName(input.studentName),
    label: input.share.label,
    expires: formatIsoDate(dateInZone(input.share.expires, input.zone, input.offsetAt)),
    comments: input.share.comments && scope.includes('essays'),
    scope,
    sections,
  }
}
