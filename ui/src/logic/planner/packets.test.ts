import { describe, expect, it } from 'vitest'
import {
  AFTER_APPLICATIONS,
  AFTER_RECOMMENDERS,
  AFTER_TODAY,
  makePortal,
  TULANE_PORTAL,
} from '../../testing/after-submit-fixtures.ts'
import { makeApplication, makeRecommender, SCHOOLS } from '../../testing/planner-fixtures.ts'
import { addDays } from './calendar-date.ts'
import type { RecommenderStatus } from './model.ts'
import {
  leadTimeWarning,
  recommenderPacket,
  recommenderThanks,
  recommenderThanksTitle,
} from './packets.ts'
import { packetText, planWords, platformWords } from './packet-text.ts'

const rivera = AFTER_RECOMMENDERS[0]!
const chen = AFTER_RECOMMENDERS[1]!

describe('recommenderPacket', () => {
  it('lists every school they write for, the earliest first, with what each portal shows', () => {
    const packet = recommenderPacket(rivera, AFTER_APPLICATIONS, [TULANE_PORTAL], AFTER_TODAY)
    expect(
      packet.schools.map((s) => [
        s.application.school.name,
        platformWords(s.application),
        planWords(s.application),
        s.letter,
      ]),
    ).toEqual([
      ['Tulane University of Louisiana', 'Common App', 'Early Decision I', 'received'],
      ['Harvard University', 'Common App', 'Regular Decision', 'awaiting'],
    ])
    // Tulane's letter is in: the earliest date still waiting for one is Harvard's.
    expect(packet.earliest?.application.id).toBe('app-harvard')
    expect(packet.daysLeft).toBe(46)
    expect(packet.short).toBe(false)
    expect(packet.allIn).toBe(false)
  })

  it.each([
    ['four weeks away', 28, false],
    ['a day less than four weeks', 27, true],
    ['today', 0, true],
  ])('warns when the earliest due date is nearer than four weeks: %s', (_, days, short) => {
    const app = makeApplication({
      id: 'a',
      school: SCHOOLS.caltech,
      deadline_date: addDays(AFTER_TODAY, days),
      plan: 'rd',
    })
    const packet = recommenderPacket(
      makeRecommender({ id: 'r', applications: ['a'] }),
      [app],
      [],
      AFTER_TODAY,
    )
    expect(packet.short).toBe(short)
    const warning = leadTimeWarning(packet)
    if (short) {
      expect(warning).toContain('less than the four weeks recommenders need at the least')
      expect(warning).toContain('two to three months is advised')
      expect(warning).toContain(days === 0 ? 'is due today' : `is due in ${String(days)} days`)
    } else expect(warning).toBeNull()
  })

  it('says so when the earliest date has passed with the letter not in yet', () => {
    const past = makeApplication({ id: 'p', school: SCHOOLS.caltech, deadline_date: '2026-11-01' })
    const packet = recommenderPacket(
      makeRecommender({ id: 'r', applications: ['p', 'gone'] }),
      [past],
      [],
      AFTER_TODAY,
    )
    expect(packet.schools).toHaveLength(1)
    expect(packet.daysLeft).toBe(-15)
    expect(leadTimeWarning(packet)).toBe(
      "California Institute of Technology was due 15 days ago (Sun, Nov 1, 2026) and its portal does not show Ms. Rivera's letter yet: ask them whether it was sent, and check the portal again.",
    )
  })

  it('has no earliest date once every letter is in', () => {
    const packet = recommenderPacket(
      makeRecommender({ id: 'rec-rivera', applications: ['app-tulane'] }),
      AFTER_APPLICATIONS,
      [TULANE_PORTAL],
      AFTER_TODAY,
    )
    expect(packet.earliest).toBeNull()
    expect(leadTimeWarning(packet)).toBeNull()
  })

  it.each<
    [
      string,
      RecommenderStatus,
      boolean,
      Record<string, 'received' | 'not_needed'>,
      boolean,
      boolean,
    ]
  >([
    ['every letter received', 'agreed', false, { a: 'received', b: 'received' }, true, true],
    [
      'one received, one not needed',
      'submitted',
      false,
      { a: 'received', b: 'not_needed' },
      true,
      true,
    ],
    ['thanked already', 'agreed', true, { a: 'received', b: 'received' }, true, false],
    ['one still awaited', 'agreed', false, { a: 'received' }, false, false],
    ['none needed at all', 'agreed', false, { a: 'not_needed', b: 'not_needed' }, false, false],
    ['declined', 'declined', false, { a: 'received', b: 'received' }, true, false],
  ])('%s', (_, status, thanked, letters, allIn, thankYouDue) => {
    const apps = ['a', 'b'].map((id) => makeApplication({ id, school: SCHOOLS.tulane }))
    const portals = Object.entries(letters).map(([app, state]) =>
      makePortal({ id: `p${app}`, application: app, items: { 'recommendation:r': state } }),
    )
    const person = makeRecommender({
      id: 'r',
      applications: ['a', 'b'],
      status,
      thank_you_sent: thanked,
    })
    const packet = recommenderPacket(person, apps, portals, AFTER_TODAY)
    expect([packet.allIn, packet.thankYouDue]).toEqual([allIn, thankYouDue])
  })
})

describe('packetText', () => {
  it('is the packet in plain words, the earliest due date first', () => {
    const packet = recommenderPacket(chen, AFTER_APPLICATIONS, [TULANE_PORTAL], AFTER_TODAY)
    const text = packetText(packet, 'Maya Johnson', (s) => s.application.deadline_date)
    expect(text).toBe(
      [
        'Recommendation request from Maya Johnson',
        '',
        'Earliest due date: 2026-11-01 (University of Michigan-Ann Arbor).',
        '',
        'Schools (2):',
        '- Tulane University of Louisiana: Common App, Early Decision I, due 2026-11-01. Letter: received.',
        '- University of Michigan-Ann Arbor: Common App, Early Action I, due 2026-11-01. Letter: not shown in the portal yet.',
        '',
      ].join('\n'),
    )
  })
})

describe('recommenderThanks', () => {
  const apps = AFTER_APPLICATIONS.slice(0, 2)
  const both = (checked: [string, string]) => [
    makePortal({
      id: 'p1',
      application: 'app-tulane',
      items: { 'recommendation:rec-chen': 'received' },
      checked_on: checked[0],
    }),
    makePortal({
      id: 'p2',
      application: 'app-michigan',
      items: { 'recommendation:rec-chen': 'received' },
      checked_on: checked[1],
    }),
  ]

  it('is dated by the last look at their schools’ portals, without the recommender’s name', () => {
    const [thanks] = recommenderThanks(
      [chen],
      apps,
      both(['2026-11-12', '2026-11-14']),
      AFTER_TODAY,
    )
    expect(thanks).toMatchObject({
      recommenderId: 'rec-chen',
      name: 'Mr. Chen',
      date: '2026-11-14',
    })
    const title = recommenderThanksTitle(thanks!)
    expect(title).toBe(
      'Thank your recommender for Tulane University of Louisiana and 1 more school: every letter is in',
    )
    expect(title).not.toContain('Chen')
  })

  it('is dated today when the portals were never looked at, and is gone once thanked', () => {
    expect(recommenderThanks([chen], apps, both(['', '']), AFTER_TODAY)[0]?.date).toBe(AFTER_TODAY)
    expect(
      recommenderThanks([{ ...chen, thank_you_sent: true }], apps, both(['', '']), AFTER_TODAY),
    ).toEqual([])
  })
})
