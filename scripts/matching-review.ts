// Writes docs/matching-review.md from the archetype students (ui/src/testing/archetypes.ts) and the
// scorer over the real catalogue. Run after changing the scorer, the archetypes or their notes.
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { renderReview } from '../ui/src/testing/matching-review.ts'

export const REVIEW_PATH = resolve(import.meta.dirname, '../docs/matching-review.md')

if (import.meta.main) {
  writeFileSync(REVIEW_PATH, renderReview())
  console.log(`wrote ${REVIEW_PATH}`)
}
