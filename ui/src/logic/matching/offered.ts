/**
 * What is not offered at all (docs/adr/0038): schools without a bachelor's program in the
 * student's field, special-focus institutions outside their focus (a seminary is never offered for
 * the quiz's fields), and faith-based colleges when the student asked not to see them.
 */
import { FAMILIES, familyLabel, OFFERS, SHARE, type Family } from './families.ts'
import type { MatchUniversity } from './fields.ts'
import type { MatchSettings } from './settings.ts'

/** Carnegie 2021: special focus on faith (seminaries, Bible colleges, rabbinical schools). */
const FAITH_RELATED_FOCUS = 24

/**
 * The fields a special-focus institution teaches, by its Carnegie 2021 basic code. Faith-related
 * institutions train for ministry, which none of the quiz's fields is (their theology awards count
 * as "arts" in the data, which is why a seminary once topped an arts student's list). Code 32
 * ("other special focus") teaches the family most of its awards are in.
 */
const FOCUS_FAMILIES: Record<number, readonly Family[]> = {
  24: [],
  25: ['health'],
  26: ['health'],
  27: ['science', 'health'],
  28: ['engineering'],
  29: ['business'],
  30: ['arts'],
  31: ['social'],
}

/** The fields a special-focus institution teaches; null when the school is not one. */
export function focusFamilies(u: MatchUniversity): readonly Family[] | null {
  const code = u.carnegie_basic_2021
  if (!u.special_focus_institution && (code === null || code < 24 || code > 32)) return null
  if (code !== null && code in FOCUS_FAMILIES) return FOCUS_FAMILIES[code] ?? []
  // Other special focus: the family with the largest share of awards, if any is reported.
  let best: Family | null = null
  for (const family of FAMILIES) {
    const share = u[SHARE[family]] ?? 0
    if (share > 0 && (best === null || share > (u[SHARE[best]] ?? 0))) best = family
  }
  return best === null ? [] : [best]
}

/** A college with a religious affiliation, or a faith-related special-focus institution. */
export function affiliationOf(u: MatchUniversity): string | null {
  const label = u.religious_affiliation
  if (label !== null && label !== 'none') return label
  if (u.carnegie_basic_2021 === FAITH_RELATED_FOCUS) return 'Faith-related institution'
  return null
}

/** Why a school is not offered for this field and these settings, or null. */
export function notOfferedBecause(
  u: MatchUniversity,
  family: Family | undefined,
  settings: MatchSettings,
): string | null {
  if (settings.faith === 'hidden' && affiliationOf(u) !== null) {
    return 'Faith-based colleges are hidden in your match settings'
  }
  const focus = focusFamilies(u)
  if (focus !== null && u.carnegie_basic_2021 === FAITH_RELATED_FOCUS) {
    return 'A faith-related special-focus institution (ministry is not one of the quiz fields)'
  }
  if (family === undefined) return null
  if (focus !== null && !focus.includes(family)) {
    return `A special-focus institution that does not focus on ${familyLabel(family)}`
  }
  if (u[OFFERS[family]] === 0) return `No bachelor's program in ${familyLabel(family)} (2021-22)`
  return null
}
