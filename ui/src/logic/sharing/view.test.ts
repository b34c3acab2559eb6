import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readinessReport } from '../analytics/readiness.ts'
import { intlOffsetAt } from '../planner/intl-zone.ts'
import {
  ANALYTICS_ANSWERS,
  ANALYTICS_APPLICATIONS,
  ANALYTICS_ENTRIES,
  ANALYTICS_ESSAYS,
  ANALYTICS_INPUT,
  ANALYTICS_LIST,
  LIST,
  ANALYTICS_NOW,
  ANALYTICS_RECOMMENDERS,
  ANALYTICS_SETTINGS,
  ANALYTICS_TASKS,
} from '../../testing/analytics-fixtures.ts'
import { makeEssay } from '../../testing/essay-fixtures.ts'
import { SHARE_SCOPES, type ShareScope } from './share.ts'
import { sharedView } from './shared-view.ts'
import { firstName, type ShareViewInput } from './view.ts'

function input(
  scope: readonly ShareScope[],
  overrides: Partial<ShareViewInput> = {},
): ShareViewInput {
  return {
    share: {
      label: 'Ms. Lee, counselor',
      scope,
      comments: true,
      expires: Date.parse('2027-02-25T20:00:00Z'),
    },
    studentName: 'Maya Johnson',
    zone: 'America/New_York',
    now: ANALYTICS_NOW,
    offsetAt: intlOffsetAt,
    list: ANALYTICS_LIST,
    applications: ANALYTICS_APPLICATIONS,
    tasks: ANALYTICS_TASKS,
    aidDates: [],
    recommenders: ANALYTICS_RECOMMENDERS,
    essays: ANALYTICS_ESSAYS,
    comments: [],
    entries: { applications: ANALYTICS_ENTRIES, cssFeeWaiver: false, outsideAwards: [] },
    settings: ANALYTICS_SETTINGS,
    schools: Object.fromEntries(ANALYTICS_LIST.map((u) => [u.id, u])),
    quizAnswers: ANALYTICS_ANSWERS,
    ...overrides,
  }
}

describe('sharedView', () => {
  it('shows exactly the parts of the scope, in the page’s order', () => {
    fc.assert(
      fc.property(fc.subarray([...SHARE_SCOPES]), (scope) => {
        const view = sharedView(input([...scope].reverse()))
        expect(Object.keys(view.sections)).toEqual(scope)
        expect(view.scope).toEqual(scope)
      }),
    )
  })

  it('names the student by first name, the share by its label, and its last day in their zone', () => {
    const view = sharedView(input(['list']))
    expect(view).toMatchObject({
      firstName: 'Maya',
      label: 'Ms. Lee, counselor',
      expires: 'Thu, Feb 25, 2027',
      comments: false,
    })
  })

  it('gives an essay’s id only when comments are allowed', () => {
    const withComments = sharedView(input(['essays']))
    expect(withComments.comments).toBe(true)
    expect(withComments.sections.essays?.map((e) => e.id)).toEqual(
      ANALYTICS_ESSAYS.map((e) => e.id),
    )
    const without = sharedView(
      input(['essays'], { share: { ...input([]).share, scope: ['essays'], comments: false } }),
    )
    expect(without.sections.essays?.every((e) => e.id === null)).toBe(true)
  })

  it('reads readiness by analytics’ own rule', () => {
    const view = sharedView(input(['readiness']))
    const own = readinessReport(ANALYTICS_INPUT)
    expect(view.sections.readiness?.summary).toBe(own.summary)
    expect(view.sections.readiness?.rows.map((r) => [r.school, r.attention, r.needs])).toEqual(
      own.rows.map((r) => [r.schoolName, r.attention, r.needs]),
    )
  })

  it('says money in the third person: the supporter is not the student', () => {
    const money = sharedView(input(['money'])).sections.money
    expect(money?.cost.rows.length).toBe(ANALYTICS_APPLICATIONS.length)
    expect(JSON.stringify(money)).not.toMatch(/\byou(r)?\b/i)
    expect(money?.cost.rows.map((r) => r.fee)).toContain('$60 (Maya’s figure)')
    expect(sharedView(input(['money'], { applications: [] })).sections.money).toMatchObject({
      cost: { summary: 'No applications yet.' },
      offers: { summary: 'No admissions yet.' },
    })
  })

  it('compares offers as /analytics does: net price from gift aid only, loans as debt', () => {
    const award = {
      id: 'rotary',
      sponsor: 'Rotary Club',
      amount: 1_000,
      renewable: false,
      application: '',
    }
    const offers = sharedView(
      input(['money'], {
        entries: { applications: ANALYTICS_ENTRIES, cssFeeWaiver: false, outsideAwards: [award] },
      }),
    ).sections.money?.offers
    const purdue = offers?.rows.find((row) => row.school === LIST.purdue.name)
    // $28,000 less the $9,500 grant and the $1,000 award; the $5,500 loan and work-study are not aid.
    expect(purdue).toMatchObject({
      netPrice: '$17,500 a year',
      borrowed: '$5,500 a year',
      average: expect.stringMatching(
        /^Average net price, 2020-21 \(U\.S\. Department of Education\): /,
      ),
    })
    expect(offers?.summary).toMatch(
      /Lowest net price: .*\$17,500 a year .*loans are not counted as aid/,
    )
    const waiting = offers?.rows.filter((row) => row.netPrice === 'Offer not entered yet') ?? []
    expect(waiting.map((row) => row.borrowed)).toEqual(waiting.map(() => ''))
  })

  it.each([
    [{ unit: 'words', max: 650 } as const, 'I rebuilt a radio.', '4 / 650 words'],
    [{ unit: 'characters', max: 1000 } as const, 'x'.repeat(1020), '1,020 / 1,000 characters'],
    [null, 'One two three.', '3 words'],
  ])('counts an essay with a limit %j as the editor does', (limit, text, count) => {
    const essay = makeEssay({ id: 'e1', limit, text })
    expect(sharedView(input(['essays'], { essays: [essay] })).sections.essays?.[0]?.count).toBe(
      count,
    )
  })

  it('shows a share its own comments on each essay, and no one else’s', () => {
    const [first] = ANALYTICS_ESSAYS
    const view = sharedView(
      input(['essays'], {
        comments: [
          { essay: first?.id ?? '', quote: 'radio', body: 'Mine', created: 'x', status: 'open' },
          { essay: 'elsewhere', quote: '', body: 'Not here', created: 'x', status: 'open' },
        ],
      }),
    )
    expect(view.sections.essays?.[0]?.comments.map((c) => c.body)).toEqual(['Mine'])
    expect(JSON.stringify(view)).not.toContain('Not here')
  })

  it.each([
    ['Maya Johnson', 'Maya'],
    ['  José  María ', 'José'],
    ['', 'The student'],
    ['   ', 'The student'],
  ])('the first name of %j is %j', (name, first) => {
    expect(firstName(name)).toBe(first)
  })
})
