// How deep each family of fields runs across the catalogue (docs/adr/0069): among the schools that
// offer a bachelor's program in the family, the quantiles of the share of 2021-22 awards in it and
// of that share times the undergraduates (about how many students that is). The depth curve's
// anchors (ui/src/logic/matching/depth.ts) are read from these figures; review.test.ts holds them
// equal, and docs/matching-review.md prints the table.
import { FAMILIES, OFFERS, SHARE, type Family } from '../logic/matching/families.ts'
import type { MatchUniversity } from '../logic/matching/fields.ts'

export const QUANTILES = [0.1, 0.25, 0.5, 0.75, 0.9] as const

/** The p-quantile of `values`, interpolated between the two nearest ranks (R's type 7). */
export function quantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (sorted.length - 1) * p
  const low = sorted[Math.floor(at)] ?? NaN
  const high = sorted[Math.ceil(at)] ?? NaN
  return low + (high - low) * (at - Math.floor(at))
}

export type FamilyDepth = {
  /** Schools that offer a bachelor's program in the family. */
  schools: number
  /** Of those, how many award under 8% of their degrees in it. */
  small: number
  /** Quantiles (QUANTILES) of the share of awards. */
  share: number[]
  /** Quantiles of share × undergraduates, over the schools that report both. */
  graduates: number[]
}

export function depthDistribution(
  catalogue: readonly MatchUniversity[],
): Record<Family, FamilyDepth> {
  const out = {} as Record<Family, FamilyDepth>
  for (const family of FAMILIES) {
    const offering = catalogue.filter((u) => u[OFFERS[family]] === 1)
    const shares = offering.flatMap((u) => u[SHARE[family]] ?? [])
    const graduates = offering.flatMap((u) => {
      const share = u[SHARE[family]]
      return share === null || u.undergrad_enrollment === null
        ? []
        : [share * u.undergrad_enrollment]
    })
    out[family] = {
      schools: offering.length,
      small: shares.filter((s) => s < 0.08).length,
      share: QUANTILES.map((p) => quantile(shares, p)),
      graduates: QUANTILES.map((p) => quantile(graduates, p)),
    }
  }
  return out
}
