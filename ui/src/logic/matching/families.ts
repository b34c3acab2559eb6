/**
 * The quiz's six families of fields (arts ... social) and the catalogue columns that describe
 * each: whether a school offers a bachelor's program in it, and the share of its 2021-22 awards.
 */
import { QUESTIONS } from '../quiz/questions.ts'
import type { MatchUniversity } from './fields.ts'

export type Family = 'arts' | 'business' | 'engineering' | 'health' | 'science' | 'social'
export const FAMILIES: readonly Family[] = [
  'arts',
  'business',
  'engineering',
  'health',
  'science',
  'social',
]

export function isFamily(value: string | undefined): value is Family {
  return FAMILIES.includes(value as Family)
}

/** The family's name as the quiz words it, e.g. "Health & Medicine". */
export function familyLabel(family: Family): string {
  const interest = QUESTIONS[0]
  return interest.options.find((o) => o.value === family)?.label ?? family
}

export const OFFERS = {
  arts: 'offers_bachelor_arts',
  business: 'offers_bachelor_business',
  engineering: 'offers_bachelor_engineering',
  health: 'offers_bachelor_health',
  science: 'offers_bachelor_science',
  social: 'offers_bachelor_social',
} as const satisfies Record<Family, keyof MatchUniversity>

export const SHARE = {
  arts: 'program_share_arts_2021_22',
  business: 'program_share_business_2021_22',
  engineering: 'program_share_engineering_2021_22',
  health: 'program_share_health_2021_22',
  science: 'program_share_science_2021_22',
  social: 'program_share_social_2021_22',
} as const satisfies Record<Family, keyof MatchUniversity>
