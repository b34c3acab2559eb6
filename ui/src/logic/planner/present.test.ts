import { describe, expect, it } from 'vitest'
import { makeApplication, SCHOOLS } from '../../testing/planner-fixtures.ts'
import { intlOffsetAt } from './intl-zone.ts'
import { deadlineWords, feeWords, provenance, reminderWords } from './present.ts'

describe('deadlineWords', () => {
  const base = makeApplication({
    id: 'a',
    school: SCHOOLS.tulane,
    deadline_date: '2026-11-01',
    deadline_time: '23:59',
    deadline_at: '2026-11-02T04:59:00.000Z',
  })

  it.each<[string, Partial<typeof base>, string, string | null]>([
    ["the student's zone", {}, 'Sun, Nov 1, 2026, 11:59 PM (New York time)', null],
    [
      "the school's zone, with the student's clock beside it",
      {
        deadline_zone_rule: 'school',
        deadline_zone: 'America/Los_Angeles',
        deadline_at: '2026-11-02T07:59:00.000Z',
      },
      'Sun, Nov 1, 2026, 11:59 PM (Los Angeles time)',
      'Mon, Nov 2, 2026, 2:59 AM (New York time)',
    ],
    [
      "the school's zone on the same clock",
      { deadline_zone_rule: 'school', deadline_zone: 'America/Detroit' },
      'Sun, Nov 1, 2026, 11:59 PM (Detroit time)',
      null,
    ],
  ])('%s', (_, overrides, text, mine) => {
    expect(deadlineWords({ ...base, ...overrides }, 'America/New_York', intlOffsetAt)).toEqual({
      text,
      onStudentClock: mine,
    })
  })

  it('unknown stays unknown', () => {
    expect(deadlineWords({ ...base, deadline_at: '' }, 'America/New_York', intlOffsetAt)).toBeNull()
  })
})

describe('provenance and fee', () => {
  it.each<[string, string, { href: string | null; site: string | null; checked: string | null }]>([
    [
      'https://admission.tulane.edu/apply/deadlines',
      '2026-09-28',
      {
        href: 'https://admission.tulane.edu/apply/deadlines',
        site: 'admission.tulane.edu',
        checked: 'Mon, Sep 28, 2026',
      },
    ],
    ['', '', { href: null, site: null, checked: null }],
  ])('%s checked %s', (source_url, checked_on, expected) => {
    expect(provenance({ source_url, checked_on })).toEqual(expected)
  })

  it.each<[number | null, string]>([
    [null, 'Unknown'],
    [0, 'No fee'],
    [75, '$75'],
    [72.5, '$72.50'],
  ])('%s -> %s', (fee, words) => {
    expect(feeWords(fee)).toBe(words)
  })
})

describe('reminderWords', () => {
  const on = { reminders_enabled: true, weekly_digest: true, deadline_alerts: true, alert_days: 7 }
  it.each<[string, Partial<typeof on>, string]>([
    [
      'both',
      {},
      'A weekly digest on Monday morning and an alert 7 days before each deadline, by e-mail to maya@example.com.',
    ],
    [
      'digest only',
      { deadline_alerts: false },
      'A weekly digest on Monday morning, by e-mail to maya@example.com.',
    ],
    [
      'one day before',
      { weekly_digest: false, alert_days: 1 },
      'An alert 1 day before each deadline, by e-mail to maya@example.com.',
    ],
    ['switched off', { reminders_enabled: false }, 'Off: no reminder e-mails.'],
    [
      'on, but nothing chosen',
      { weekly_digest: false, deadline_alerts: false },
      'Off: no reminder e-mails.',
    ],
  ])('%s', (_, patch, words) => {
    expect(reminderWords({ ...on, ...patch }, 'maya@example.com')).toBe(words)
  })
})
