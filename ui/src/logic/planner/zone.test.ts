import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dateAtOffset } from './calendar-date.ts'
import { intlOffsetAt, isKnownZone } from './intl-zone.ts'
import { formatInstant, parseTime, zonedInstant, zoneLabel } from './zone.ts'

const iso = (ms: number) => new Date(ms).toISOString()

describe('zonedInstant: a wall-clock time in a zone, as Go resolves it', () => {
  it.each<[string, string, string, string]>([
    // date, time, zone, instant
    ['2026-11-01', '23:59', 'America/New_York', '2026-11-02T04:59:00.000Z'],
    ['2026-07-01', '23:59', 'America/New_York', '2026-07-02T03:59:00.000Z'],
    ['2027-01-01', '23:59', 'America/Los_Angeles', '2027-01-02T07:59:00.000Z'],
    ['2026-11-01', '23:59', 'Asia/Kolkata', '2026-11-01T18:29:00.000Z'],
    ['2026-11-01', '23:59', 'Pacific/Chatham', '2026-11-01T10:14:00.000Z'],
    ['2026-11-01', '00:00', 'UTC', '2026-11-01T00:00:00.000Z'],
    ['2026-11-01', '17:00', 'America/Phoenix', '2026-11-02T00:00:00.000Z'],
    // Spring forward: 2:30 does not exist; Go takes the offset after the change (EDT).
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T06:30:00.000Z'],
    ['2026-03-29', '02:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
    // Fall back: the hour happens twice; Go's lookup takes EDT in New York, CET in Berlin.
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-10-25', '02:30', 'Europe/Berlin', '2026-10-25T01:30:00.000Z'],
    // Lord Howe moves its clocks by half an hour; 2:15 is skipped.
    ['2026-10-04', '02:15', 'Australia/Lord_Howe', '2026-10-03T15:45:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(iso(zonedInstant(date, time, zone, intlOffsetAt))).toBe(expected)
  })

  it('refuses what is not a date and time', () => {
    expect(() => zonedInstant('2026-02-30', '23:59', 'UTC', intlOffsetAt)).toThrow(RangeError)
    expect(() => zonedInstant('2026-11-01', '24:00', 'UTC', intlOffsetAt)).toThrow(RangeError)
  })

  it('names the first instant that shows the given wall clock (any zone, any minute)', () => {
    const zones = [
      'America/New_York',
      'Europe/London',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'America/St_Johns',
      'Pacific/Apia',
    ]
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }),
        fc.constantFrom(...zones),
        (minute, zone) => {
          const instant = minute * 60_000
          const offset = intlOffsetAt(zone, instant)
          const wall = instant + offset * 60_000
          const date = dateAtOffset(instant, offset)
          const d = new Date(wall)
          const time = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`
          const found = zonedInstant(date, time, zone, intlOffsetAt)
          // The same instant, or the other occurrence of a repeated hour.
          expect(Math.abs(instant - found)).toBeLessThanOrEqual(60 * 60_000)
          expect(found + intlOffsetAt(zone, found) * 60_000).toBe(wall)
        },
      ),
    )
  })
})

describe('zone helpers', () => {
  it.each<[string, boolean]>([
    ['America/New_York', true],
    ['UTC', true],
    ['Asia/Kolkata', true],
    ['Asia/Calcutta', true],
    ['Mars/Olympus', false],
    ['', false],
    ['Local', false],
    ['america/new_york', false],
  ])('isKnownZone(%j) = %s', (zone, known) => {
    expect(isKnownZone(zone)).toBe(known)
  })

  it.each<[string, { hour: number; minute: number } | null]>([
    ['23:59', { hour: 23, minute: 59 }],
    ['00:00', { hour: 0, minute: 0 }],
    ['9:00', null],
    ['24:00', null],
    ['12:60', null],
    ['', null],
  ])('parseTime(%j)', (text, expected) => {
    expect(parseTime(text)).toEqual(expected)
  })

  it.each<[string, string]>([
    ['America/New_York', 'New York time'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires time'],
    ['UTC', 'UTC'],
  ])('zoneLabel(%s) = %s', (zone, label) => {
    expect(zoneLabel(zone)).toBe(label)
  })

  it.each<[string, string, string]>([
    ['2026-11-02T04:59:00.000Z', 'America/New_York', 'Sun, Nov 1, 2026, 11:59 PM (New York time)'],
    ['2026-11-02T04:59:00.000Z', 'UTC', 'Mon, Nov 2, 2026, 4:59 AM (UTC)'],
    ['2026-11-01T18:30:00.000Z', 'Asia/Kolkata', 'Mon, Nov 2, 2026, 12:00 AM (Kolkata time)'],
    ['2026-06-01T16:05:00.000Z', 'Europe/London', 'Mon, Jun 1, 2026, 5:05 PM (London time)'],
  ])('formatInstant(%s, %s)', (instant, zone, words) => {
    expect(formatInstant(Date.parse(instant), zone, intlOffsetAt)).toBe(words)
  })
})
