/**
 * The field fit (docs/adr/0069): how much of the school is the student's field, read as its depth
 * (depth.ts), and the reason that says it in words a student reads at a glance, with the data year.
 */
import { depthFit, SMALL_PROGRAM_SHARE, typicalDepth } from './depth.ts'
import { OFFERS, SHARE, type Family } from './families.ts'
import { notReported, type Factor } from './factor.ts'
import type { MatchUniversity } from './fields.ts'

/** What graduates of each family study, as a student would say it. */
const STUDY: Record<Family, string> = {
  arts: 'arts or humanities',
  business: 'business',
  engineering: 'engineering or computing',
  health: 'health or medicine',
  science: 'the natural sciences',
  social: 'the social sciences',
}

/** A share of graduates as a fraction a student reads at a glance: "about 4 in 10". */
export function shareFraction(share: number): string {
  if (share >= 0.95) return 'nearly all'
  if (share >= 0.15) return `about ${Math.round(share * 10)} in 10`
  if (share >= SMALL_PROGRAM_SHARE) return 'about 1 in 10'
  if (share >= 0.05) return 'fewer than 1 in 10'
  if (share >= 0.02) return 'fewer than 1 in 20'
  return 'fewer than 1 in 50'
}

/** The share of graduates in words: "About 4 in 10 graduates", "A small program: fewer than 1 in 10 graduates". */
export function shareInWords(share: number): string {
  const fraction = `${shareFraction(share)} graduates`
  if (share >= SMALL_PROGRAM_SHARE) return fraction.charAt(0).toUpperCase() + fraction.slice(1)
  return `${share < 0.02 ? 'A very small' : 'A small'} program: ${fraction}`
}

/** Two significant figures, the precision an estimate of students deserves: 14,823 -> 15,000. */
function roughly(n: number): string {
  const rounded = n < 100 ? Math.round(n) : Number(n.toPrecision(2))
  return rounded.toLocaleString('en-US')
}

/** How many matches the results must list before one can be called among the deepest of them. */
const COMPARED_FROM = 5

/**
 * Where the school's share stands among the matches listed with it: the deepest, or one of the
 * deepest quarter; nothing when it is neither, the list is short, or the program is small.
 */
function amongMatches(share: number, family: Family, matches: readonly MatchUniversity[]): string {
  if (matches.length < COMPARED_FROM || share < SMALL_PROGRAM_SHARE) return ''
  const deeper = matches.filter((m) => (m[SHARE[family]] ?? 0) > share).length
  if (deeper === 0) return `: the deepest program among your ${matches.length} matches`
  if (deeper < Math.floor(matches.length / 4)) {
    return `: one of the deepest programs among your ${matches.length} matches`
  }
  return ''
}

/**
 * The reason's text. `matches` are the schools listed with this one (the student's matches), so
 * "among your matches" compares with what the student sees; without them nothing is compared.
 */
function depthText(
  u: MatchUniversity,
  share: number,
  family: Family,
  matches: readonly MatchUniversity[] = [],
): string {
  const n = u.undergrad_enrollment
  const students =
    n === null
      ? 'undergraduate enrollment not reported'
      : `about ${roughly(share * n)} of ${roughly(n)} undergraduates`
  return `${shareInWords(share)} study ${STUDY[family]}${amongMatches(share, family, matches)} (2021-22 awards; ${students})`
}

export function academicInterest(u: MatchUniversity, family: Family, label: string): Factor {
  const factor = 'academicInterest'
  const offers = u[OFFERS[family]]
  const share = u[SHARE[family]]
  // Not reported: the family's typical depth rather than half credit, which would rank a school
  // that says nothing above most schools that teach the field.
  if (offers === null) {
    return { ...notReported(factor, `${label} bachelor's programs`), fit: typicalDepth(family) }
  }
  if (offers === 0) {
    return {
      fit: 0,
      reason: {
        factor,
        effect: 'against',
        text: () => `No bachelor's program in ${label} (2021-22)`,
      },
    }
  }
  if (share === null) {
    return { ...notReported(factor, `Share of graduates in ${label}`), fit: typicalDepth(family) }
  }
  return {
    fit: depthFit(share, u.undergrad_enrollment, family),
    reason: {
      factor,
      effect: share < SMALL_PROGRAM_SHARE ? 'against' : 'for',
      text: (matches) => depthText(u, share, family, matches),
    },
  }
}
