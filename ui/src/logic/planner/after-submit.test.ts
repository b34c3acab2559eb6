import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import {
  AFTER_APPLICATIONS,
  AFTER_CLOCK,
  AFTER_NOW,
  AFTER_RECOMMENDERS,
  AFTER_TODAY,
  makePortal,
  MICHIGAN_INTERVIEW,
  TULANE_INTERVIEW,
  TULANE_PORTAL,
} from '../../testing/after-submit-fixtures.ts'
import { afterSubmitFeed, afterSubmitItems } from './after-submit.ts'
import { weeklyAgenda } from './agenda.ts'
import { buildCalendar } from './ics.ts'
import { intlOffsetAt } from './intl-zone.ts'
import { digestMail } from './reminders.ts'

const plan = {
  applications: AFTER_APPLICATIONS,
  portals: [TULANE_PORTAL],
  interviews: [TULANE_INTERVIEW, MICHIGAN_INTERVIEW],
  recommenders: AFTER_RECOMMENDERS,
}

describe('the agenda after submitting', () => {
  it('nudges each sent application with items missing, holds the interview and the thank-you notes', () => {
    const agenda = weeklyAgenda({ ...plan, tasks: [], aid: [] }, AFTER_CLOCK)
    const keys = (items: { key: string; title: string }[]) => items.map((i) => [i.key, i.title])
    expect(keys(agenda.late)).toEqual([
      [
        'interview-thanks:interview-michigan',
        'Send a thank-you note for your University of Michigan-Ann Arbor interview',
      ],
    ])
    expect(keys(agenda.thisWeek)).toEqual([
      // Michigan's portal was never looked at: today. Tulane's was on Thursday: a week later.
      [
        'portal:app-michigan',
        'Check the University of Michigan-Ann Arbor portal: 7 items not shown yet',
      ],
      [
        'portal:app-tulane',
        'Check the Tulane University of Louisiana portal: 2 items not shown yet',
      ],
      ['interview:interview-tulane', 'Interview with Tulane University of Louisiana'],
    ])
    expect(agenda.thisWeek[2]?.at).toBe(Date.parse('2026-11-20T22:00:00.000Z'))
    // The application still being written has its deadline, no nudge.
    expect(keys(agenda.later)).toEqual([['deadline:app-harvard', 'Harvard University deadline']])
  })

  it('adds nothing for a caller that does not track portals or interviews', () => {
    expect(afterSubmitItems({ applications: AFTER_APPLICATIONS }, AFTER_CLOCK)).toEqual([])
  })

  it('thanks a recommender once every letter is in, naming them on the page only', () => {
    const portals = [
      TULANE_PORTAL,
      makePortal({
        id: 'p2',
        application: 'app-michigan',
        items: { 'recommendation:rec-chen': 'received' },
        checked_on: '2026-11-15',
      }),
    ]
    const items = afterSubmitItems({ ...plan, portals }, AFTER_CLOCK)
    const thanks = items.find((item) => item.key === 'recommender-thanks:rec-chen')
    expect(thanks).toMatchObject({
      kind: 'thanks',
      date: '2026-11-15',
      detail: 'Mr. Chen',
      title:
        'Thank your recommender for Tulane University of Louisiana and 1 more school: every letter is in',
    })
    const mail = digestMail(
      'Maya Johnson',
      weeklyAgenda({ ...plan, portals, tasks: [], aid: [] }, AFTER_CLOCK),
      'America/New_York',
      intlOffsetAt,
      { planner: 'https://p/', stop: 'https://s/' },
    )
    expect(mail.text).toContain(
      'Thank your recommender for Tulane University of Louisiana and 1 more school',
    )
    // On its own clock, as a deadline is (ADR 0078): the school's, in New Orleans.
    expect(mail.text).toContain(
      'Interview with Tulane University of Louisiana: Fri, Nov 20, 2026, 4:00 PM (Chicago time)',
    )
    expect(mail.text).not.toContain('Chen')
  })
})

describe('the calendar feed after submitting', () => {
  const feed = afterSubmitFeed(plan, AFTER_TODAY, 'America/New_York', () => AFTER_NOW)
  const text = buildCalendar({
    calendarName: 'College applications',
    now: AFTER_NOW,
    offsetAt: intlOffsetAt,
    plannerUrl: 'https://compass.example/planner/',
    deadlines: [],
    tasks: [],
    aid: [],
    afterSubmit: feed,
  })
  const events = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
  const byUid = (uid: string) =>
    events.find((event) => event.uid === `${uid}@planner.college-compass`)

  it('has each interview at its instant, worded in its own zone, with its place', () => {
    const tulane = byUid('interview-interview-tulane')
    expect(tulane?.summary).toBe('Interview with Tulane University of Louisiana')
    expect(tulane?.startDate.toJSDate().toISOString()).toBe('2026-11-20T22:00:00.000Z')
    expect(tulane?.location).toBe('https://tulane.zoom.us/j/5551234')
    expect(tulane?.description).toContain('At Fri, Nov 20, 2026, 4:00 PM (Chicago time).')
    expect(tulane?.description).toContain('With Dana Lee, alumni interviewer.')
    // A done interview stays as what happened.
    expect(byUid('interview-interview-michigan')?.startDate.toJSDate().toISOString()).toBe(
      '2026-11-13T22:30:00.000Z',
    )
  })

  it('has the nudges and the thank-you note as all-day events with stable UIDs', () => {
    expect(byUid('after-portal-app-tulane')?.startDate.toString()).toBe('2026-11-19')
    expect(byUid('after-portal-app-michigan')?.startDate.toString()).toBe(AFTER_TODAY)
    expect(byUid('after-interview-thanks-interview-michigan')?.startDate.toString()).toBe(
      '2026-11-14',
    )
    expect(events).toHaveLength(5)
  })

  it('escapes what the student typed', () => {
    const odd = { ...TULANE_INTERVIEW, place: 'Room 4; Hall, B\\2', with_whom: 'Dana, Lee' }
    const escaped = buildCalendar({
      calendarName: 'x',
      now: AFTER_NOW,
      offsetAt: intlOffsetAt,
      plannerUrl: 'https://p/',
      deadlines: [],
      tasks: [],
      aid: [],
      afterSubmit: afterSubmitFeed(
        { ...plan, interviews: [odd] },
        AFTER_TODAY,
        'UTC',
        () => AFTER_NOW,
      ),
    })
    const event = new ICAL.Component(ICAL.parse(escaped))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
      .find((e) => e.uid.startsWith('interview-interview-tulane'))
    expect(escaped).toContain('LOCATION:Room 4\\; Hall\\, B\\\\2')
    expect(event?.location).toBe('Room 4; Hall, B\\2')
  })
})
