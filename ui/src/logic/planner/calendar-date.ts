/**
 * Calendar dates as the student writes them ("2026-11-01"), with no time and no zone. Arithmetic
 * runs on day numbers (days since 1970-01-01), so it is the same in the browser and in
 * PocketBase's JavaScript runtime, which has no Intl.
 */
export type IsoDate = string

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** The year, month (1-12) and day of a real calendar date, or null ("2026-02-30" is null). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  const probe = new Date(Date.UTC(year, month - 1, day))
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  )
    return null
  return { year, month, day }
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0')
}

/** Days since 1970-01-01 (negative before). Throws on a string that is not a real date. */
export function dayNumber(date: IsoDate): number {
  const parts = parseIsoDate(date)
  if (!parts) throw new RangeError(`not a calendar date: ${date}`)
  return Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS
}

export function fromDayNumber(days: number): IsoDate {
  const date = new Date(days * DAY_MS)
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days)
}

/** `to` minus `from`, in days. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from)
}

/** 0 for Monday ... 6 for Sunday (ISO 8601). */
export function isoWeekday(date: IsoDate): number {
  return (((dayNumber(date) + 3) % 7) + 7) % 7
}

/** The ISO week a date belongs to, e.g. "2026-W48" (weeks start on Monday). */
export function isoWeek(date: IsoDate): string {
  const thursday = dayNumber(date) - isoWeekday(date) + 3
  const year = new Date(thursday * DAY_MS).getUTCFullYear()
  const week = 1 + Math.floor((thursday - Date.UTC(year, 0, 1) / DAY_MS) / 7)
  return `${pad(year, 4)}-W${pad(week)}`
}

/** The calendar date at `epochMs` for a clock `offsetMinutes` east of UTC. */
export function dateAtOffset(epochMs: number, offsetMinutes: number): IsoDate {
  return fromDayNumber(Math.floor((epochMs + offsetMinutes * 60_000) / DAY_MS))
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** "Nov 1, 2026": a date without its weekday (when a fact was checked, a rule's date). */
export function formatDay(date: IsoDate): string {
  const parts = parseIsoDate(date)
  if (!parts) return date
  return `${MONTHS[parts.month - 1] ?? ''} ${String(parts.day)}, ${String(parts.year)}`
}

/** "Sun, Nov 1, 2026": the same words in the browser, the calendar feed and the e-mails. */
export function formatIsoDate(date: IsoDate): string {
  if (!parseIsoDate(date)) return date
  return `${WEEKDAYS[isoWeekday(date)] ?? ''}, ${formatDay(date)}`
}
