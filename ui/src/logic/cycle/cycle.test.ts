// The reviewed data files of this cycle's facts (ADR 0071). The last test reads today's date: it
// fails once a file's cycle has ended, which is the team's notice to renew it for the next cycle.
import { describe, expect, it } from 'vitest'
import aid from './aid-calendar.json' with { type: 'json' }
import rules from './application-rules.json' with { type: 'json' }
import { CYCLE, ENTRY_YEAR } from './cycle.ts'
import { reviewProblems, type ReviewedFile } from './review.ts'
import type { FactSource } from './sources.ts'

const [aidStart = '', aidEnd = ''] = aid.aidYear.split('-')

const FILES: ReviewedFile[] = [
  {
    file: 'ui/src/logic/cycle/application-rules.json',
    cycle: rules.cycle,
    cycleStarts: rules.cycleStarts,
    cycleEnds: rules.cycleEnds,
    reviewed: rules.reviewed,
    inCycle: { earliestFirstYearDeadline: rules.earliestFirstYearDeadline.date },
    expected: {
      earliestFirstYearDeadline: {
        date: rules.earliestFirstYearDeadline.date,
        is: `${rules.cycleStarts.slice(0, 4)}-10-15`,
      },
    },
    sources: rules.sources as Record<string, FactSource>,
    cited: [
      rules.planTypes.source,
      rules.earliestFirstYearDeadline.source,
      ...rules.essays.map((essay) => essay.source),
    ],
  },
  {
    file: 'ui/src/logic/cycle/aid-calendar.json',
    cycle: aid.cycle,
    cycleStarts: aid.cycleStarts,
    cycleEnds: aid.cycleEnds,
    reviewed: aid.reviewed,
    inCycle: { 'fafsa.opensBy': aid.fafsa.opensBy, 'cssProfile.opens': aid.cssProfile.opens },
    expected: {
      // Students entering in the fall after the cycle file that year's FAFSA: it opens by
      // October 1 the year before (the FAFSA Deadline Act) and closes on June 30 at its end.
      aidYear: { date: aidStart, is: aid.cycleEnds.slice(0, 4) },
      'fafsa.opensBy': { date: aid.fafsa.opensBy, is: `${String(Number(aidStart) - 1)}-10-01` },
      'fafsa.federalDeadline': { date: aid.fafsa.federalDeadline, is: `20${aidEnd}-06-30` },
    },
    sources: aid.sources as Record<string, FactSource>,
    cited: [aid.fafsa.opensSource, aid.fafsa.deadlineSource, aid.cssProfile.source],
  },
]

const [rulesFile, aidFile] = FILES as [ReviewedFile, ReviewedFile]

describe('reviewProblems', () => {
  it.each<[string, ReviewedFile, string, RegExp | null]>([
    ['a file within its cycle', aidFile, '2026-11-27', null],
    ['the last day of its cycle', aidFile, '2027-07-31', null],
    [
      'the day after its cycle',
      aidFile,
      '2027-08-01',
      /its cycle ended on Jul 31, 2027\. Check every fact/,
    ],
    [
      'a date past its cycle',
      { ...aidFile, inCycle: { 'fafsa.opensBy': '2027-10-01' } },
      '2026-11-27',
      /fafsa\.opensBy \(2027-10-01\) is not within the cycle/,
    ],
    [
      'last cycle’s federal deadline',
      { ...aidFile, expected: { deadline: { date: '2027-06-30', is: '2028-06-30' } } },
      '2026-11-27',
      /deadline is 2027-06-30; this cycle's is 2028-06-30/,
    ],
    [
      'a cycle named for another year',
      { ...rulesFile, cycle: '2027-28' },
      '2026-11-27',
      /do not match the cycle's name/,
    ],
    ['a fact citing no source', { ...rulesFile, cited: ['nowhere'] }, '2026-11-27', /"nowhere"/],
    [
      'a source checked after the review',
      {
        ...rulesFile,
        sources: { x: { ...rulesFile.sources.principles!, checked: '2026-12-01' } },
        cited: [],
      },
      '2027-01-01',
      /source x was not checked during the cycle/,
    ],
    [
      'a primary source checked elsewhere',
      {
        ...rulesFile,
        sources: { x: { ...rulesFile.sources.principles!, verifiedAtIs: 'primary' } },
        cited: [],
      },
      '2026-11-27',
      /source x is marked primary but was checked elsewhere/,
    ],
  ])('%s', (_, file, today, problem) => {
    const problems = reviewProblems(file, today)
    if (problem === null) expect(problems).toEqual([])
    else expect(problems.join('\n')).toMatch(problem)
  })
})

describe("this cycle's reviewed files", () => {
  it.each(FILES.map((file) => [file.file, file]))(
    '%s still describes the cycle we are in (renew it when this fails)',
    (_, file) => {
      const today = new Date().toISOString().slice(0, 10)
      expect(reviewProblems(file, today)).toEqual([])
    },
  )
})

describe('one cycle for every reviewed file', () => {
  it.each([
    ['application-rules.json', rules.cycle],
    ['aid-calendar.json', aid.cycle],
  ])('%s describes the cycle the product serves (cycle.ts)', (_file, cycle) => {
    expect(cycle).toBe(CYCLE.name)
  })

  // A shared link lasts at most until the cycle's end, read from the rules (logic/sharing/share.ts).
  it('every file ends the cycle on the same day', () => {
    expect(aid.cycleEnds).toBe(rules.cycleEnds)
    expect(aid.cycleStarts).toBe(rules.cycleStarts)
  })

  it('students applying in the cycle enter in the fall of its second year', () => {
    expect(String(ENTRY_YEAR)).toBe(rules.cycleEnds.slice(0, 4))
    expect(CYCLE.name.slice(2, 4)).toBe(String(ENTRY_YEAR - 1).slice(2, 4))
  })
})
