/**
 * The checks of a portal write (issue 26), run by the portal form as the student saves and by the
 * server on every write (through the planner's bundle, ADR 0042), so a refusal reads the same in
 * both places. Values arrive as the server reads them: the checklist's JSON may hold anything.
 */
import { isEmail, type FieldErrors } from '../validation/fields.ts'
import type { IsoDate } from './calendar-date.ts'
import { isNotFuture } from './deadline.ts'
import { dateProblem, PLANNER_LIMITS, PLANNER_MESSAGES } from './list-checks.ts'
import { PORTAL_ITEMS, RECOMMENDATION_PREFIX, type PortalValues } from './portal.ts'
import { textProblem as textRule } from '../validation/text-rule.ts'

/** The one text rule of stored strings (ADR 0075): these fields hold one line. */
const textProblem = (value: string) => textRule(value, 'single')

export const PORTAL_MESSAGES = {
  url: "Enter the portal's full address, starting with https://.",
  item: 'Choose received or not needed for an item of this application.',
  applicationNeeded: 'The application itself is always needed: mark it received or leave it.',
  password:
    'College Compass never keeps passwords: keep yours in a password manager, not in the planner.',
  sameApplication: 'This stays with its application: open the other application to track its own.',
} as const

const HTTPS_URL = /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i
/** Body fields or address parameters that would carry a password. */
const PASSWORD_NAME = /pass(word|wd|code)?$|^pwd$|secret|^pin$/i
const ITEM_KINDS: readonly string[] = PORTAL_ITEMS.map((item) => item.value)

/** Whether a name (a body field, an address parameter) looks like it holds a password. */
export function looksLikePassword(name: string): boolean {
  return PASSWORD_NAME.test(name)
}

function urlProblem(value: string): string | null {
  if (value === '') return null
  if (value.length > PLANNER_LIMITS.url || !HTTPS_URL.test(value)) return PORTAL_MESSAGES.url
  const query = value.includes('?') ? value.slice(value.indexOf('?') + 1).split('#')[0] : ''
  const names = (query ?? '').split('&').map((pair) => pair.split('=')[0] ?? '')
  return names.some(looksLikePassword) ? PORTAL_MESSAGES.password : null
}

export type PortalField = keyof PortalValues

/**
 * Field messages for a portal as the form and the server hold it (trimmed). `recommenderIds` are
 * the student's recommenders: a letter item names one of them.
 */
export function validatePortal(
  values: Omit<PortalValues, 'items'> & { items: unknown },
  today: IsoDate,
  recommenderIds: readonly string[],
): FieldErrors<PortalField> {
  const errors: FieldErrors<PortalField> = {}
  if (values.application === '') errors.application = PLANNER_MESSAGES.notYours
  const url = textProblem(values.url) ?? urlProblem(values.url)
  if (url) errors.url = url
  const email = values.login_email
  const emailText = textProblem(email)
  if (emailText) errors.login_email = emailText
  else if (email !== '' && (email.length > PLANNER_LIMITS.email || !isEmail(email)))
    errors.login_email = PLANNER_MESSAGES.email
  const items = itemsProblem(values.items, recommenderIds)
  if (items) errors.items = items
  if (values.checked_on !== '') {
    const problem = dateProblem(values.checked_on)
    if (problem) errors.checked_on = problem
    else if (!isNotFuture(values.checked_on, today)) errors.checked_on = PLANNER_MESSAGES.future
  }
  return errors
}

function itemsProblem(items: unknown, recommenderIds: readonly string[]): string | null {
  if (typeof items !== 'object' || items === null || Array.isArray(items))
    return PORTAL_MESSAGES.item
  const entries = Object.entries(items)
  if (entries.length > PORTAL_ITEMS.length + PLANNER_LIMITS.recommenders)
    return PORTAL_MESSAGES.item
  for (const [key, state] of entries) {
    const known =
      ITEM_KINDS.includes(key) ||
      (key.startsWith(RECOMMENDATION_PREFIX) &&
        recommenderIds.includes(key.slice(RECOMMENDATION_PREFIX.length)))
    if (!known || (state !== 'received' && state !== 'not_needed')) return PORTAL_MESSAGES.item
    if (key === 'application' && state === 'not_needed') return PORTAL_MESSAGES.applicationNeeded
  }
  return null
}

/** The values as the form and the server keep them: text trimmed, the address as typed. */
export function normalizePortal<V extends PortalValues>(values: V): V {
  return {
    ...values,
    url: values.url.trim(),
    login_email: values.login_email.trim().toLowerCase(),
    checked_on: values.checked_on.trim(),
  }
}
