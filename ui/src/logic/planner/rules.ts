/**
 * Plan rules between applications, in plain words: one binding Early Decision at a time (an ED II
 * may follow an ED deferral or denial), one Restrictive Early Action, what a Restrictive EA rules
 * out, and the net price calculator before a binding plan; and this cycle's Common App rules
 * (reviewed data, ADR 0071): its decision plans and no first-year deadline before October 15.
 * Errors are refused by the server too (planConflict); warnings are advice, because schools' own
 * policies differ and a stated rule may still have its exceptions.
 */
import {
  COMMON_APP_PLANS,
  EARLIEST_COMMON_APP_DEADLINE,
  RULES_CYCLE,
} from '../cycle/application-rules.ts'
import { formatIsoDay, type IsoDate } from './calendar-date.ts'
import {
  BINDING_PLANS,
  labelOf,
  PLANS,
  type Plan,
  type PlannerSchool,
  type Platform,
  type Status,
} from './model.ts'
import { isCommonAppPlan } from './plan-types.ts'

export type RuleSubject = {
  id: string
  platform: Platform | ''
  plan: Plan | ''
  status: Status
  deadline_date: IsoDate
  net_price_checked: boolean
  school: Pick<PlannerSchool, 'name' | 'control' | 'net_price_calculator_url'>
  /** What the student recorded after a decision: a withdrawn application ties nothing. */
  decision?: { withdrawn: boolean }
}

export type RuleCode =
  | 'one-binding-plan'
  | 'one-restrictive-ea'
  | 'restrictive-ea-limits'
  | 'net-price-first'
  | 'binding-admit'
  | 'common-app-plan'
  | 'common-app-earliest-deadline'

export type PlanFinding = {
  code: RuleCode
  /** error: the server refuses it; warning: advice to act on. */
  severity: 'error' | 'warning'
  /** The applications it is about, the one to change first. */
  applicationIds: string[]
  message: string
  link?: { href: string; label: string }
}

/** Before a decision, while a binding or restrictive plan still ties the student. */
const PENDING: readonly Status[] = ['planning', 'in_progress', 'submitted']

/** A binding plan ties the student until the school defers, waitlists or denies them. */
export function isActiveBinding(app: Pick<RuleSubject, 'plan' | 'status'>): boolean {
  return (
    app.plan !== '' &&
    BINDING_PLANS.includes(app.plan) &&
    (PENDING.includes(app.status) || app.status === 'admitted')
  )
}

function isActiveRestrictive(app: Pick<RuleSubject, 'plan' | 'status'>): boolean {
  return app.plan === 'rea' && PENDING.includes(app.status)
}

function bindingMessage(candidate: RuleSubject, other: RuleSubject): string {
  const them = other.school.name
  if (candidate.plan === 'ed2' && other.plan === 'ed') {
    return `An Early Decision II application can follow your Early Decision only after ${them} defers or denies you. Until then, ${them} is your one binding choice.`
  }
  return `Only one binding Early Decision at a time: ${them} is already your binding choice. Change one of the two plans, or record ${them}'s decision first (an ED II can follow a deferral or denial).`
}

function restrictiveMessage(other: RuleSubject): string {
  return `Restrictive (single-choice) Early Action allows one early school: ${other.school.name} is already your Restrictive Early Action.`
}

/**
 * The rule a new or changed application would break against the student's others, as the server
 * words its refusal; null when it breaks none.
 */
export function planConflict(
  candidate: RuleSubject,
  others: readonly RuleSubject[],
): PlanFinding | null {
  const rest = others.filter((other) => other.id !== candidate.id)
  if (isActiveBinding(candidate)) {
    const other = rest.find(isActiveBinding)
    if (other) {
      return {
        code: 'one-binding-plan',
        severity: 'error',
        applicationIds: [candidate.id, other.id],
        message: bindingMessage(candidate, other),
      }
    }
  }
  if (isActiveRestrictive(candidate)) {
    const other = rest.find(isActiveRestrictive)
    if (other) {
      return {
        code: 'one-restrictive-ea',
        severity: 'error',
        applicationIds: [candidate.id, other.id],
        message: restrictiveMessage(other),
      }
    }
  }
  return null
}

function isPrivateOrUnknown(app: RuleSubject): boolean {
  return app.school.control !== 'public'
}

// The planner's core runs on the server without Intl, so it keeps its own (analytics' words.ts
// formats money with Intl).
function listInWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`
}

function listNames(apps: readonly RuleSubject[]): string {
  return listInWords(apps.map((app) => app.school.name))
}

/** Every rule finding across the student's applications, errors first. */
export function planFindings(apps: readonly RuleSubject[]): PlanFinding[] {
  const findings: PlanFinding[] = []
  // Conflicts already stored (say, from before a rule existed): report each pair once.
  apps.forEach((app, index) => {
    const conflict = planConflict(app, apps.slice(0, index))
    if (conflict) findings.push(conflict)
  })

  for (const rea of apps.filter(isActiveRestrictive)) {
    const limited = apps.filter(
      (other) =>
        other.id !== rea.id &&
        PENDING.includes(other.status) &&
        (other.plan === 'ed' || (other.plan === 'ea' && isPrivateOrUnknown(other))),
    )
    if (limited.length > 0) {
      findings.push({
        code: 'restrictive-ea-limits',
        severity: 'warning',
        applicationIds: [rea.id, ...limited.map((other) => other.id)],
        message: `${rea.school.name} is Restrictive Early Action, which usually rules out applying Early Decision anywhere and Early Action to other private colleges: ${listNames(limited)}. Check ${rea.school.name}'s policy; public universities' non-binding early plans are usually allowed.`,
      })
    }
  }

  for (const app of apps) {
    if (app.plan === '' || !BINDING_PLANS.includes(app.plan)) continue
    if (PENDING.includes(app.status) && !app.net_price_checked) {
      const url = app.school.net_price_calculator_url
      findings.push({
        code: 'net-price-first',
        severity: 'warning',
        applicationIds: [app.id],
        message: url
          ? `Early Decision is binding: if ${app.school.name} admits you, you are expected to enroll. Run its net price calculator before you apply.`
          : `Early Decision is binding: if ${app.school.name} admits you, you are expected to enroll. The catalogue has no link to its net price calculator; find it on the school's site before you apply.`,
        ...(url ? { link: { href: url, label: `${app.school.name}'s net price calculator` } } : {}),
      })
    }
    if (app.status === 'admitted') {
      const others = apps.filter(
        (other) =>
          other.id !== app.id && PENDING.includes(other.status) && !other.decision?.withdrawn,
      )
      if (others.length > 0) {
        findings.push({
          code: 'binding-admit',
          severity: 'warning',
          applicationIds: [app.id, ...others.map((other) => other.id)],
          message: `${app.school.name} admitted you under a binding plan: withdraw your other applications (${listNames(others)}), as the agreement asks, and pay no deposit elsewhere. Tick each one in Decisions once it is withdrawn.`,
        })
      }
    }
  }
  findings.push(...commonAppFindings(apps))
  return findings.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
}

/** Whether a date falls in the cycle the Common App rules describe. */
function inRulesCycle(date: IsoDate): boolean {
  return date >= RULES_CYCLE.starts && date <= RULES_CYCLE.ends
}

/**
 * This cycle's Common App rules on an open Common App application, each naming its source and
 * cycle: a plan Common App does not support, and a first-year deadline before October 15.
 */
function commonAppFindings(apps: readonly RuleSubject[]): PlanFinding[] {
  const findings: PlanFinding[] = []
  const cycle = RULES_CYCLE.name
  for (const app of apps) {
    if (app.platform !== 'common_app' || !PENDING.includes(app.status)) continue
    const name = app.school.name
    if (app.plan !== '' && !isCommonAppPlan(app.plan)) {
      const { source } = COMMON_APP_PLANS
      findings.push({
        code: 'common-app-plan',
        severity: 'warning',
        applicationIds: [app.id],
        message: `Common App has no "${labelOf(PLANS, app.plan)}" plan in ${cycle}: its plans are ${listInWords(COMMON_APP_PLANS.values.map((plan) => labelOf(PLANS, plan)))} (${source.name}, checked ${formatIsoDay(source.checked)}). Choose the plan ${name} lists on the Common App.`,
        link: { href: source.url, label: source.name },
      })
    }
    const earliest = EARLIEST_COMMON_APP_DEADLINE
    if (
      app.deadline_date !== '' &&
      inRulesCycle(app.deadline_date) &&
      app.deadline_date < earliest.date
    ) {
      const { source } = earliest
      findings.push({
        code: 'common-app-earliest-deadline',
        severity: 'warning',
        applicationIds: [app.id],
        message: `${name}'s deadline here is ${formatIsoDay(app.deadline_date)}, but Common App accepts no first-year fall deadline before ${formatIsoDay(earliest.date)} in the ${cycle} cycle (${source.name}, checked ${formatIsoDay(source.checked)}). Check the date on ${name}'s own page.`,
        link: { href: source.url, label: source.name },
      })
    }
  }
  return findings
}
