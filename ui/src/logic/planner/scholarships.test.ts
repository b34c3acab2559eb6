import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeApplication, makeSchool } from '../../testing/planner-fixtures.ts'
import { weeklyAgenda } from './agenda.ts'
import { intlOffsetAt } from './intl-zone.ts'
import { buildCalendar } from './ics.ts'
import { dueAlerts } from './reminders.ts'
import {
  scholarshipAgendaItems,
  scholarshipAlertCandidates,
  scholarshipFeedDeadlines,
} from './scholarship-dates.ts'
import {
  emptyScholarship,
  normalizeScholarship,
  outsideAwards,
  SCHOLARSHIP_MESSAGES,
  validateScholarship,
  type Scholarship,
  type ScholarshipValues,
} from './scholarships.ts'

const known = (zone: string) => zone === 'America/Chicago' || zone === 'UTC'
const values = (overrides: Partial<ScholarshipValues>) =>
  normalizeScholarship({ ...emptyScholarship(), sponsor: 'Rotary Club', ...overrides })

const scholarship = (overrides: Partial<Scholarship>): Scholarship => ({
  ...emptyScholarship(),
  id: 's1',
  sponsor: 'Rotary Club',
  deadline_date: '2027-02-01',
  deadline_time: '23:59',
  deadline_at: '2027-02-02T05:59:00.000Z',
  ...overrides,
})

describe('validateScholarship', () => {
  it.each<
    [
      string,
      Partial<ScholarshipValues> & { amount?: unknown; requirements?: unknown },
      Record<string, string>,
    ]
  >([
    ['a sponsor and nothing else', {}, {}],
    ['no sponsor', { sponsor: '  ' }, { sponsor: SCHOLARSHIP_MESSAGES.sponsor }],
    [
      'a sponsor with a bidi override',
      { sponsor: 'Rotary \u202Ebulc' },
      { sponsor: SCHOLARSHIP_MESSAGES.text },
    ],
    ['a negative amount', { amount: -5 }, { amount: SCHOLARSHIP_MESSAGES.amount }],
    [
      'awarded without an amount',
      { status: 'awarded' },
      { amount: SCHOLARSHIP_MESSAGES.awardedAmount },
    ],
    ['awarded with one', { status: 'awarded', amount: 2_500 }, {}],
    [
      'an unknown requirement',
      { requirements: ['essay', 'bribe'] as never },
      { requirements: SCHOLARSHIP_MESSAGES.requirements },
    ],
    [
      'a requirement twice',
      { requirements: ['essay', 'essay'] },
      { requirements: SCHOLARSHIP_MESSAGES.requirements },
    ],
    [
      "the sponsor's own zone, unknown",
      { deadline_date: '2027-02-01', deadline_zone_rule: 'school', deadline_zone: 'Mars/Base' },
      { deadline_zone: "Choose the school's time zone from the list, such as Eastern Time." },
    ],
    [
      'a link that is not a web address',
      { url: 'javascript:alert(1)' },
      { url: 'Enter the full web address, starting with https://.' },
    ],
    ['an unknown status', { status: 'won' as never }, { status: SCHOLARSHIP_MESSAGES.status }],
  ])('%s', (_, overrides, errors) => {
    expect(
      validateScholarship(
        {
          ...values(overrides as Partial<ScholarshipValues>),
          ...('amount' in overrides ? { amount: overrides.amount } : {}),
          ...('requirements' in overrides ? { requirements: overrides.requirements } : {}),
        },
        known,
      ),
    ).toEqual(errors)
  })

  it("fills 23:59 for a date without a time, and keeps a zone only on the sponsor's clock", () => {
    expect(values({ deadline_date: '2027-02-01' }).deadline_time).toBe('23:59')
    expect(values({ deadline_zone: 'America/Chicago' }).deadline_zone).toBe('')
  })
})

describe('a scholarship in the agenda, the digest, the alerts and the feed', () => {
  it('shows a planned deadline with the sponsor and a fixed phrase, and drops it once applied', () => {
    expect(scholarshipAgendaItems([scholarship({})]).map((i) => [i.kind, i.title, i.at])).toEqual([
      ['scholarship', 'Rotary Club scholarship deadline', Date.parse('2027-02-02T05:59:00.000Z')],
    ])
    expect(scholarshipAgendaItems([scholarship({ status: 'applied' })])).toEqual([])
    expect(scholarshipAgendaItems([scholarship({ deadline_at: '' })])).toEqual([])
    const agenda = weeklyAgenda(
      { applications: [], tasks: [], aid: [], scholarships: [scholarship({})] },
      { now: Date.parse('2027-01-28T12:00:00Z'), zone: 'America/Chicago', offsetAt: intlOffsetAt },
    )
    expect(agenda.thisWeek.map((i) => i.key)).toEqual(['scholarship:s1'])
  })

  it('alerts once per deadline instant, as an application deadline does', () => {
    const candidates = scholarshipAlertCandidates([{ ...scholarship({}), zone: 'America/Chicago' }])
    const alerts = dueAlerts(
      {
        timezone: 'America/Chicago',
        reminders_enabled: true,
        weekly_digest: true,
        deadline_alerts: true,
        alert_days: 7,
      },
      candidates,
      Date.parse('2027-01-30T12:00:00Z'),
      new Set(),
    )
    expect(alerts.map((a) => [a.id, a.schoolName, a.planLabel])).toEqual([
      ['scholarship-s1', 'Rotary Club', 'scholarship'],
    ])
  })

  it('is a timed event in the calendar feed with its own UID', () => {
    const body = buildCalendar({
      calendarName: 'Test',
      now: 0,
      offsetAt: () => -360,
      plannerUrl: 'https://compass.example/planner/',
      deadlines: scholarshipFeedDeadlines([
        { ...scholarship({}), zone: 'America/Chicago', updated: 0 },
      ]),
      tasks: [],
      aid: [],
    })
    expect(body).toContain('UID:deadline-scholarship-s1@planner.college-compass')
    expect(body).toContain('SUMMARY:Deadline: Rotary Club (scholarship)')
    expect(body).toContain('DTSTART:20270202T055900Z')
  })
})

describe('outside aid', () => {
  it('counts only awarded scholarships with an amount, for their school or any school', () => {
    const school = makeSchool({ id: 'u', name: 'Rice' })
    makeApplication({ id: 'a', school })
    expect(
      outsideAwards([
        scholarship({ id: '1', status: 'awarded', amount: 1_000, application: 'a' }),
        scholarship({ id: '2', status: 'applied', amount: 5_000 }),
        scholarship({ id: '3', status: 'awarded', amount: 500, renewable: true }),
      ]),
    ).toEqual([
      { id: '1', sponsor: 'Rotary Club', amount: 1_000, renewable: false, application: 'a' },
      { id: '3', sponsor: 'Rotary Club', amount: 500, renewable: true, application: '' },
    ])
  })

  it('never counts a scholarship that is not awarded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('planning', 'applied', 'awarded', 'not_awarded' as const),
        fc.integer({ min: 0, max: 10_000 }),
        (status, amount) => {
          const awards = outsideAwards([scholarship({ status, amount })])
          expect(awards.length).toBe(status === 'awarded' ? 1 : 0)
        },
      ),
    )
  })
})
