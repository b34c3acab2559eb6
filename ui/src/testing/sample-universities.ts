// The sample catalogue for stories, component tests and the in-memory client: seventeen schools
// in one order, and the matching projection of each.
import { MATCH_FIELDS, type MatchUniversity } from '../logic/matching/fields.ts'
import type { University } from '../logic/university.ts'
import {
  BOSTON_UNIVERSITY,
  HARVARD,
  NORTHEASTERN,
  NYU,
  WILLIAMS,
} from './sample-schools-northeast.ts'
import { ASU, BERKELEY, MICHIGAN, NOTRE_DAME, PURDUE, UCLA } from './sample-schools-midwest-west.ts'
import { ALABAMA_AM, BEREA, FLORIDA, UAB, UT_AUSTIN, UVA } from './sample-schools-south.ts'

/** Seventeen schools with figures taken from the catalogue, for stories and component tests. */
export const SAMPLE_UNIVERSITIES: University[] = [
  HARVARD,
  UT_AUSTIN,
  UCLA,
  NYU,
  NORTHEASTERN,
  MICHIGAN,
  FLORIDA,
  BOSTON_UNIVERSITY,
  PURDUE,
  WILLIAMS,
  BEREA,
  ASU,
  BERKELEY,
  UVA,
  ALABAMA_AM,
  UAB,
  NOTRE_DAME,
]

/** The matching projection of a sample university, by id (a pick of columns, no scoring). */
export function sampleProjection(id: string): MatchUniversity {
  const university = SAMPLE_UNIVERSITIES.find((u) => u.id === id)
  if (!university) throw new Error(`No sample university ${id}.`)
  return Object.fromEntries(MATCH_FIELDS.map((f) => [f, university[f]])) as MatchUniversity
}
