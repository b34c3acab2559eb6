/**
 * How deep a school runs in the student's field (docs/adr/0069): the share of its 2021-22 awards in
 * the field and how many students that is (the share times its undergraduates), each read on a
 * curve whose anchors are the catalogue's own quantiles for the family, among the schools that
 * offer a bachelor's program in it (ui/src/testing/depth-distribution.ts computes them; the review
 * test holds these figures equal to the catalogue's).
 */
import type { Family } from './families.ts'

/** Under this share of awards a program is small: a sideline of the school. */
export const SMALL_PROGRAM_SHARE = 0.08

/** A family's anchors: quantiles of the share of awards and of share × undergraduates. */
export type DepthAnchors = {
  share50: number
  share75: number
  share90: number
  graduates25: number
  graduates50: number
  graduates90: number
}

function anchors(...figures: [number, number, number, number, number, number]): DepthAnchors {
  const [share50, share75, share90, graduates25, graduates50, graduates90] = figures
  return { share50, share75, share90, graduates25, graduates50, graduates90 }
}

/**
 * Per family: the 50th, 75th and 90th percentiles of the share of awards, and the 25th, 50th and
 * 90th percentiles of share × undergraduates, over the schools that offer a bachelor's in it.
 */
export const DEPTH_ANCHORS: Record<Family, DepthAnchors> = {
  arts: anchors(0.17, 0.251, 0.593, 149, 358, 2559),
  business: anchors(0.183, 0.25, 0.359, 163, 367, 2663),
  engineering: anchors(0.062, 0.136, 0.258, 43, 152, 2246),
  health: anchors(0.162, 0.29, 0.584, 162, 392, 2246),
  science: anchors(0.125, 0.195, 0.273, 120, 299, 2054),
  social: anchors(0.242, 0.313, 0.384, 226, 492, 3367),
}

/** The share fit at the small-program line: a sideline weighs little, whatever its size. */
const SMALL_PROGRAM_FIT = 0.1
/** The share fit at the family's 75th percentile, rising to 1 at its 90th. */
const UPPER_QUARTER_FIT = 0.85

/**
 * The share of awards on the family's curve: 0 at none, 0.1 at the small-program line (8%), 0.85
 * at the family's 75th percentile and 1 at its 90th, straight lines between.
 */
export function shareFit(share: number, family: Family): number {
  const { share75, share90 } = DEPTH_ANCHORS[family]
  if (share <= SMALL_PROGRAM_SHARE)
    return (SMALL_PROGRAM_FIT * Math.max(0, share)) / SMALL_PROGRAM_SHARE
  if (share <= share75) {
    const rise = (share - SMALL_PROGRAM_SHARE) / (share75 - SMALL_PROGRAM_SHARE)
    return SMALL_PROGRAM_FIT + (UPPER_QUARTER_FIT - SMALL_PROGRAM_FIT) * rise
  }
  if (share <= share90) {
    return UPPER_QUARTER_FIT + ((1 - UPPER_QUARTER_FIT) * (share - share75)) / (share90 - share75)
  }
  return 1
}

/** Per family, the log of the count's range: computed once, as every school reads it. */
const COUNT_RANGE = Object.fromEntries(
  Object.entries(DEPTH_ANCHORS).map(([f, a]) => [f, Math.log(a.graduates90 / a.graduates25)]),
) as Record<Family, number>

/**
 * How many students the field has (share × undergraduates) on a log scale: 0 at the family's 25th
 * percentile or fewer, 1 at its 90th or more.
 */
export function graduatesFit(graduates: number, family: Family): number {
  const { graduates25 } = DEPTH_ANCHORS[family]
  if (graduates <= graduates25) return 0
  return Math.min(1, Math.log(graduates / graduates25) / COUNT_RANGE[family])
}

/** The share's part of the depth; how many students the field has adds the rest. */
const SHARE_PART = 0.6

/**
 * How much of the count's part a share earns: none at the small-program line, all of it once the
 * share's fit reaches one half (health 19%, engineering 11%), in proportion between. A sideline
 * gains nothing from a large university around it.
 */
function countGate(shareFitValue: number): number {
  return Math.min(1, Math.max(0, (shareFitValue - SMALL_PROGRAM_FIT) / (0.5 - SMALL_PROGRAM_FIT)))
}

/**
 * The depth fit: 0.6 × the share's fit + 0.4 × the count's fit, the count's part earned as the
 * share rises past the small-program line. A large program at a large university counts (a fifth
 * of 30,000 undergraduates in health scores about 0.72); a one-major college does not win by its
 * share alone (all of 300 undergraduates: about 0.69); a program under 8% stays under 0.06. Unknown
 * enrollment counts as the middle of the count's scale.
 */
export function depthFit(share: number, undergraduates: number | null, family: Family): number {
  const byCount = undergraduates === null ? 0.5 : graduatesFit(share * undergraduates, family)
  return depthOf(shareFit(share, family), byCount)
}

function depthOf(byShare: number, byCount: number): number {
  return SHARE_PART * byShare + (1 - SHARE_PART) * countGate(byShare) * byCount
}

/**
 * The depth of the family's middle school (its median share and median count): what a school that
 * does not report its programs counts as, so the missing figure neither lifts it above the typical
 * school that teaches the field nor drops it below (health 0.33, engineering 0.05).
 */
export function typicalDepth(family: Family): number {
  const { share50, graduates50 } = DEPTH_ANCHORS[family]
  return depthOf(shareFit(share50, family), graduatesFit(graduates50, family))
}

/**
 * A school built around the field: its share is in the family's top quarter and the field has at
 * least the family's median number of students. The scorer guarantees that a small program
 * (under 8%) never outranks one unless the other answers clearly favour it (score.test.ts).
 */
export function builtAround(share: number, undergraduates: number | null, family: Family): boolean {
  const { share75, graduates50 } = DEPTH_ANCHORS[family]
  return share >= share75 && undergraduates !== null && share * undergraduates >= graduates50
}
