/** The field fit: whether the school offers the student's field, and how much of it is that field. */
import { OFFERS, SHARE, type Family } from './families.ts'
import { notReported, percent, type Factor } from './factor.ts'
import type { MatchUniversity } from './fields.ts'

export function academicInterest(u: MatchUniversity, family: Family, label: string): Factor {
  const factor = 'academicInterest'
  const offers = u[OFFERS[family]]
  const share = u[SHARE[family]]
  if (offers === null) {
    return notReported(factor, `${label} bachelor's programs`)
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
  // Offering the field is most of the fit; a larger share of awards in it adds the rest, without
  // a ceiling, so a school where most students study the field stands out.
  const depth = share === null ? 0 : share / (share + 0.15)
  return {
    fit: 0.7 + 0.3 * depth,
    reason: {
      factor,
      effect: 'for',
      text: () =>
        `Offers bachelor's programs in ${label}; ${share === null ? 'share not reported' : `${percent(share)} of awards`} (2021-22)`,
    },
  }
}
