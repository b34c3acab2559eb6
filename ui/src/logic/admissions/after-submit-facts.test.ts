import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CYCLE } from '../cycle/cycle.ts'
import { dateAtOffset, fromDayNumber, isIsoDate } from '../planner/calendar-date.ts'
import { FACTS_CHECKED_FOR_ENTRY, oldestCheck, type SourcedFact } from './after-submit-facts.ts'
import {
  defaultMidYearDate,
  defaultReplyDate,
  MID_YEAR_REPORT,
  REPLY_DATE,
} from './decision-facts.ts'
import { COLLEGE_FINANCING_PLAN, GAO_AID_OFFERS, PARENT_PLUS_CAPS } from './offer-facts.ts'
import { INTERVIEW_FACTS } from './interview-facts.ts'
import { PORTAL_FACTS } from './portal-facts.ts'
import { RECOMMENDATION_FACTS } from './recommendation-facts.ts'

const named = (group: string, facts: readonly SourcedFact[]) =>
  facts.map((fact, index): [string, SourcedFact] => [`${group} ${String(index + 1)}`, fact])

const EVERY_FACT: [string, SourcedFact][] = [
  ...named('portals', PORTAL_FACTS),
  ...named('interviews', INTERVIEW_FACTS),
  ...named('recommendations', RECOMMENDATION_FACTS),
  ['the reply date', REPLY_DATE.fact],
  ['mid-year grades', MID_YEAR_REPORT.fact],
  ['the Parent PLUS caps', PARENT_PLUS_CAPS.fact],
  ["the GAO's review of aid offers", GAO_AID_OFFERS],
  ['the College Financing Plan', COLLEGE_FINANCING_PLAN],
]

const fact = (checked: string): SourcedFact => ({
  text: 'A fact.',
  sources: [{ name: 'example.org', url: 'https://example.org/' }],
  checked,
})

describe('the after-submit facts', () => {
  it('were checked for the entry year of this cycle (when it moves on, check them again)', () => {
    expect(FACTS_CHECKED_FOR_ENTRY).toBe(CYCLE.entryYear)
  })

  it.each(EVERY_FACT)('%s: says where it comes from and the day it was checked', (_, item) => {
    expect(item.text.trim()).not.toBe('')
    for (const source of item.sources) {
      expect(source.name.trim()).not.toBe('')
      expect(new URL(source.url).protocol).toMatch(/^https?:$/)
    }
    expect(isIsoDate(item.checked), item.checked).toBe(true)
    expect(item.checked <= dateAtOffset(Date.now(), 14 * 60), 'checked in the future').toBe(true)
  })
})

describe('oldestCheck', () => {
  it.each([
    ['one fact', ['2026-11-27'], '2026-11-27'],
    ['the earliest of several', ['2026-11-27', '2026-09-01', '2026-10-15'], '2026-09-01'],
    ['across a year', ['2027-01-02', '2026-12-31'], '2026-12-31'],
    ['none', [], ''],
  ])('%s', (_, dates, oldest) => {
    expect(oldestCheck(dates.map(fact))).toBe(oldest)
  })

  it('is one of the facts’ dates, and no fact was checked before it', () => {
    // Days from 2000 to 2099, as dates.
    const day = fc.integer({ min: 10_957, max: 47_481 }).map(fromDayNumber)
    fc.assert(
      fc.property(fc.array(day, { minLength: 1 }), (dates) => {
        const oldest = oldestCheck(dates.map(fact))
        expect(dates).toContain(oldest)
        for (const date of dates) expect(date >= oldest).toBe(true)
      }),
    )
  })
})

describe('the dates after a decision', () => {
  it.each([
    [2027, '2027-05-01', '2027-02-01'],
    [2030, '2030-05-01', '2030-02-01'],
  ])('entering in %i: reply by %s, mid-year grades by %s', (year, reply, midYear) => {
    expect(defaultReplyDate(year)).toBe(reply)
    expect(defaultMidYearDate(year)).toBe(midYear)
  })

  it('default to this cycle’s entry year', () => {
    expect(defaultReplyDate()).toBe(`${String(CYCLE.entryYear)}-05-01`)
    expect(defaultMidYearDate()).toBe(`${String(CYCLE.entryYear)}-02-01`)
  })
})
