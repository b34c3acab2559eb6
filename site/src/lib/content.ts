import { getCollection, getEntry, type CollectionKey } from 'astro:content'
import { isEmail } from '@college-compass/ui/logic/validation/fields.ts'
import { rankMatches } from '@college-compass/ui/logic/matching/score.ts'
import { describeAnswers } from '@college-compass/ui/logic/quiz/describe-answers.ts'
import { DASHBOARD_QUESTIONS } from '@college-compass/ui/logic/quiz/questions.ts'
import { sanitizeAnswers } from '@college-compass/ui/logic/quiz/quiz-engine.ts'

/** A page's copy; the build fails if the entry is missing. */
export async function pageCopy(id: string) {
  const entry = await getEntry('pages', id)
  if (!entry) throw new Error(`src/content/pages/${id}.json is missing`)
  return entry.data
}

/** The sections of a page's copy with these ids, in the order asked (undefined where missing). */
export function sectionsOf(copy: Awaited<ReturnType<typeof pageCopy>>, ...ids: string[]) {
  return ids.map((id) => copy.sections.find((s) => s.id === id))
}

/** A legal document (terms, privacy) as plain data, ready for <LegalDocument> or <LegalModal>. */
export async function legalDocument(id: 'terms' | 'privacy') {
  const entry = await getEntry('legal', id)
  if (!entry) throw new Error(`src/content/legal/${id}.json is missing`)
  return entry.data
}

/** A collection's entries in their `order`. */
export async function ordered<
  C extends 'features' | 'stats' | 'team' | 'values' | 'faq' | 'contactDetails',
>(collection: C & CollectionKey) {
  const entries = await getCollection(collection)
  return entries.sort((a, b) => a.data.order - b.data.order)
}

/**
 * The support e-mail address of this deployment, from PUBLIC_SUPPORT_EMAIL at build time; null
 * when it is not set (the contact form is then the only channel). A malformed address fails the
 * build rather than publish a dead link.
 */
export function supportEmail(value: unknown = import.meta.env.PUBLIC_SUPPORT_EMAIL) {
  const email = typeof value === 'string' ? value.trim() : ''
  if (email === '') return null
  if (!isEmail(email)) throw new Error(`PUBLIC_SUPPORT_EMAIL is not an e-mail address: ${email}`)
  return email
}

/**
 * The landing page's sample: a student's answers in words and the sample universities scored by
 * the quiz's own matching, best first. An answer the quiz would not accept fails the build.
 */
export async function matchSample(id = 'home') {
  const entry = await getEntry('matchSample', id)
  if (!entry) throw new Error(`src/content/match-sample.json has no entry ${id}`)
  const { student, answers, universities } = entry.data
  const accepted = sanitizeAnswers(DASHBOARD_QUESTIONS, answers)
  if (JSON.stringify(accepted) !== JSON.stringify(answers))
    throw new Error(`match-sample.json ${id}: answers the quiz does not accept`)
  return {
    student,
    answers: describeAnswers(accepted),
    matches: rankMatches(accepted, universities, universities.length),
  }
}
