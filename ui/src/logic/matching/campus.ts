/** The campus factors: its setting (city to countryside) and its size in undergraduates. */
import { clamp, count, notReported, type Factor } from './factor.ts'
import type { MatchUniversity } from './fields.ts'

const SETTING_ORDER = ['urban', 'suburban', 'town', 'rural'] as const

export function location(u: MatchUniversity, preference: 'urban' | 'suburban' | 'rural'): Factor {
  const factor = 'locationPreference'
  const distance = Math.abs(SETTING_ORDER.indexOf(u.setting) - SETTING_ORDER.indexOf(preference))
  const fit = distance === 0 ? 1 : distance === 1 ? 0.5 : 0
  const where = u.setting === 'town' ? 'in a town' : u.setting
  return {
    fit,
    reason: {
      factor,
      effect: fit === 1 ? 'for' : fit === 0 ? 'against' : 'neutral',
      text: () => `Campus setting: ${where} (IPEDS 2023)`,
    },
  }
}

export type SizeBand = 'small' | 'medium' | 'large'
const SIZE_ORDER: readonly SizeBand[] = ['small', 'medium', 'large']

/** The specification's bands: small < 5,000, medium 5,000-15,000, large > 15,000. */
export function sizeBand(undergraduates: number): SizeBand {
  if (undergraduates < 5000) return 'small'
  if (undergraduates <= 15000) return 'medium'
  return 'large'
}

/** The edges of each band, in undergraduates. */
const SIZE_EDGES: Record<SizeBand, [number, number]> = {
  small: [0, 5000],
  medium: [5000, 15000],
  large: [15000, Infinity],
}

/**
 * 1 inside the band; outside it, 0.8 at the edge, falling with the distance on a log scale to 0 at
 * three times (or a third of) the edge: 6,000 students are nearly small, 15,000 are not.
 */
export function sizeFit(undergraduates: number, preference: SizeBand): number {
  const [low, high] = SIZE_EDGES[preference]
  if (sizeBand(undergraduates) === preference) return 1
  const edge = undergraduates < low ? low : high
  const distance = Math.abs(Math.log(Math.max(1, undergraduates) / edge)) / Math.log(3)
  return clamp(0.8 * (1 - distance))
}

export function size(u: MatchUniversity, preference: SizeBand): Factor {
  const factor = 'schoolSize'
  const n = u.undergrad_enrollment
  if (n === null) {
    return notReported(factor, 'Undergraduate enrollment')
  }
  const fit = sizeFit(n, preference)
  const distance = Math.abs(SIZE_ORDER.indexOf(sizeBand(n)) - SIZE_ORDER.indexOf(preference))
  return {
    fit,
    reason: {
      factor,
      effect: distance === 0 ? 'for' : fit === 0 ? 'against' : 'neutral',
      text: () => `${count(n)} undergraduates, ${sizeBand(n)} (fall 2022)`,
    },
  }
}
