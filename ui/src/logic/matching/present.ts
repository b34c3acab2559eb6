/**
 * The facts a match card shows, built from the catalogue with the data year of each figure.
 * Unreported figures read "Not reported", never 0 or a guess.
 */
import { QUESTIONS } from '../quiz/questions.ts'
import type { Control } from '../university.ts'
import { FAMILIES, type AdmissionBand, type MatchUniversity } from './score.ts'

const CONTROL_LABEL: Record<Control, string> = {
  public: 'Public',
  private_nonprofit: 'Private nonprofit',
  private_forprofit: 'Private for-profit',
}

export const NOT_REPORTED = 'Not reported'

const money = (n: number): string => `$${Math.round(n).toLocaleString('en-US')}`

/** A factual line, e.g. "Private nonprofit · 7,973 undergraduates · urban". */
export function describeUniversity(u: MatchUniversity): string {
  const parts = [CONTROL_LABEL[u.control]]
  if (u.undergrad_enrollment !== null) {
    parts.push(`${u.undergrad_enrollment.toLocaleString('en-US')} undergraduates`)
  }
  parts.push(u.setting)
  return parts.join(' · ')
}

export function locationOf(u: MatchUniversity): string {
  return `${u.city}, ${u.state}`
}

/** Published tuition and fees, 2022-23: out-of-state, and in-state where it differs. */
export function tuitionOf(u: MatchUniversity): string {
  const outOfState = u.tuition_fees_out_of_state_2022_23
  const inState = u.tuition_fees_in_state_2022_23
  if (outOfState === null && inState === null) return NOT_REPORTED
  if (outOfState !== null && inState !== null && outOfState !== inState) {
    return `${money(inState)} in-state, ${money(outOfState)} out-of-state (2022-23)`
  }
  return `${money(outOfState ?? inState ?? 0)} (2022-23)`
}

export function netPriceOf(u: MatchUniversity): string {
  const price = u.avg_net_price_2020_21
  return price === null ? NOT_REPORTED : `${money(price)} (2020-21)`
}

export function acceptanceRateOf(u: MatchUniversity): string {
  const rate = u.admit_rate_fall2022
  if (rate === null) return NOT_REPORTED
  const digits = rate > 0 && rate < 0.1 ? 1 : 0
  return `${(rate * 100).toFixed(digits)}% (fall 2022)`
}

/** The families of fields with at least one bachelor's program, labelled as in the quiz. */
export function programsOf(u: MatchUniversity): string[] {
  const labels = QUESTIONS[0].options
  return FAMILIES.filter((family) => u[`offers_bachelor_${family}`] === 1).map(
    (family) => labels.find((o) => o.value === family)?.label ?? family,
  )
}

export const BAND_LABEL: Record<AdmissionBand, string> = {
  reach: 'Reach',
  target: 'Target',
  likely: 'Likely',
}

/**
 * What kind of institution it is: its Carnegie 2021 classification (which names special-focus
 * institutions as such, e.g. "Special Focus Four-Year: Faith-Related Institutions").
 */
export function kindOf(u: MatchUniversity): string {
  const label = u.carnegie_basic_label
  if (label === null)
    return u.special_focus_institution ? 'Special-focus institution' : NOT_REPORTED
  return `${label} (Carnegie 2021)`
}

/** The religious affiliation as IPEDS reports it (2021-22). */
export function religiousAffiliationOf(u: MatchUniversity): string {
  const label = u.religious_affiliation
  if (label === null) return NOT_REPORTED
  return label === 'none' ? 'None' : `${label} (2021-22)`
}
