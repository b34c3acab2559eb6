import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countdown, deadlineInstant, typicalDeadline, type DeadlineFields } from './deadline.ts'
import { intlOffsetAt } from './intl-zone.ts'

const NOW = Date.parse('2026-10-05T16:00:00.000Z')
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('deadlineInstant', () => {
  const base: DeadlineFields = {
    deadline_date: '2026-11-01',
    deadline_time: '',
    deadline_zone_rule: 'student',
    deadline_zone: '',
  }

  it.each<[string, Partial<DeadlineFields>, string, string | null]>([
    ['11:59 pm in the student zone by default', {}, 'America/Chicago', '2026-11-02T05:59:00.000Z'],
    [
      'a time the school gives (after the fall-back)',
      { deadline_time: '17:00' },
      'America/Chicago',
      '2026-11-01T23:00:00.000Z',
    ],
    [
      "the school's zone when it says so",
      { deadline_zone_rule: 'school', deadline_zone: 'America/Los_Angeles' },
      'America/Chicago',
      '2026-11-02T07:59:00.000Z',
    ],
    ['unknown stays unknown', { deadline_date: '' }, 'America/Chicago', null],
  ])('%s', (_, overrides, zone, expected) => {
    const at = deadlineInstant({ ...base, ...overrides }, zone, intlOffsetAt)
    expect(at === null ? null : new Date(at).toISOString()).toBe(expected)
  })
})

describe('countdown', () => {
  it.each<[string, number | null, string, string]>([
    ['unknown', null, 'unknown', 'Deadline unknown'],
    ['weeks away', NOW + 26 * DAY + 5 * HOUR, 'upcoming', '26 days left'],
    ['exactly a week', NOW + 7 * DAY, 'soon', '7 days left'],
    ['two days', NOW + 2 * DAY + 3 * HOUR, 'soon', '2 days left'],
    ['one day and hours', NOW + DAY + 3 * HOUR + 10 * MIN, 'soon', '1 day, 3 hours left'],
    ['one day exactly', NOW + DAY, 'final', '1 day, 0 hours left'],
    ['hours', NOW + 5 * HOUR + 1 * MIN, 'final', '5 hours, 1 minute left'],
    ['minutes', NOW + 40 * MIN + 30_000, 'final', '40 minutes left'],
    ['seconds', NOW + 20_000, 'final', '1 minute left'],
    ['the very moment', NOW, 'passed', 'Passed today'],
    ['passed', NOW - 2 * DAY - HOUR, 'passed', 'Passed 2 days ago'],
  ])('%s', (_, at, state, text) => {
    expect(countdown(at, NOW)).toMatchObject({ state, text })
  })

  it('counts down: later deadlines never show less time left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -60 * DAY, max: 400 * DAY }),
        fc.integer({ min: 0, max: 30 * DAY }),
        (offset, extra) => {
          const a = countdown(NOW + offset, NOW)
          const b = countdown(NOW + offset + extra, NOW)
          expect(b.msLeft ?? 0).toBeGreaterThanOrEqual(a.msLeft ?? 0)
          const order = ['passed', 'final', 'soon', 'upcoming']
          expect(order.indexOf(b.state)).toBeGreaterThanOrEqual(order.indexOf(a.state))
        },
      ),
    )
  })
})

describe('typicalDeadline: labelled estimates only', () => {
  const school = {
    name: 'Tulane University of Louisiana',
    apply_url: 'https://admission.tulane.edu/apply',
  }
  it.each<[string, string, string | null]>([
    ['ed', '2026-10-05', '2026-11-01'],
    ['ea', '2026-11-01', '2026-11-01'],
    ['rea', '2026-11-02', '2027-11-01'],
    ['rd', '2026-10-05', '2027-01-01'],
    ['ed2', '2026-10-05', '2027-01-01'],
    ['rd', '2027-01-02', '2028-01-01'],
    ['rolling', '2026-10-05', null],
    ['priority', '2026-10-05', null],
    ['', '2026-10-05', null],
  ])('%s on %s: %s', (plan, today, date) => {
    const estimate = typicalDeadline(plan as never, today, school)
    expect(estimate?.date ?? null).toBe(date)
    if (estimate) {
      expect(estimate.label).toMatch(/an estimate/)
      expect(estimate.label).toContain("Check Tulane University of Louisiana's own date")
      expect(estimate.verifyUrl).toBe(school.apply_url)
    }
  })
})
