// Which day a deadline falls on, asked of every view that puts one on a day (ADR 0078): the
// planner's card, agenda and backward plan, the dashboard's "what's next", the calendar feed, the
// reminder e-mails, /essays, and analytics' workload and readiness. One table of students and
// deadlines across zones; each row must read the same day everywhere.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ANALYTICS_ANSWERS, ANALYTICS_SETTINGS } from '../../testing/analytics-fixtures.ts'
import { makeEssay } from '../../testing/essay-fixtures.ts'
import { makeApplication, makeSchool } from '../../testing/planner-fixtures.ts'
import type { AnalyticsInput } from '../analytics/report-input.ts'
import { readinessReport } from '../analytics/readiness.ts'
import { workloadReport } from '../analytics/workload.ts'
import { dueDay, dueOf, dueWords } from '../essays/due.ts'
import { weeklyAgenda } from './agenda.ts'
import { backwardPlan } from './backward-plan.ts'
import { addDays, formatIsoDate, isoWeekday, type IsoDate } from './calendar-date.ts'
import {
  applicationDeadlineDay,
  deadlineDay,
  deadlineZone,
  todayOf,
  zonedDeadline,
  type StudentClock,
} from './deadline-day.ts'
import { buildCalendar } from './ics.ts'
import { intlOffsetAt } from './intl-zone.ts'
import type { Application } from './model.ts'
import { deadlineWords } from './present.ts'
import { alertMail, digestMail } from './reminders.ts'
import { planSummary } from './summary.ts'
import { formatInstant, zonedInstant } from './zone.ts'

type Row = {
  student: string
  school: string
  rule: 'school' | 'student'
  zone: string
  date: IsoDate
  time: string
  /** How the student's clock reads that instant: the day it is there may differ. */
  studentSees: string
}

const CHICAGO = 'America/Chicago'
const HONOLULU = 'Pacific/Honolulu'

const ROWS: Row[] = [
  {
    student: CHICAGO,
    school: 'Pomona College',
    rule: 'school',
    zone: 'America/Los_Angeles',
    date: '2027-01-08',
    time: '23:59',
    studentSees: 'Sat, Jan 9, 2027, 1:59 AM (Chicago time)',
  },
  {
    student: CHICAGO,
    school: 'University of Michigan-Ann Arbor',
    rule: 'school',
    zone: 'America/Detroit',
    date: '2026-11-01',
    time: '23:59',
    studentSees: 'Sun, Nov 1, 2026, 10:59 PM (Chicago time)',
  },
  {
    student: CHICAGO,
    school: 'University of Hawaii at Manoa',
    rule: 'school',
    zone: HONOLULU,
    date: '2027-01-05',
    time: '23:59',
    studentSees: 'Wed, Jan 6, 2027, 3:59 AM (Chicago time)',
  },
  {
    student: CHICAGO,
    school: 'Harvard University',
    rule: 'student',
    zone: '',
    date: '2027-01-01',
    time: '23:59',
    studentSees: 'Fri, Jan 1, 2027, 11:59 PM (Chicago time)',
  },
  {
    student: HONOLULU,
    school: 'Harvard University',
    rule: 'school',
    zone: 'America/New_York',
    date: '2027-01-01',
    time: '23:59',
    studentSees: 'Fri, Jan 1, 2027, 6:59 PM (Honolulu time)',
  },
  // A deadline early in the school's morning falls on the day before on a clock far behind it.
  {
    student: HONOLULU,
    school: 'Harvard University',
    rule: 'school',
    zone: 'America/New_York',
    date: '2026-11-02',
    time: '02:00',
    studentSees: 'Sun, Nov 1, 2026, 9:00 PM (Honolulu time)',
  },
]

/** The application as the server stores it: the instant made from the date, time and zone. */
function applicationOf(row: Row, id = 'app'): Application {
  const fields = { deadline_zone_rule: row.rule, deadline_zone: row.zone }
  const at = zonedInstant(row.date, row.time, deadlineZone(fields, row.student), intlOffsetAt)
  return makeApplication({
    id,
    school: makeSchool({ id: `school-${id}`, name: row.school }),
    plan: 'rd',
    status: 'in_progress',
    deadline_date: row.date,
    deadline_time: row.time,
    ...fields,
    deadline_at: new Date(at).toISOString(),
  })
}

/** A clock `days` before the deadline's instant, in the student's zone. */
function clockBefore(app: Application, student: string, days: number): StudentClock {
  return {
    now: Date.parse(app.deadline_at) - days * 86_400_000,
    zone: student,
    offsetAt: intlOffsetAt,
  }
}

/** A supplement for the application, as /essays and analytics read it. */
function essayFor(app: Application, row: Row) {
  return makeEssay({
    id: `essay-${app.id}`,
    limit: { unit: 'words', max: 250 },
    applications: [
      {
        id: app.id,
        schoolName: row.school,
        deadline: app.deadline_at,
        deadlineZone: deadlineZone(app, row.student),
        platform: 'common_app',
      },
    ],
  })
}

function analyticsInput(app: Application, row: Row, clock: StudentClock): AnalyticsInput {
  return {
    answers: ANALYTICS_ANSWERS,
    settings: ANALYTICS_SETTINGS,
    list: [],
    otherSchools: [],
    applications: [app],
    tasks: [],
    recommenders: [],
    essays: [essayFor(app, row)],
    entries: { applications: {}, cssFeeWaiver: false, outsideAwards: [] },
    today: todayOf(clock),
    now: clock.now,
    zone: row.student,
    offsetAt: intlOffsetAt,
  }
}

const title = (row: Row) =>
  `${row.school}, ${row.date} ${row.time} ${row.rule === 'school' ? row.zone : "on the student's clock"}, for a student in ${row.student}`

describe('the day a deadline falls on: its own date on its own clock, in every view', () => {
  it.each(ROWS.map((row) => [title(row), row] as const))('%s', (_, row) => {
    const app = applicationOf(row)
    const day = row.date
    const words = formatIsoDate(day)
    const clock = clockBefore(app, row.student, 30)

    // The rule itself, from the stored instant and the zone the deadline is set in.
    expect(deadlineDay(zonedDeadline(app, row.student)!, intlOffsetAt)).toBe(day)
    expect(applicationDeadlineDay(app, clock)).toBe(day)
    // The student's own clock may say another day: that is the "for you" line, not the day.
    expect(formatInstant(Date.parse(app.deadline_at), row.student, intlOffsetAt)).toBe(
      row.studentSees,
    )

    // The planner: the application's card, its backward plan and the weekly agenda.
    expect(deadlineWords(app, row.student, intlOffsetAt)?.text).toMatch(new RegExp(`^${words}, `))
    const submit = backwardPlan(app, app.school).find((task) => task.kind === 'submit')
    expect(submit?.due).toBe(addDays(day, -2))
    const agenda = weeklyAgenda({ applications: [app], tasks: [], aid: [] }, clock)
    expect(agenda.later.map((item) => item.date)).toEqual([day])
    // The dashboard's "what's next", six days out.
    const next = planSummary(
      { applications: [app], tasks: [], aidDates: [] },
      clockBefore(app, row.student, 6),
    )
    expect(next?.next.filter((item) => item.kind === 'deadline').map((item) => item.date)).toEqual([
      day,
    ])

    // The calendar feed: the deadline said on its own clock, the plan's steps as all-day dates.
    const feed = buildCalendar({
      calendarName: 'Plan',
      now: clock.now,
      offsetAt: intlOffsetAt,
      plannerUrl: 'https://example.test/planner/',
      deadlines: [
        {
          id: app.id,
          schoolName: row.school,
          planLabel: 'Regular Decision',
          at: Date.parse(app.deadline_at),
          zone: deadlineZone(app, row.student),
          estimated: false,
          sourceUrl: '',
          updated: clock.now,
        },
      ],
      tasks: [{ id: 'submit', title: 'Submit', date: submit?.due ?? '', updated: clock.now }],
      aid: [],
    })
    expect(feed.replace(/\r\n /g, '').replace(/\\,/g, ',')).toContain(`Due ${words}, `)
    expect(feed).toContain(`DTSTART;VALUE=DATE:${addDays(day, -2).replace(/-/g, '')}`)

    // The reminder e-mails: an alert and the weekly digest word it on its own clock.
    const links = { planner: 'https://example.test/planner/', stop: 'https://example.test/stop' }
    const candidate = {
      id: app.id,
      schoolName: row.school,
      planLabel: 'Regular Decision',
      status: app.status,
      at: Date.parse(app.deadline_at),
      zone: deadlineZone(app, row.student),
    }
    const soon = clockBefore(app, row.student, 2)
    expect(alertMail('Maya', [candidate], soon.now, intlOffsetAt, links).text).toContain(
      `due ${words}, `,
    )
    const week = weeklyAgenda({ applications: [app], tasks: [], aid: [] }, soon)
    expect(digestMail('Maya', week, row.student, intlOffsetAt, links).text).toContain(
      `${row.school} deadline: ${words}, `,
    )

    // /essays: the essay is due that day, said as the planner says it.
    const essay = essayFor(app, row)
    const due = dueOf(essay)!
    expect(dueDay(due, intlOffsetAt, row.student)).toBe(day)
    expect(dueWords(due, intlOffsetAt, row.student)).toMatch(new RegExp(`^${words}, `))

    // Analytics: readiness dates it that day, and the workload puts the essay's words and the
    // deadline in the same week: the week of that day.
    const input = analyticsInput(app, row, clock)
    expect(readinessReport(input).rows[0]?.deadlineDate).toBe(day)
    const workload = workloadReport(input)
    const last = workload.weeks.at(-1)
    expect(last?.start).toBe(addDays(day, -isoWeekday(day)))
    expect(last?.deadlines).toEqual([row.school])
    expect(last?.words).toBeGreaterThan(0)
  })
})

describe('whether a deadline has passed counts from its instant, not from a day', () => {
  const [pomona, eastern] = [ROWS[0]!, ROWS[4]!]

  it.each([
    // 1:00 am on Jan 9 in Chicago: Pomona's Jan 8 is yesterday there, but it is 11:00 pm in
    // Los Angeles and an hour is left. Due now, not late.
    ['Pomona, an hour before, read in Chicago', pomona, CHICAGO, -60, 'thisWeek'],
    ['Pomona, a minute after, read in Chicago', pomona, CHICAGO, 1, 'late'],
    // 7:30 pm on Jan 1 in Honolulu: still Jan 1 there, but the Eastern deadline passed at 6:59.
    ['an Eastern deadline, half an hour after, read in Honolulu', eastern, HONOLULU, 31, 'late'],
    ['an Eastern deadline, an hour before, read in Honolulu', eastern, HONOLULU, -60, 'thisWeek'],
  ] as const)('%s: %s', (_, row, student, minutes, list) => {
    const app = applicationOf(row)
    const now = Date.parse(app.deadline_at) + minutes * 60_000
    const clock = { now, zone: student, offsetAt: intlOffsetAt }
    const agenda = weeklyAgenda({ applications: [app], tasks: [], aid: [] }, clock)
    expect(agenda[list].map((item) => item.key)).toEqual([`deadline:${app.id}`])
    const input = analyticsInput(app, row, clock)
    expect(readinessReport(input).rows[0]?.attention).toBe(list === 'late' ? 'late' : 'urgent')
    // The workload keeps an open deadline in this week, and drops it once it has passed.
    const week = workloadReport(input).weeks[0]
    expect(week?.deadlines ?? []).toEqual(list === 'late' ? [] : [row.school])
  })
})

describe('the stored date and the rule agree for every date, time and zone', () => {
  const zones = [
    'America/Los_Angeles',
    'America/Detroit',
    'America/Chicago',
    'America/Phoenix',
    'Pacific/Honolulu',
    'America/Anchorage',
    'America/Puerto_Rico',
    'Pacific/Guam',
    'Europe/London',
    'Asia/Kolkata',
  ]
  it('deadlineDay of the instant the server makes from a date and time is that date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 730 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom(...zones),
        (offset, hour, minute, zone) => {
          const date = addDays('2026-08-01', offset)
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
          const at = zonedInstant(date, time, zone, intlOffsetAt)
          expect(deadlineDay({ at, zone }, intlOffsetAt)).toBe(date)
        },
      ),
    )
  })
})
