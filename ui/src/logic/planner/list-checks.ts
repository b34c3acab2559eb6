/**
 * The planner's limits and messages, and the checks of the two small forms under a list (a task, an
 * aid date): the task and aid lists draw their forms at once, so they read this module alone, not
 * the other forms' checks (validation.ts, which re-exports it), which load with those forms. The
 * server runs the same checks (through its bundle of this folder). The one text rule (control
 * characters, ADR 0075) is the server's alone for these two fields: the lists are at their
 * JavaScript budget, and the server's 400 lands on the same field in the same words.
 */
import type { FieldErrors } from '../validation/fields.ts'
import { parseIsoDate, type IsoDate } from './calendar-date.ts'
import { AID_KINDS, isOneOf, type AidDate } from './model.ts'

export const PLANNER_LIMITS = {
  url: 2000,
  taskTitle: 200,
  aidLabel: 120,
  recommenderName: 100,
  email: 254,
  feeMax: 1000,
  alertDaysMin: 1,
  alertDaysMax: 30,
  /** Per student, against runaway scripts; far above any real plan. */
  applications: 100,
  tasks: 1000,
  aidDates: 200,
  recommenders: 50,
} as const

/** The years a planner date may fall in; the date pickers offer the same span. */
export const PLANNER_YEARS = { first: 2000, last: 2099 } as const

export const PLANNER_MESSAGES = {
  university: 'Choose a school from your list.',
  choice: 'Choose one of the options in the list.',
  date: 'Enter a real date, such as 2026-11-01.',
  year: 'Enter a year from 2000 to 2099.',
  time: 'Enter a time as hours and minutes, such as 23:59.',
  zone: "Choose the school's time zone from the list, such as Eastern Time.",
  studentZone: 'Choose your time zone from the list, such as America/Chicago.',
  url: 'Enter the full web address, starting with https://.',
  future: 'That date is still to come: enter the day it happened.',
  fee: "Enter the fee in dollars, from 0 to 1,000, or leave it empty if you don't know it.",
  taskTitle: 'Give the task a name.',
  taskDue: 'Enter the date the task is due, such as 2026-10-15.',
  aidLabel: 'Say what this date is for.',
  aidDate: 'Enter the date, such as 2027-02-15.',
  name: 'Enter their name.',
  email: 'Enter a valid e-mail address, or leave it empty.',
  askedOn: 'Enter the day you asked them.',
  alertDays: 'Choose a number of days from 1 to 30.',
  tooLong: (max: number) => `Keep it under ${String(max)} characters.`,
  // Checks only the server can make (it knows the student's other records):
  noStudentZone:
    'Choose your time zone in the planner settings first: a deadline is 11:59 pm in your zone unless the school says otherwise.',
  notOnList: 'Add this school to My List first.',
  sameSchool: 'An application stays with its school: add a new one for another school.',
  notYours: 'Choose one of your own applications.',
  computed: "This is worked out from the deadline's date, time and time zone: leave it out.",
  setByServer: 'This is set by the server.',
  generatedStep:
    "This step follows the application's deadline: tick it off, or add a task of your own.",
  customOnly: 'Add a task of your own here; the plan makes its steps from each application.',
  tooMany: (what: string, max: number) => `You can keep up to ${String(max)} ${what}.`,
} as const

const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i

/** An http(s) address a link can safely open (no javascript: or data: links). */
export function isWebAddress(value: string): boolean {
  return value.length <= PLANNER_LIMITS.url && HTTP_URL.test(value)
}

export function dateProblem(value: IsoDate): string | null {
  const parts = parseIsoDate(value)
  if (!parts) return PLANNER_MESSAGES.date
  if (parts.year < PLANNER_YEARS.first || parts.year > PLANNER_YEARS.last) {
    return PLANNER_MESSAGES.year
  }
  return null
}

export function optionalUrl(value: string): string | null {
  return value === '' || isWebAddress(value) ? null : PLANNER_MESSAGES.url
}

export type TaskValues = { title: string; due: IsoDate }

export function validateTask(values: TaskValues): FieldErrors<keyof TaskValues> {
  const errors: FieldErrors<keyof TaskValues> = {}
  const title = values.title.trim()
  if (title === '') errors.title = PLANNER_MESSAGES.taskTitle
  else if (title.length > PLANNER_LIMITS.taskTitle)
    errors.title = PLANNER_MESSAGES.tooLong(PLANNER_LIMITS.taskTitle)
  if (values.due === '') errors.due = PLANNER_MESSAGES.taskDue
  else {
    const problem = dateProblem(values.due)
    if (problem) errors.due = problem
  }
  return errors
}

export type AidValues = Pick<AidDate, 'kind' | 'label' | 'date' | 'source_url'>

export function validateAidDate(values: AidValues): FieldErrors<keyof AidValues> {
  const errors: FieldErrors<keyof AidValues> = {}
  if (!isOneOf(AID_KINDS, values.kind)) errors.kind = PLANNER_MESSAGES.choice
  const label = values.label.trim()
  if (label.length > PLANNER_LIMITS.aidLabel)
    errors.label = PLANNER_MESSAGES.tooLong(PLANNER_LIMITS.aidLabel)
  else if (values.kind === 'other' && label === '') errors.label = PLANNER_MESSAGES.aidLabel
  if (values.date === '') errors.date = PLANNER_MESSAGES.aidDate
  else {
    const problem = dateProblem(values.date)
    if (problem) errors.date = problem
  }
  const urlError = optionalUrl(values.source_url.trim())
  if (urlError) errors.source_url = urlError
  return errors
}
