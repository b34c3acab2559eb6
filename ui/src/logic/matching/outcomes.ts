/**
 * What comes after college: the career goal (earnings for a job, completion for graduate school)
 * and completion, which counts for every student; and the note that activities have no figures.
 */
import { clamp, money, notReported, percent, type Factor, type LazyReason } from './factor.ts'
import type { MatchUniversity } from './fields.ts'

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
  if (answer === 'gradSchool') {
    const rate = u.grad_rate_150pct
    if (rate === null) {
      return notReported(factor, 'Graduation rate')
    }
    return {
      fit: rate,
      reason: {
        factor,
        effect: rate >= 0.5 ? 'for' : 'against',
        text: () =>
          `${percent(rate)} finish within 6 years, the first step to graduate school (College Scorecard)`,
      },
    }
  }
  const text =
    answer === 'startup'
      ? 'The data has no figure on founders, so this goal does not change the score'
      : 'Career goal not decided: does not change the score'
  return { neutral: { factor, effect: 'neutral', text } }
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

export const ACTIVITIES_NOTE: LazyReason = {
  factor: 'extracurriculars',
  effect: 'neutral',
  text: 'The data has no figures on campus activities, so they do not change the score',
}
