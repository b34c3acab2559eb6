import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  dateAtOffset,
  dayNumber,
  daysBetween,
  formatIsoDate,
  fromDayNumber,
  isoWeek,
  isoWeekday,
  parseIsoDate,
} from './calendar-date.ts'

const dates = fc
  .integer({ min: dayNumber('2000-01-01'), max: dayNumber('2099-12-31') })
  .map(fromDayNumber)

describe('calendar dates', () => {
  it.each<[string, { year: number; month: number; day: number } | null]>([
    ['2026-11-01', { year: 2026, month: 11, day: 1 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    ['2026-02-29', null],
    ['2026-02-30', null],
    ['2026-13-01', null],
    ['2026-1-01', null],
    ['26-11-01', null],
    ['2026-11-01T00:00', null],
    ['', null],
  ])('parseIsoDate(%j)', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected)
  })

  it.each<[string, number, string]>([
    ['2026-11-01', -42, '2026-09-20'],
    ['2027-01-01', -2, '2026-12-30'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected)
  })

  it.each<[string, number, string]>([
    ['1970-01-01', 3, 'Thu, Jan 1, 1970'],
    ['2026-11-23', 0, 'Mon, Nov 23, 2026'],
    ['2026-11-29', 6, 'Sun, Nov 29, 2026'],
  ])('%s is weekday %i: %s', (date, weekday, words) => {
    expect(isoWeekday(date)).toBe(weekday)
    expect(formatIsoDate(date)).toBe(words)
  })

  it.each<[string, string]>([
    ['2026-01-01', '2026-W01'],
    ['2021-01-03', '2020-W53'],
    ['2024-12-30', '2025-W01'],
    ['2026-11-23', '2026-W48'],
    ['2026-11-29', '2026-W48'],
    ['2026-11-30', '2026-W49'],
  ])('isoWeek(%s) = %s', (date, week) => {
    expect(isoWeek(date)).toBe(week)
  })

  it('adding days and counting them back agree', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -800, max: 800 }), (date, days) => {
        const later = addDays(date, days)
        expect(parseIsoDate(later)).not.toBeNull()
        expect(daysBetween(date, later)).toBe(days)
      }),
    )
  })

  it('a week holds seven days of one ISO week, Monday first', () => {
    fc.assert(
      fc.property(dates, (date) => {
        const monday = addDays(date, -isoWeekday(date))
        const week = Array.from({ length: 7 }, (_, i) => addDays(monday, i))
        expect(new Set(week.map(isoWeek)).size).toBe(1)
        expect(isoWeek(addDays(monday, 7))).not.toBe(isoWeek(monday))
      }),
    )
  })

  it('the date at an offset is the wall-clock date there', () => {
    const instant = Date.UTC(2026, 10, 2, 3, 30)
    expect(dateAtOffset(instant, -300)).toBe('2026-11-01')
    expect(dateAtOffset(instant, 0)).toBe('2026-11-02')
    expect(dateAtOffset(instant, 330)).toBe('2026-11-02')
  })
})
