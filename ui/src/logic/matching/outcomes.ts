/**
 * What comes after college (docs/adr/0069): the career goal, each read from a column that can carry
 * it (a job: earnings ten years on; graduate school: the Carnegie class; a business of one's own:
 * business and engineering depth), completion, which counts for every student, and what the
 * activities question cannot change.
 */
import { QUESTIONS } from '../quiz/questions.ts'
import { depthFit } from './depth.ts'
import { SHARE } from './families.ts'
import { clamp, money, notReported, percent, type Factor, type LazyReason } from './factor.ts'
import type { MatchUniversity } from './fields.ts'
import { shareFraction } from './interest.ts'

/** Carnegie 2021 basic codes: R1, R2, doctoral/professional, arts & sciences baccalaureate. */
const R1 = 15
const R2 = 16
const DOCTORAL_PROFESSIONAL = 17
const ARTS_AND_SCIENCES = 21

/**
 * How well a kind of school leads to graduate school, by its Carnegie 2021 class. NSF's
 * baccalaureate origins of research doctorates (NSF 22-321, 2022) find R1 universities the most
 * common undergraduate school of U.S. doctorate recipients, and arts & sciences colleges the
 * largest producers per graduate: both are 1. Other research universities follow.
 */
export function researchFit(carnegie: number): number {
  if (carnegie === R1 || carnegie === ARTS_AND_SCIENCES) return 1
  if (carnegie === R2) return 0.75
  if (carnegie === DOCTORAL_PROFESSIONAL) return 0.5
  return 0.25
}

const RESEARCH_NOTE: Record<number, string> = {
  [R1]: ': the most common undergraduate school of U.S. research doctorate holders (NSF, 2022)',
  [ARTS_AND_SCIENCES]:
    ': per graduate, the kind of school that sends the most students on to science and engineering doctorates (NSF, 2022)',
}

function gradSchool(u: MatchUniversity): Factor {
  const factor = 'careerGoals'
  const code = u.carnegie_basic_2021
  const label = u.carnegie_basic_label
  if (code === null || label === null) return notReported(factor, 'Carnegie classification')
  const fit = researchFit(code)
  return {
    fit,
    reason: {
      factor,
      effect: fit >= 0.75 ? 'for' : 'against',
      text: () => `For graduate school: ${label} (Carnegie 2021)${RESEARCH_NOTE[code] ?? ''}`,
    },
  }
}

/** Founding a business: the deeper of the school's business and engineering programs. */
function startup(u: MatchUniversity): Factor {
  const factor = 'careerGoals'
  const business = u[SHARE.business]
  const engineering = u[SHARE.engineering]
  if (business === null || engineering === null) {
    return notReported(factor, 'Business and engineering shares of graduates')
  }
  const n = u.undergrad_enrollment
  const fit = Math.max(depthFit(business, n, 'business'), depthFit(engineering, n, 'engineering'))
  return {
    fit,
    reason: {
      factor,
      effect: fit >= 0.5 ? 'for' : 'against',
      text: () =>
        `For starting a business: ${shareFraction(business)} graduates study business and ${shareFraction(engineering)} engineering or computing (2021-22)`,
    },
  }
}

export function career(u: MatchUniversity, answer: string): Factor {
  const factor = 'careerGoals'
  if (answer === 'employment') {
    const earnings = u.median_earnings_10yr
    if (earnings === null) {
      return notReported(factor, 'Median earnings')
    }
    const fit = clamp((earnings - 30000) / 50000)
    return {
      fit,
      reason: {
        factor,
        effect: fit >= 0.5 ? 'for' : 'against',
        text: () => `Median earnings 10 years after entry: ${money(earnings)} (College Scorecard)`,
      },
    }
  }
  if (answer === 'gradSchool') return gradSchool(u)
  if (answer === 'startup') return startup(u)
  return {
    neutral: {
      factor,
      effect: 'neutral',
      text: 'Career goal not decided: does not change the score',
    },
  }
}

/** 0 when a fifth or fewer finish within 150% of normal time, 1 when four fifths or more do. */
export function completionFit(rate: number): number {
  return clamp((rate - 0.2) / 0.6)
}

export function completion(u: MatchUniversity): Factor {
  const factor = 'completion'
  const rate = u.grad_rate_150pct
  if (rate === null) return notReported(factor, 'Graduation rate')
  const fit = completionFit(rate)
  return {
    fit,
    reason: {
      factor,
      effect: fit >= 0.5 ? 'for' : 'against',
      text: () => `${percent(rate)} of students finish within 6 years (College Scorecard)`,
    },
  }
}

/**
 * The activities the student chose, and why they change nothing: the catalogue has no column on
 * sports, arts and music, clubs, service, Greek life or cultural groups (docs/adr/0069).
 */
export function activitiesNote(chosen: readonly string[]): LazyReason {
  // One note per set of activities, not per school: every school of a ranking shares it.
  const key = chosen.join(',')
  const known = NOTES.get(key)
  if (known) return known
  const options = QUESTIONS[6].options as readonly { value: string; label: string }[]
  const names = options.filter((o) => chosen.includes(o.value)).map((o) => o.label)
  const note: LazyReason = {
    factor: 'extracurriculars',
    effect: 'neutral',
    text: `${names.length > 0 ? `${names.join(', ')}: t` : 'T'}he data has no figures on campus activities, so they do not change the score`,
  }
  // The quiz has six activities: 64 sets at most, unless something else sends unknown values.
  if (NOTES.size < 64) NOTES.set(key, note)
  return note
}

const NOTES = new Map<string, LazyReason>()
