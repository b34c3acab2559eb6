/**
 * The private calendar feed (RFC 5545), written on the server from the student's plan. Deadlines
 * are instants in UTC, so every calendar shows them at the right moment in its own zone without
 * time zone definitions; tasks and aid dates are all-day events. UIDs are the records' ids, so a
 * calendar updates an event in place when the plan changes.
 */
import { cleanText } from '../validation/text-rule.ts'
import { addDays, formatIsoDate, type IsoDate } from './calendar-date.ts'
import { formatInstant, type OffsetAt } from './zone.ts'

export type FeedDeadline = {
  id: string
  schoolName: string
  planLabel: string
  /** ms since the epoch. */
  at: number
  zone: string
  estimated: boolean
  sourceUrl: string
  updated: number
}
export type FeedDay = { id: string; title: string; date: IsoDate; updated: number; note?: string }

export type FeedInput = {
  calendarName: string
  /** When the feed is written (DTSTAMP). */
  now: number
  offsetAt: OffsetAt
  plannerUrl: string
  deadlines: readonly FeedDeadline[]
  /** Plan tasks still to do, with a date. */
  tasks: readonly FeedDay[]
  aid: readonly FeedDay[]
}

const UID_DOMAIN = 'planner.college-compass'

/**
 * TEXT (RFC 5545 3.3.11): control characters, which the format forbids, and anything else the
 * text rule never means (bidi overrides) are removed, even from text stored before the rule; then
 * backslash, semicolon, comma and line breaks are escaped.
 */
export function escapeText(value: string): string {
  return cleanText(value, 'multi')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  if (codePoint < 0x10000) return 3
  return 4
}

/** Folds a content line at 75 octets without splitting a character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  let out = ''
  let width = 0
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0)
    if (width + size > 75) {
      out += '\r\n '
      width = 1
    }
    out += char
    width += size
  }
  return out
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0')
}

/** 20261102T045900Z */
export function utcStamp(epochMs: number): string {
  const d = new Date(epochMs)
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
}

function dateValue(date: IsoDate): string {
  return date.replace(/-/g, '')
}

function dayEvent(prefix: string, day: FeedDay, stamp: string, plannerUrl: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${prefix}-${day.id}@${UID_DOMAIN}`,
    `DTSTAMP:${stamp}`,
    `LAST-MODIFIED:${utcStamp(day.updated)}`,
    `DTSTART;VALUE=DATE:${dateValue(day.date)}`,
    `DTEND;VALUE=DATE:${dateValue(addDays(day.date, 1))}`,
    `SUMMARY:${escapeText(day.title)}`,
    `DESCRIPTION:${escapeText(`${day.note ? `${day.note}\n` : ''}Due ${formatIsoDate(day.date)}. Your plan: ${plannerUrl}`)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]
}

/** The whole feed, CRLF line endings, folded. */
export function buildCalendar(input: FeedInput): string {
  const stamp = utcStamp(input.now)
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//College Compass//Planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(input.calendarName)}`,
    `X-WR-CALNAME:${escapeText(input.calendarName)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ]
  for (const deadline of input.deadlines) {
    const local = formatInstant(deadline.at, deadline.zone, input.offsetAt)
    const notes = [
      `Due ${local}.`,
      deadline.estimated ? 'This date is an estimate: check it with the school.' : '',
      deadline.sourceUrl ? `Source: ${deadline.sourceUrl}` : '',
      `Your plan: ${input.plannerUrl}`,
    ].filter(Boolean)
    lines.push(
      'BEGIN:VEVENT',
      `UID:deadline-${deadline.id}@${UID_DOMAIN}`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${utcStamp(deadline.updated)}`,
      `DTSTART:${utcStamp(deadline.at)}`,
      `SUMMARY:${escapeText(`Deadline: ${deadline.schoolName} (${deadline.planLabel})`)}`,
      `DESCRIPTION:${escapeText(notes.join('\n'))}`,
      ...(deadline.sourceUrl ? [`URL:${cleanText(deadline.sourceUrl, 'single')}`] : []),
      'END:VEVENT',
    )
  }
  for (const task of input.tasks) lines.push(...dayEvent('task', task, stamp, input.plannerUrl))
  for (const aid of input.aid) lines.push(...dayEvent('aid', aid, stamp, input.plannerUrl))
  lines.push('END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
