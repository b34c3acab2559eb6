/**
 * Test-score advice per school: "submit", "consider withholding" or "not considered", each with its
 * reason, from the student's score band (the quiz), the school's 25th-75th percentile range (fall
 * 2022), its test policy for this cycle's entrants where it was checked (logic/admissions/
 * test-policy.ts, with its source and date), else its fall 2022 policy said as such and with the
 * words that it may have changed, and the share of enrolled first-years who sent scores. A school
 * known to require scores is never "consider withholding". The rule is in
 * docs/adr/0050-analytics.md and docs/adr/0070-test-policies-are-reviewed-data.md.
 */
import { entryTerm } from '../cycle/cycle.ts'
import {
  policyDating,
  policyOf,
  policyProvenance,
  policyStatement,
  testPolicyFor,
  type PolicyProvenance,
  type TestPolicyAnswer,
  type TestPolicyKind,
} from '../admissions/test-policy.ts'
import { scoreMidpoints, scoreRangeFor, type ScoreRange } from '../matching/bands.ts'
import type { MatchUniversity } from '../matching/fields.ts'
import { QUESTIONS, type QuizAnswers } from '../quiz/questions.ts'
import type { University } from '../university.ts'
import { shareInWords } from './words.ts'
import { studentSchools, type AnalyticsInput } from './report-input.ts'

export type TestAdviceKind = 'submit' | 'consider-withholding' | 'not-considered' | 'unknown'

export const TEST_ADVICE_KINDS: readonly TestAdviceKind[] = [
  'submit',
  'consider-withholding',
  'not-considered',
  'unknown',
]

export const TEST_ADVICE_LABEL: Record<TestAdviceKind, string> = {
  submit: 'Submit',
  'consider-withholding': 'Consider withholding',
  'not-considered': 'Not considered',
  unknown: 'No advice yet',
}

/** Where the student's midpoint sits in the school's 25th-75th percentile range. */
export type RangePosition = 'below' | 'lower-half' | 'upper-half' | 'above'

export type TestAdvice = {
  id: string
  name: string
  kind: TestAdviceKind
  /** The policy the advice acts on: this cycle's where checked, else fall 2022's. */
  policy: TestPolicyKind | null
  /** Whether the policy was checked for this cycle's entrants (false: the fall 2022 figure). */
  current: boolean
  /** "Fall 2027 entrants: test scores required (since fall 2025). ...", or the fall 2022 words. */
  policyText: string
  /** The policy's source and date checked, or where to check an old figure. */
  provenance: PolicyProvenance
  range: ScoreRange | null
  position: RangePosition | null
  /** "about 4 in 10 sent SAT scores (fall 2022)", or null when not reported. */
  submitted: string | null
  /** Why, in plain words. */
  reason: string
  /** Set when a required test is missing: the student has no score to send. */
  needsScore: boolean
}

export type TestAdviceInput = MatchUniversity &
  Pick<
    University,
    | 'admission_test_scores_requirement_fall2022'
    | 'sat_submit_share_fall2022'
    | 'act_submit_share_fall2022'
  > &
  Partial<Pick<University, 'apply_url' | 'website'>>

export function positionIn(range: ScoreRange): RangePosition {
  if (range.mine < range.low) return 'below'
  if (range.mine > range.high) return 'above'
  return range.mine * 2 < range.low + range.high ? 'lower-half' : 'upper-half'
}

const POSITION_WORDS: Record<RangePosition, string> = {
  below: 'below the middle half',
  'lower-half': 'in the lower part of the middle half',
  'upper-half': 'in the upper part of the middle half',
  above: 'above the middle half',
}

function rangeWords(range: ScoreRange): string {
  return `${range.name} ${String(range.low)}-${String(range.high)}, fall 2022`
}

/** The student's band as the quiz words it, e.g. "SAT 1200-1400 / ACT 24-29". */
export function scoreBandLabel(answer: string | undefined): string | null {
  const question = QUESTIONS.find((q) => q.id === 'satAct')
  return question?.options.find((o) => o.value === answer)?.label ?? null
}

/** What follows advice built on the fall 2022 figure: it may have changed; where to check. */
function oldFigureCaveat(answer: TestPolicyAnswer): string {
  if (answer.known) return ''
  const where = answer.admissionsUrl ? "on the school's admissions page" : 'with the school'
  return ` This is the fall 2022 policy and may have changed for ${entryTerm(answer.entryYear)} entrants: check ${where} before you decide.`
}

function adviseOne(u: TestAdviceInput, answer: string | undefined): TestAdvice {
  const current = testPolicyFor(u)
  const policy = policyOf(current)
  const dated = ` ${policyDating(current)}`
  const caveat = oldFigureCaveat(current)
  const mid = scoreMidpoints(answer)
  const range = mid ? scoreRangeFor(u, mid) : null
  const position = range ? positionIn(range) : null
  const share =
    range?.name === 'ACT'
      ? { value: u.act_submit_share_fall2022, test: 'ACT' }
      : { value: u.sat_submit_share_fall2022, test: 'SAT' }
  const submitted =
    share.value === null
      ? null
      : `${shareInWords(share.value)} enrolled first-years sent ${share.test} scores (fall 2022)`
  const base = {
    id: u.id,
    name: u.name,
    policy,
    current: current.known,
    policyText: policyStatement(current),
    provenance: policyProvenance(current),
    range,
    position,
    submitted,
    needsScore: false,
  }
  const where =
    range && position
      ? ` Your scores are ${POSITION_WORDS[position]} of enrolled first-years (${rangeWords(range)}).`
      : ''
  const withShare = (text: string) =>
    submitted ? `${text} ${submitted.charAt(0).toUpperCase()}${submitted.slice(1)}.` : text

  if (policy === 'blind') {
    return {
      ...base,
      kind: 'not-considered',
      reason: `Test blind${dated}: scores are not considered, even if you send them.${caveat}`,
    }
  }
  if (answer === undefined) {
    return {
      ...base,
      kind: 'unknown',
      reason: 'Add your SAT or ACT scores in the quiz to get advice for this school.',
    }
  }
  if (policy === null) {
    return {
      ...base,
      kind: 'unknown',
      reason:
        'The school reports no test policy (open-admission schools report none): ask its admission office.',
    }
  }
  if (policy === 'required_flexible') {
    // A test is required, and other tests count: the student sends the results that show them best.
    const choose = mid
      ? position === 'below'
        ? ' Send the results that show you best: other tests count here.'
        : ''
      : ' You have not taken the SAT or ACT yet: plan a test before the deadline, or send the other tests that count.'
    return {
      ...base,
      kind: 'submit',
      needsScore: !mid,
      reason: `Scores are required${dated}, and other tests count (test flexible).${where}${choose}${caveat}`,
    }
  }
  if (!mid) {
    return policy === 'required'
      ? {
          ...base,
          kind: 'submit',
          needsScore: true,
          reason: `Scores are required${dated} and you have not taken a test yet: plan an SAT or ACT before the deadline.${caveat}`,
        }
      : {
          ...base,
          kind: 'consider-withholding',
          reason: `You have no scores to send, and the school does not require them${dated}: apply without.${caveat}`,
        }
  }
  if (policy === 'required') {
    return {
      ...base,
      kind: 'submit',
      reason: `Scores are required${dated}.${where}${caveat}`,
    }
  }
  if (policy === 'recommended') {
    return {
      ...base,
      kind: 'submit',
      reason: `The school recommends scores${dated}, so it expects them.${where}${caveat}`,
    }
  }
  // Test optional.
  const optional = `Test optional${dated}.`
  if (!range || !position) {
    return {
      ...base,
      kind: 'unknown',
      reason:
        withShare(
          `${optional} No score range is reported: send scores only if you think they show your strengths.`,
        ) + caveat,
    }
  }
  if (position === 'below') {
    return {
      ...base,
      kind: 'consider-withholding',
      reason: withShare(`${optional}${where}`) + caveat,
    }
  }
  if (position === 'upper-half' || position === 'above') {
    return { ...base, kind: 'submit', reason: withShare(`${optional}${where}`) + caveat }
  }
  // In the lower part of the range: usual where most send scores, low where few do (the range
  // then describes only those who chose to send theirs, the stronger scores).
  const most = share.value !== null && share.value >= 0.5
  return {
    ...base,
    kind: most ? 'submit' : 'consider-withholding',
    reason:
      withShare(
        most
          ? `${optional}${where} Most enrolled first-years sent scores, so yours are usual there.`
          : `${optional}${where} ${share.value === null ? 'How many sent scores is not reported, and the' : 'Few enrolled first-years sent scores, and the'} range describes only those who chose to send theirs.`,
      ) + caveat,
  }
}

export type TestAdviceReport = {
  /** The student's band as the quiz words it; null when not given. */
  band: string | null
  /** Submit first, then consider withholding, not considered, no advice; by name within each. */
  schools: TestAdvice[]
  counts: Record<TestAdviceKind, number>
  summary: string
}

/** Advice for every school on the list. */
export function testAdvice(
  schools: readonly TestAdviceInput[],
  answers: QuizAnswers,
): TestAdviceReport {
  const answer = typeof answers.satAct === 'string' ? answers.satAct : undefined
  const seen = new Set<string>()
  const rows: TestAdvice[] = []
  for (const u of schools) {
    if (seen.has(u.id)) continue
    seen.add(u.id)
    rows.push(adviseOne(u, answer))
  }
  rows.sort(
    (a, b) =>
      TEST_ADVICE_KINDS.indexOf(a.kind) - TEST_ADVICE_KINDS.indexOf(b.kind) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  const counts = Object.fromEntries(
    TEST_ADVICE_KINDS.map((kind) => [kind, rows.filter((row) => row.kind === kind).length]),
  ) as Record<TestAdviceKind, number>
  const band = scoreBandLabel(answer)
  const summary =
    rows.length === 0
      ? 'No schools on your list yet.'
      : `${String(counts.submit)} submit, ${String(counts['consider-withholding'])} consider withholding, ${String(counts['not-considered'])} not considered${counts.unknown > 0 ? `, ${String(counts.unknown)} without advice` : ''}${band ? ` (your scores: ${band})` : ''}.`
  return { band, schools: rows, counts, summary }
}

/** Test advice for the student's schools. */
export function testAdviceReport(input: AnalyticsInput): TestAdviceReport {
  return testAdvice(studentSchools(input.list, input.otherSchools), input.answers)
}
