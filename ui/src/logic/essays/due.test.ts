import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { intlOffsetAt } from '../planner/intl-zone.ts'
import { formatInstant } from '../planner/zone.ts'
import { appliesToText, dueOf, dueWords } from './due.ts'
import type { EssayApplication } from './library.ts'

const app = (
  id: string,
  schoolName: string,
  deadline: string | null,
  platform: EssayApplication['platform'] = 'common_app',
  deadlineZone: string | null = deadline === null ? null : 'America/New_York',
): EssayApplication => ({
  id,
  schoolName,
  deadline,
  deadlineZone,
  platform,
  school: { name: schoolName, city: 'Springfield', state: 'IL' },
})

/** Pomona's supplement: Jan 8, 11:59 pm in Los Angeles, which is already Jan 9 in Chicago. */
const POMONA = app(
  'p',
  'Pomona College',
  '2027-01-09T07:59:00.000Z',
  'common_app',
  'America/Los_Angeles',
)
/** New York's 11:59 pm on Jan 5. */
const NYU = app('n', 'New York University', '2027-01-06T04:59:00.000Z')
/** A student in Chicago: the zone their own deadlines follow. */
const CHICAGO = 'America/Chicago'

describe('appliesToText', () => {
  it.each([
    ['supplement', [], 'Not tied to an application'],
    [
      'supplement',
      [POMONA],
      'For Pomona College, due Fri, Jan 8, 2027, 11:59 PM (Los Angeles time)',
    ],
    [
      'supplement',
      [POMONA, NYU, app('3', 'Rice University', null)],
      'For Pomona College, New York University and Rice University, due Tue, Jan 5, 2027, 11:59 PM (New York time)',
    ],
    ['personal', [], 'No application on Common App yet'],
    [
      'personal',
      [app('1', 'Cornell University', null), app('2', 'Duke University', null)],
      'Shared by 2 applications on Common App',
    ],
    [
      'personal',
      [POMONA, NYU],
      'Shared by 2 applications on Common App, due Tue, Jan 5, 2027, 11:59 PM (New York time)',
    ],
  ] as const)('a %s for %#: %j', (kind, applications, text) => {
    expect(
      appliesToText(
        { kind, applications: [...applications], platformLabel: 'Common App' },
        intlOffsetAt,
        CHICAGO,
      ),
    ).toBe(text)
  })
})

describe('dueOf and dueWords: when an essay is due, as the planner says it', () => {
  it.each<[string, EssayApplication[], string | null]>([
    ['no deadline yet', [app('1', 'Rice University', null)], null],
    [
      "a school's own zone, whatever the student's",
      [POMONA],
      'Fri, Jan 8, 2027, 11:59 PM (Los Angeles time)',
    ],
    [
      'the earliest instant among several, in its own zone',
      [POMONA, NYU],
      'Tue, Jan 5, 2027, 11:59 PM (New York time)',
    ],
    [
      "the student's zone where the deadline's zone is not known (a copy kept before zones)",
      [{ ...POMONA, deadlineZone: null }],
      'Sat, Jan 9, 2027, 1:59 AM (Chicago time)',
    ],
  ])('%s', (_name, applications, words) => {
    const due = dueOf({ applications })
    expect(due === null ? null : dueWords(due, intlOffsetAt, CHICAGO)).toBe(words)
  })

  it('is the earliest deadline, worded on the clock of the zone that deadline is set in', () => {
    const zones = ['America/Los_Angeles', 'America/New_York', 'Pacific/Honolulu', 'America/Chicago']
    const anyApplication = fc.record({
      at: fc.option(fc.integer({ min: Date.UTC(2026, 9, 1), max: Date.UTC(2027, 5, 30) }), {
        nil: null,
      }),
      zone: fc.constantFrom(...zones),
    })
    fc.assert(
      fc.property(fc.array(anyApplication, { maxLength: 6 }), (specs) => {
        const applications = specs.map((s, i) =>
          app(
            `a${i}`,
            `School ${i}`,
            s.at === null ? null : new Date(s.at).toISOString(),
            'common_app',
            s.zone,
          ),
        )
        const due = dueOf({ applications })
        const dated = specs.filter((s) => s.at !== null)
        if (dated.length === 0) {
          expect(due).toBeNull()
          return
        }
        const first = Math.min(...dated.map((s) => s.at!))
        const zone = dated.find((s) => s.at === first)!.zone
        expect(due && Date.parse(due.at)).toBe(first)
        expect(due && dueWords(due, intlOffsetAt, CHICAGO)).toBe(
          formatInstant(first, zone, intlOffsetAt),
        )
      }),
    )
  })
})
