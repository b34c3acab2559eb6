import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AFTER_APPLICATIONS,
  AFTER_NOW,
  AFTER_TODAY,
  makeInterview,
  MICHIGAN_INTERVIEW,
  TULANE_INTERVIEW,
} from '../../testing/after-submit-fixtures.ts'
import { intlOffsetAt, isKnownZone } from './intl-zone.ts'
import {
  interviewFacts,
  thankYouDay,
  type InterviewStatus,
  type InterviewValues,
} from './interviews.ts'
import { dueInterviewReminders, interviewMail } from './interview-reminders.ts'
import {
  interviewInstant,
  INTERVIEW_MESSAGES,
  normalizeInterview,
  validateInterview,
} from './interview-checks.ts'
import { PLANNER_MESSAGES } from './list-checks.ts'
import type { ReminderSettings } from './reminders.ts'
import { TEXT_MESSAGES } from '../validation/text-rule.ts'
import { LINK_REMOVED } from '../validation/mail-title.ts'

const context = { today: AFTER_TODAY, isKnownZone }
const scheduled: InterviewValues = {
  application: 'a',
  status: 'scheduled',
  date: '2026-11-20',
  time: '16:00',
  zone_rule: 'school',
  zone: 'America/Chicago',
  place: 'https://tulane.zoom.us/j/5551234',
  with_whom: 'Dana Lee',
  thank_you_sent: false,
}

describe('validateInterview', () => {
  it.each<[string, Partial<InterviewValues>]>([
    ['a scheduled interview in the school’s zone', {}],
    ['one in the student’s zone, at a place', { zone_rule: 'student', zone: '', place: 'Room 4' }],
    ['an offer with no date yet', { status: 'offered', date: '', time: '' }],
    ['one done today, time forgotten', { status: 'done', date: AFTER_TODAY, time: '' }],
    ['no interview', { status: 'none', date: '', time: '', place: '', with_whom: '' }],
  ])('takes %s', (_, change) => {
    expect(validateInterview({ ...scheduled, ...change }, context)).toEqual({})
  })

  it.each<[string, Partial<InterviewValues>, string, string]>([
    [
      'an unknown status',
      { status: 'maybe' as InterviewStatus },
      'status',
      PLANNER_MESSAGES.choice,
    ],
    ['a scheduled one with no day', { date: '' }, 'date', INTERVIEW_MESSAGES.date],
    ['a scheduled one with no time', { time: '' }, 'time', INTERVIEW_MESSAGES.time],
    ['a done one with no day', { status: 'done', date: '' }, 'date', INTERVIEW_MESSAGES.date],
    [
      'a done one next week',
      { status: 'done', date: '2026-11-23' },
      'date',
      PLANNER_MESSAGES.future,
    ],
    ['a day that is not one', { date: '2026-11-31' }, 'date', PLANNER_MESSAGES.date],
    ['a time that is not one', { time: '4pm' }, 'time', PLANNER_MESSAGES.time],
    ['an unknown zone', { zone: 'Mars/Olympus' }, 'zone', PLANNER_MESSAGES.zone],
    [
      'an unknown zone rule',
      { zone_rule: 'theirs' as 'school' },
      'zone_rule',
      PLANNER_MESSAGES.choice,
    ],
    ['a broken link', { place: 'https://zoom us/j/1' }, 'place', INTERVIEW_MESSAGES.place],
    ['a control character in the place', { place: 'Room\u00074' }, 'place', TEXT_MESSAGES.single],
    [
      'a bidi override in the interviewer',
      { with_whom: '\u202eDana' },
      'with_whom',
      TEXT_MESSAGES.single,
    ],
    ['a very long place', { place: 'x'.repeat(301) }, 'place', PLANNER_MESSAGES.tooLong(300)],
    ['no application', { application: '' }, 'application', PLANNER_MESSAGES.notYours],
  ])('refuses %s', (_, change, field, message) => {
    expect(validateInterview({ ...scheduled, ...change }, context)).toEqual({ [field]: message })
  })

  it('keeps the zone only for the school’s rule, and trims', () => {
    expect(
      normalizeInterview({
        ...scheduled,
        zone_rule: 'student',
        place: ' Room 4 ',
        with_whom: ' Dana ',
      }),
    ).toMatchObject({ zone: '', place: 'Room 4', with_whom: 'Dana' })
  })
})

describe('interviewInstant', () => {
  it.each([
    ['4 pm in New Orleans', scheduled, 'America/New_York', '2026-11-20T22:00:00.000Z'],
    [
      '4 pm on the student’s clock',
      { ...scheduled, zone_rule: 'student' as const },
      'America/Los_Angeles',
      '2026-11-21T00:00:00.000Z',
    ],
  ])('%s', (_, values, studentZone, iso) => {
    expect(new Date(interviewInstant(values, studentZone, intlOffsetAt)!).toISOString()).toBe(iso)
  })

  it('is unknown without both a day and a time', () => {
    expect(interviewInstant({ ...scheduled, time: '' }, 'UTC', intlOffsetAt)).toBeNull()
    expect(interviewInstant({ ...scheduled, date: '' }, 'UTC', intlOffsetAt)).toBeNull()
  })
})

describe('thankYouDay', () => {
  it.each<[string, InterviewStatus, string, boolean, string | null]>([
    ['done last Friday', 'done', '2026-11-13', false, '2026-11-14'],
    ['done, note sent', 'done', '2026-11-13', true, null],
    ['scheduled, still to come', 'scheduled', '2026-11-20', false, null],
    ['scheduled today', 'scheduled', AFTER_TODAY, false, null],
    ['scheduled, the day has passed', 'scheduled', '2026-11-12', false, '2026-11-13'],
    ['offered', 'offered', '', false, null],
  ])('%s', (_, status, date, sent, expected) => {
    expect(thankYouDay({ status, date, thank_you_sent: sent }, AFTER_TODAY)).toBe(expected)
  })
})

describe('dueInterviewReminders', () => {
  const on: ReminderSettings = {
    timezone: 'America/New_York',
    reminders_enabled: true,
    weekly_digest: true,
    deadline_alerts: true,
    alert_days: 7,
  }
  const facts = (interviews = [TULANE_INTERVIEW, MICHIGAN_INTERVIEW]) =>
    interviewFacts(interviews, AFTER_APPLICATIONS, 'America/New_York')
  const HOUR = 3_600_000
  const tulaneAt = Date.parse(TULANE_INTERVIEW.at)
  const due = (now: number, today: string, sent = new Set<string>(), settings = on) =>
    dueInterviewReminders(settings, facts(), now, today, intlOffsetAt, sent)

  it('alerts within a day before the interview, wording its time in its own zone', () => {
    const reminders = dueInterviewReminders(
      on,
      facts([TULANE_INTERVIEW]),
      tulaneAt - 20 * HOUR,
      '2026-11-20',
      intlOffsetAt,
      new Set(),
    )
    expect(reminders.map((r) => r.key)).toEqual(['interview:interview-tulane:20261120T220000Z'])
    expect(reminders[0]?.line).toBe(
      'Interview with Tulane University of Louisiana: Fri, Nov 20, 2026, 4:00 PM (Chicago time), 20 hours, 0 minutes left',
    )
    expect(reminders[0]?.subject).toBe(
      'Interview with Tulane University of Louisiana in 20 hours, 0 minutes',
    )
  })

  it.each([
    ['the day it falls due', '2026-11-14', true],
    ['two days later', AFTER_TODAY, true],
    ['six days later', '2026-11-20', true],
    ['a week later', '2026-11-21', false],
  ])('reminds of the thank-you note %s', (_, today, expected) => {
    const keys = dueInterviewReminders(
      on,
      facts([MICHIGAN_INTERVIEW]),
      Date.parse(`${today}T17:00:00Z`),
      today,
      intlOffsetAt,
      new Set(),
    ).map((r) => r.key)
    expect(keys).toEqual(expected ? ['interview-thanks:interview-michigan'] : [])
  })

  it.each([
    ['more than a day ahead', tulaneAt - 25 * HOUR, '2026-11-19'],
    ['once it has started', tulaneAt + HOUR, '2026-11-20'],
  ])('sends no alert %s', (_, now, today) => {
    expect(due(now, today).filter((r) => r.kind === 'interview')).toEqual([])
  })

  it('sends each reminder once, and a moved interview earns a new alert', () => {
    const now = tulaneAt - 2 * HOUR
    const first = due(now, '2026-11-20')
    const sent = new Set(first.map((r) => r.key))
    expect(due(now, '2026-11-20', sent)).toEqual([])
    const moved = { ...TULANE_INTERVIEW, time: '17:00', at: '2026-11-20T23:00:00.000Z' }
    expect(
      dueInterviewReminders(on, facts([moved]), now, '2026-11-20', intlOffsetAt, sent).map(
        (r) => r.key,
      ),
    ).toEqual(['interview:interview-tulane:20261120T230000Z'])
  })

  it.each<[string, Partial<ReminderSettings>]>([
    ['reminders off', { reminders_enabled: false }],
    ['alerts off', { deadline_alerts: false }],
  ])('sends nothing with %s', (_, change) => {
    expect(due(AFTER_NOW, AFTER_TODAY, new Set(), { ...on, ...change })).toEqual([])
  })

  it("words a mail with schools and fixed phrases only, never the student's notes", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3 }), fc.string({ minLength: 3 }), (place, withWhom) => {
        const interviews = [
          { ...TULANE_INTERVIEW, place: `@@${place}`, with_whom: `##${withWhom}` },
          { ...MICHIGAN_INTERVIEW, place: `@@${place}`, with_whom: `##${withWhom}` },
        ]
        const reminders = dueInterviewReminders(
          on,
          interviewFacts(interviews, AFTER_APPLICATIONS, 'America/New_York'),
          tulaneAt - HOUR,
          '2026-11-20',
          intlOffsetAt,
          new Set(),
        )
        const mail = interviewMail('Maya Johnson', reminders, {
          planner: 'https://p/',
          stop: 'https://s/',
        })
        for (const text of [mail.subject, mail.text, mail.html]) {
          expect(text).not.toContain(`@@${place}`)
          expect(text).not.toContain(`##${withWhom}`)
        }
      }),
      { numRuns: 30 },
    )
  })

  it('quotes a school name typed by the student as every mail quotes typed text: no links', () => {
    const typed = AFTER_APPLICATIONS.map((app) =>
      app.id === TULANE_INTERVIEW.application
        ? { ...app, school: { ...app.school, name: 'Visit www.example.com now' } }
        : app,
    )
    const reminders = dueInterviewReminders(
      on,
      interviewFacts([TULANE_INTERVIEW], typed, 'America/New_York'),
      tulaneAt - HOUR,
      '2026-11-20',
      intlOffsetAt,
      new Set(),
    )
    const mail = interviewMail('Maya Johnson', reminders, {
      planner: 'https://p/',
      stop: 'https://s/',
    })
    expect(mail.subject).toBe(`Interview with Visit ${LINK_REMOVED} now in 1 hour, 0 minutes`)
    for (const text of [mail.subject, mail.text, mail.html])
      expect(text).not.toContain('example.com')
  })

  it('subjects a mail of several reminders by their count', () => {
    const reminders = due(tulaneAt - HOUR, '2026-11-20')
    const mail = interviewMail('Maya Johnson', reminders, {
      planner: 'https://p/',
      stop: 'https://s/',
    })
    expect(mail.subject).toBe('2 interview reminders')
    expect(mail.text).toContain(
      'Send a thank-you note for your University of Michigan-Ann Arbor interview (interview on Fri, Nov 13, 2026)',
    )
    expect(mail.text).toContain('Stop all reminders (one click, no sign-in): https://s/')
  })
})

describe('interviewFacts', () => {
  it('leaves out an interview whose application is gone', () => {
    const orphan = makeInterview({ id: 'x', application: 'gone' })
    expect(interviewFacts([orphan], AFTER_APPLICATIONS, 'UTC')).toEqual([])
  })
})
