/**
 * Wall-clock times in a named time zone (IANA, e.g. "America/New_York"). The zone rules come from
 * outside: the browser's Intl (intl-zone.ts) or, on the server, Go's time zone database
 * (pocketbase/pb_hooks/lib/planner-records.js). Everything else is computed here, once, so the browser's
 * preview and the server's stored instant agree (docs/adr/0043-deadlines-as-date-time-and-zone.md).
 */
import { dateAtOffset, formatIsoDate, parseIsoDate, type IsoDate } from './calendar-date.ts'

/** Minutes east of UTC that `zone`'s clocks show at `epochMs` (New York in winter: -300). */
export type OffsetAt = (zone: string, epochMs: number) => number

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Hours and minutes of "HH:MM" (24-hour), or null. */
export function parseTime(value: string): { hour: number; minute: number } | null {
  const match = TIME.exec(value)
  if (!match) return null
  return { hour: Number(match[1]), minute: Number(match[2]) }
}

/**
 * The instant a wall-clock time in `zone` names. Times that a clock change skips or repeats are
 * resolved as Go's time.Date resolves them (the server runs on Go), so both sides store the same
 * instant: Go reads the offset in force at the wall-clock time taken as if it were UTC, and keeps
 * it if the result is still in that offset's period, else takes the offset at the result. So a
 * skipped time (2:30 on a spring-forward night) lands after the change, and a repeated one lands
 * on the occurrence that Go's lookup finds (the first in the Americas, the second in Europe).
 */
export function zonedInstant(
  date: IsoDate,
  time: string,
  zone: string,
  offsetAt: OffsetAt,
): number {
  const day = parseIsoDate(date)
  const clock = parseTime(time)
  if (!day || !clock) throw new RangeError(`not a date and time: ${date} ${time}`)
  const asIfUtc = Date.UTC(day.year, day.month - 1, day.day, clock.hour, clock.minute)
  const guess = offsetAt(zone, asIfUtc)
  const instant = asIfUtc - guess * 60_000
  const actual = offsetAt(zone, instant)
  return actual === guess ? instant : asIfUtc - actual * 60_000
}

/** The calendar date in `zone` at `epochMs`. */
export function dateInZone(epochMs: number, zone: string, offsetAt: OffsetAt): IsoDate {
  return dateAtOffset(epochMs, offsetAt(zone, epochMs))
}

/** "11:59 PM" for minutes since midnight. */
function formatClock(minutes: number): string {
  const hour = Math.floor(minutes / 60)
  const minute = minutes % 60
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${String(twelve)}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

/** "New York time", "UTC": how a zone is named to the student, with no abbreviation guesswork. */
export function zoneLabel(zone: string): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC'
  const city = zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ')
  return `${city} time`
}

/** "Sun, Nov 1, 2026, 11:59 PM (New York time)": an instant as a clock in `zone` shows it. */
export function formatInstant(epochMs: number, zone: string, offsetAt: OffsetAt): string {
  const offset = offsetAt(zone, epochMs)
  const local = epochMs + offset * 60_000
  const minutes = Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / 60_000)
  return `${formatIsoDate(dateAtOffset(epochMs, offset))}, ${formatClock(minutes)} (${zoneLabel(zone)})`
}
