import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeApplication, SCHOOLS } from '../../testing/planner-fixtures.ts'
import { isKnownZone } from './intl-zone.ts'
import type { ApplicationValues } from './model.ts'
import {
  isWebAddress,
  normalizeApplication,
  parseFee,
  PLANNER_MESSAGES as M,
  validateAidDate,
  validateApplication,
  validateRecommender,
  validateSettings,
  validateTask,
} from './validation.ts'

const context = { today: '2026-10-05', isKnownZone }
const valid: ApplicationValues = makeApplication({
  id: 'a',
  school: SCHOOLS.tulane,
  deadline_date: '2026-11-01',
})

describe('validateApplication', () => {
  it('accepts a complete application and an all-unknown one', () => {
    expect(validateApplication(normalizeApplication(valid), context)).toEqual({})
    const unknown = {
      ...valid,
      platform: '',
      plan: '',
      deadline_date: '',
      fee: null,
      fee_waiver: '',
    } as const
    expect(validateApplication(normalizeApplication(unknown), context)).toEqual({})
  })

  it.each<
    [string, Partial<Omit<ApplicationValues, 'fee'>> & { fee?: unknown }, Record<string, string>]
  >([
    ['no school', { university: '' }, { university: M.university }],
    ['an unknown plan', { plan: 'super-early' as never }, { plan: M.choice }],
    ['an unknown platform', { platform: 'fax' as never }, { platform: M.choice }],
    ['an unknown status', { status: 'maybe' as never }, { status: M.choice }],
    ['a date that does not exist', { deadline_date: '2026-02-30' }, { deadline_date: M.date }],
    ['a US-style date', { deadline_date: '11/01/2026' }, { deadline_date: M.date }],
    ['a year far off', { deadline_date: '2126-11-01' }, { deadline_date: M.year }],
    ['a 12-hour time', { deadline_time: '11:59 PM' }, { deadline_time: M.time }],
    [
      "the school's zone, unnamed",
      { deadline_zone_rule: 'school', deadline_zone: '' },
      { deadline_zone: M.zone },
    ],
    [
      "the school's zone, unknown",
      { deadline_zone_rule: 'school', deadline_zone: 'Mars/Olympus' },
      { deadline_zone: M.zone },
    ],
    [
      'an unknown zone rule',
      { deadline_zone_rule: 'moon' as never },
      { deadline_zone_rule: M.choice },
    ],
    ['a script link', { source_url: 'javascript:alert(1)' }, { source_url: M.url }],
    ['a link without scheme', { source_url: 'tulane.edu/apply' }, { source_url: M.url }],
    ['checked in the future', { checked_on: '2026-10-07' }, { checked_on: M.future }],
    ['a negative fee', { fee: -5 }, { fee: M.fee }],
    ['a huge fee', { fee: 5000 }, { fee: M.fee }],
    ['a fee as text', { fee: '75' }, { fee: M.fee }],
    ['a fee in fractions of cents', { fee: 75.555 }, { fee: M.fee }],
    ['an unknown waiver state', { fee_waiver: 'lost' as never }, { fee_waiver: M.choice }],
  ])('%s', (_, overrides, errors) => {
    expect(
      validateApplication(
        normalizeApplication({ ...valid, ...overrides } as ApplicationValues),
        context,
      ),
    ).toEqual(errors)
  })

  it.each<[string, unknown]>([
    ['a fee with cents', 72.5],
    ['no fee', 0],
    ['an unknown fee', null],
    ['checked today', '2026-10-05'],
  ])('accepts %s', (_, value) => {
    const values =
      typeof value === 'string'
        ? { ...valid, checked_on: value }
        : { ...valid, fee: value as number | null }
    expect(validateApplication(normalizeApplication(values), context)).toEqual({})
  })

  it('normalizes: 11:59 pm by default, no time or zone without a reason, trimmed links', () => {
    expect(
      normalizeApplication({
        ...valid,
        deadline_time: ' ',
        deadline_zone: 'Asia/Tokyo',
        source_url: ' https://x.edu ',
      }),
    ).toMatchObject({ deadline_time: '23:59', deadline_zone: '', source_url: 'https://x.edu' })
    expect(
      normalizeApplication({ ...valid, deadline_date: '', deadline_time: '17:00' }).deadline_time,
    ).toBe('')
  })
})

describe('web addresses', () => {
  it.each<[string, boolean]>([
    ['https://admission.tulane.edu/apply', true],
    ['http://example.edu', true],
    ['HTTPS://EXAMPLE.EDU/A?B=1#C', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['https://', false],
    ['https://user@evil.example', false],
    ['https://a b.edu', false],
    [`https://x.edu/${'a'.repeat(2000)}`, false],
  ])('%s: %s', (url, ok) => {
    expect(isWebAddress(url)).toBe(ok)
  })
})

describe('parseFee', () => {
  it.each<[string, number | string | null]>([
    ['', null],
    ['  ', null],
    ['75', 75],
    ['$1,000', 1000],
    ['72.50', 72.5],
    ['seventy', 'seventy'],
  ])('%j -> %j', (text, value) => {
    expect(parseFee(text)).toBe(value)
  })

  it('any whole-dollar fee the form reads back is accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (fee) => {
        const parsed = parseFee(String(fee))
        expect(
          validateApplication(normalizeApplication({ ...valid, fee: parsed as number }), context),
        ).toEqual({})
      }),
    )
  })
})

describe('the other forms', () => {
  it.each<[Parameters<typeof validateTask>[0], Record<string, string>]>([
    [{ title: 'Visit campus', due: '2026-10-15' }, {}],
    [{ title: '  ', due: '2026-10-15' }, { title: M.taskTitle }],
    [{ title: 'x'.repeat(201), due: '2026-10-15' }, { title: M.tooLong(200) }],
    [{ title: 'Visit', due: '' }, { due: M.taskDue }],
    [{ title: 'Visit', due: '2026-13-01' }, { due: M.date }],
  ])('task %j', (values, errors) => {
    expect(validateTask(values)).toEqual(errors)
  })

  it.each<[Parameters<typeof validateAidDate>[0], Record<string, string>]>([
    [{ kind: 'state_priority', label: '', date: '2027-03-02', source_url: '' }, {}],
    [{ kind: 'other', label: '', date: '2027-03-02', source_url: '' }, { label: M.aidLabel }],
    [
      { kind: 'grant' as never, label: 'x', date: '', source_url: 'ftp://x' },
      { kind: M.choice, date: M.aidDate, source_url: M.url },
    ],
  ])('aid date %j', (values, errors) => {
    expect(validateAidDate(values)).toEqual(errors)
  })

  it.each<[Parameters<typeof validateRecommender>[0], Record<string, string>]>([
    [{ name: 'Ms. Rivera', role: 'teacher', email: '', asked_on: '', status: 'not_asked' }, {}],
    [
      {
        name: 'Ms. Rivera',
        role: 'teacher',
        email: 'r@school.example',
        asked_on: '2026-09-01',
        status: 'agreed',
      },
      {},
    ],
    [
      { name: '', role: 'principal' as never, email: 'rivera@', asked_on: '', status: 'not_asked' },
      { name: M.name, role: M.choice, email: M.email },
    ],
    [
      { name: 'R', role: 'teacher', email: '', asked_on: '', status: 'asked' },
      { asked_on: M.askedOn },
    ],
    [
      { name: 'R', role: 'teacher', email: '', asked_on: '2026-12-01', status: 'asked' },
      { asked_on: M.future },
    ],
    [
      { name: 'R', role: 'teacher', email: '', asked_on: '', status: 'forgot' as never },
      { status: M.choice },
    ],
  ])('recommender %j', (values, errors) => {
    expect(validateRecommender(values, '2026-10-05')).toEqual(errors)
  })

  it.each<[string, unknown, Record<string, string>]>([
    ['America/Chicago', 7, {}],
    ['America/Chicago', 30, {}],
    ['Mars/Olympus', 0, { timezone: M.studentZone, alert_days: M.alertDays }],
    ['UTC', 31, { alert_days: M.alertDays }],
    ['UTC', 2.5, { alert_days: M.alertDays }],
    ['UTC', '7', { alert_days: M.alertDays }],
  ])('settings %s, %j days', (timezone, alert_days, errors) => {
    expect(validateSettings({ timezone, alert_days }, isKnownZone)).toEqual(errors)
  })
})
