/**
 * Test-score advice per school: "submit", "consider withholding" or "not considered", each with its
 * reason, from the student's score band (the quiz), the school's 25th-75th percentile range and
 * test policy (IPEDS ADM2022, 2022 wording: `neither_required_nor_recommended` is test blind) and
 * the share of enrolled first-years who sent scores. The rule is in docs/adr/0050-analytics.md.
 */
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

/** The school's test policy in the 2022 wording. */
export type TestPolicyKind = 'required' | 'recommended' | 'optional' | 'blind'

const POLICY_WORDS: Record<TestPolicyKind, string> = {
  required: 'Test scores required',
  recommended: 'Test scores recommended',
  optional: 'Test optional',
  blind: 'Test blind',
}

/** Where the student's midpoint sits in the school's 25th-75th percentile range. */
export type RangePosition = 'below' | 'lower-half' | 'upper-half' | 'above'

export type TestAdvice = {
  id: string
  name: string
  kind: TestAdviceKind
  policy: TestPolicyKind | null
  /** "Test optional (fall 2022)", "Not reported". */
  policyText: string
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
  >

/** The 2022 item first (ADMCON7), else the test-policy column, where code 3 is test blind. */
export function testPolicyOf(u: TestAdviceInput): TestPolicyKind | null {
  switch (u.admission_test_scores_requirement_fall2022) {
    case 'required':
      return 'required'
    case 'considered_not_required':
      return 'optional'
    case 'not_considered':
      return 'blind'
    default:
      break
  }
  switch (u.test_policy_fall2022) {
    case 'required':
      return 'required'
    case 'recommended':
      return 'recommended'
    case 'considered_not_required':
      return 'optional'
    case 'neither_required_nor_recommended':
      return 'blind'
    default:
      return null
  }
}

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

function adviseOne(u: TestAdviceInput, answer: string | undefined): TestAdvice {
  const policy = testPolicyOf(u)
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
    policyText: policy === null ? 'Not reported' : `${POLICY_WORDS[policy]} (fall 2022)`,
    range,
    position,
    submitted,
    needsScore: false,
  }
  const where =
    range && position
      ? `Your scores are ${POSITION_WORDS[position]} of enrolled first-years (${rangeWords(range)}).`
      : ''
  const withShare = (text: string) =>
    submitted ? `${text} ${submitted.charAt(0).toUpperCase()}${submitted.slice(1)}.` : text

  if (policy === 'blind') {
    return {
      ...base,
      kind: 'not-considered',
      reason: 'Test blind (fall 2022): scores are not considered, even if you send them.',
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
  if (!mid) {
    return policy === 'required'
      ? {
          ...base,
          kind: 'submit',
          needsScore: true,
          reason:
            'Scores are required (fall 2022) and you have not taken a test yet: plan an SAT or ACT before the deadline.',
        }
      : {
          ...base,
          kind: 'consider-withholding',
          reason: `You have no scores to send, and the school does not require them (${POLICY_WORDS[policy].toLowerCase()}, fall 2022): apply without.`,
        }
  }
  if (policy === 'required') {
    return { ...base, kind: 'submit', reason: `Scores are required (fall 2022). ${where}`.trim() }
  }
  if (policy === 'recommended') {
    return {
      ...base,
      kind: 'submit',
      reason: `The school recommends scores (fall 2022), so it expects them. ${where}`.trim(),
    }
  }
  // Test optional.
  if (!range || !position) {
    return {
      ...base,
      kind: 'unknown',
      reason: withShare(
        'Test optional (fall 2022), and no score range is reported: send scores only if you think they show your strengths.',
      ),
    }
  }
  if (position === 'below') {
    return {
      ...base,
      kind: 'consider-withholding',
      reason: withShare(`Test optional (fall 2022). ${where}`),
    }
  }
  if (position === 'upper-half' || position === 'above') {
    return { ...base, kind: 'submit', reason: withShare(`Test optional (fall 2022). ${where}`) }
  }
  // In the lower part of the range: usual where most send scores, low where few do (the range
  // then describes only those who chose to send theirs, the stronger scores).
  const most = share.value !== null && share.value >= 0.5
  return {
    ...base,
    kind: most ? 'submit' : 'consider-withholding',
    reason: withShare(
      most
        ? `Test optional (fall 2022). ${where} Most enrolled first-years sent scores, so yours are usual there.`
        : `Test optional (fall 2022). ${where} ${share.value === null ? 'How many sent scores is not reported, and the' : 'Few enrolled first-years sent scores, and the'} range describes only those who chose to send theirs.`,
    ),
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
