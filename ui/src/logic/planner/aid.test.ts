import { describe, expect, it } from 'vitest'
import { AID_CALENDAR } from '../cycle/aid-calendar.ts'
import { makeAidDate, makeApplication, SCHOOLS } from '../../testing/planner-fixtures.ts'
import { aidTimeline, fafsaOpening, FAFSA_URL, type AidCalendar } from './aid.ts'

describe('fafsaOpening: October 1 of the year before entry', () => {
  it.each<[string[], string, string]>([
    [['2026-11-01', '2027-01-01'], '2026-03-01', '2026-10-01'],
    [['2027-01-15'], '2026-03-01', '2026-10-01'],
    [['', '2027-03-01'], '2026-03-01', '2026-10-01'],
    [[], '2026-08-15', '2025-10-01'],
    [[], '2026-10-05', '2026-10-01'],
  ])('deadlines %j on %s: %s', (deadlines, today, expected) => {
    expect(fafsaOpening(deadlines, today)).toBe(expected)
  })
})

/** The calendar the tests read: this cycle's, as the reviewed file holds it. */
const { fafsa, cssProfile } = AID_CALENDAR

describe('aidTimeline: this cycle from the reviewed aid calendar', () => {
  const tulane = makeApplication({
    id: 'a1',
    school: SCHOOLS.tulane,
    plan: 'ea',
    deadline_date: '2026-11-01',
    css_profile_required: true,
  })

  it("gives the FAFSA's opening and federal deadline, the CSS Profile's opening and the school's CSS Profile, by date", () => {
    const items = aidTimeline(
      [makeAidDate({ id: 's1', label: 'Cal Grant', date: '2027-03-02' })],
      [tulane],
      '2026-10-05',
    )
    expect(items.map((i) => [i.id, i.date, i.origin])).toEqual([
      ['css-opens', cssProfile.opens, 'cycle'],
      ['fafsa-opens', fafsa.opensBy, 'cycle'],
      ['css:a1', '2026-11-01', 'estimate'],
      ['s1', '2027-03-02', 'yours'],
      ['fafsa-federal-deadline', fafsa.federalDeadline, 'cycle'],
    ])
    const byId = new Map(items.map((i) => [i.id, i]))
    expect(byId.get('fafsa-opens')).toMatchObject({
      title: 'The 2027-28 FAFSA opens (by this date, by law)',
      link: fafsa.opensSource.url,
      source: 'the FAFSA Deadline Act (Public Law 118-145), 2026-27 cycle, checked Nov 27, 2026',
    })
    expect(byId.get('fafsa-federal-deadline')?.title).toMatch(
      /federal deadline \(state and college deadlines are often far earlier/,
    )
    expect(byId.get('fafsa-federal-deadline')?.link).toBe(fafsa.deadlineSource.url)
    expect(byId.get('css-opens')?.title).toBe(
      'The 2027-28 CSS Profile opens ($25 for the first school, $16 for each more, unless waived)',
    )
    expect(byId.get('css:a1')?.title).toContain('CSS Profile for Tulane University of Louisiana')
  })

  it('has no CSS Profile dates when no application asks for it', () => {
    const items = aidTimeline([], [{ ...tulane, css_profile_required: false }], '2026-10-05')
    expect(items.map((i) => i.id)).toEqual(['fafsa-opens', 'fafsa-federal-deadline'])
  })

  it("the student's own dates replace the FAFSA's opening and the school's CSS Profile", () => {
    const items = aidTimeline(
      [
        makeAidDate({ id: 'f', kind: 'fafsa', date: '2026-10-01', done: true }),
        makeAidDate({ id: 'c', kind: 'css_profile', application: 'a1', date: '2026-10-20' }),
      ],
      [tulane],
      '2026-10-05',
    )
    expect(items.map((i) => [i.id, i.title])).toEqual([
      ['css-opens', expect.stringContaining('CSS Profile opens')],
      ['f', 'FAFSA'],
      ['c', 'CSS Profile: Tulane University of Louisiana'],
      ['fafsa-federal-deadline', expect.stringContaining("FAFSA's federal deadline")],
    ])
  })

  it('a plan for another cycle gets an estimate of the FAFSA, not this cycle’s dates', () => {
    const later = { ...tulane, css_profile_required: false, deadline_date: '2028-01-01' }
    const items = aidTimeline([], [later], '2026-10-05')
    expect(items.map((i) => [i.id, i.date, i.origin, i.link])).toEqual([
      ['fafsa-estimate', '2027-10-01', 'estimate', FAFSA_URL],
    ])
  })

  it('dates a CSS Profile by its school’s earlier Early Decision date when its aid page gives one', () => {
    const source = { ...cssProfile.source, name: "Tulane's aid page", url: 'https://example.edu' }
    const calendar: AidCalendar = {
      ...AID_CALENDAR,
      cssProfile: {
        ...cssProfile,
        beforeEarlyDecision: [
          { unitid: 1, school: SCHOOLS.tulane.name, date: '2026-10-15', source },
        ],
      },
    }
    const ed = aidTimeline([], [{ ...tulane, plan: 'ed' }], '2026-10-05', calendar)
    expect(ed.find((i) => i.id === 'css:a1')).toMatchObject({
      date: '2026-10-15',
      origin: 'cycle',
      link: 'https://example.edu',
      source: "Tulane's aid page, 2026-27 cycle, checked Nov 27, 2026",
    })
    const ea = aidTimeline([], [tulane], '2026-10-05', calendar)
    expect(ea.find((i) => i.id === 'css:a1')).toMatchObject({ date: '2026-11-01' })
  })
})
