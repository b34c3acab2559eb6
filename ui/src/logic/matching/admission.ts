/**
 * The GPA factor: the student's GPA range against how selective the school is (its admit rate, as
 * the data has no GPA of admitted students), and the band it gives (bands.ts holds the rules).
 */
import { gpaBandOf, gpaStrength, type AdmissionBand } from './bands.ts'
import { clamp, notReported, percent, type Factor } from './factor.ts'
import type { MatchUniversity } from './fields.ts'

/** A factor that also places the student in an admission band. */
export type Banded = { band: AdmissionBand | null; factor: Factor }

export function banded(
  factor: string,
  band: AdmissionBand,
  fit: number,
  text: () => string,
): { band: AdmissionBand; factor: Factor } {
  const effect = band === 'reach' ? 'against' : 'for'
  return { band, factor: { fit, reason: { factor, effect, text } } }
}

/** Fit of a GPA strength against a selectivity: best when equal, falling faster for a reach. */
export function gpaFit(gap: number): number {
  if (gap < -0.5) return clamp(0.9 - 0.5 * (-gap - 0.5), 0.1)
  if (gap > 0.5) return clamp(0.9 - 0.05 * (gap - 0.5), 0.75)
  return 1 - 0.2 * Math.abs(gap)
}

export function gpaBand(u: MatchUniversity, answer: string): Banded {
  const factor = 'gpa'
  const strength = gpaStrength(answer)
  if (strength === undefined)
    return { band: null, factor: { neutral: { factor, effect: 'neutral', text: 'No GPA given' } } }
  const rate = u.admit_rate_fall2022
  if (rate === null) {
    return {
      band: null,
      factor: notReported(factor, 'Admission rate'),
    }
  }
  const { band, gap } = gpaBandOf(strength, rate)
  return banded(
    factor,
    band,
    gpaFit(gap),
    () =>
      `Admits ${percent(rate)} of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students`,
  )
}
