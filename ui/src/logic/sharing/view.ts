/**
 * What a supporter's page shows for one share: the parts its scope allows, each already in words
 * (docs/adr/0080-shared-links.md). The server builds it from the student's records with the very
 * rules the student's own pages run (the planner's deadlines, analytics' readiness, cost and
 * decisions, the quiz's words), so a supporter reads what the student reads. Nothing else leaves
 * the server: no record ids but an essay's when comments are allowed, no e-mail, no recommender's
 * name, no field the view does not show.
 *
 * This file is the view's shape; `sharedView` (shared-view.ts) builds it from one section module
 * per part: view-plan.ts (deadlines, readiness), view-essays.ts, view-money.ts.
 */
import type { AnalyticsEntries } from '../analytics/entries.ts'
import type { Attention } from '../analytics/readiness.ts'
import type { Essay } from '../essays/essay.ts'
import type { MatchUniversity } from '../matching/fields.ts'
import type { MatchSettings } from '../matching/settings.ts'
import type { CountdownState } from '../planner/deadline.ts'
import type { AidDate, Application, PlanTask, Recommender } from '../planner/model.ts'
import type { OffsetAt } from '../planner/zone.ts'
import type { QuizAnswers } from '../quiz/questions.ts'
import type { University } from '../university.ts'
import type { CommentStatus } from './comment.ts'
import type { ShareScope } from './share.ts'

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
