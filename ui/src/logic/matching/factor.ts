/**
 * What every factor of the scorer (score.ts) is made of: a fit from 0 to 1 with the reason behind
 * it, or a neutral answer that weighs nothing; the half credit of a figure the catalogue lacks; and
 * how figures are written in reasons.
 */
import type { QuizAnswers } from '../quiz/questions.ts'
import type { MatchUniversity } from './fields.ts'

export type ReasonEffect = 'for' | 'against' | 'neutral' | 'unknown'
export type Reason = { factor: string; effect: ReasonEffect; text: string }

/**
 * Texts are built only for the schools shown: building them for all is most of the cost. A text
 * may read the schools listed with this one (the student's matches), to compare with them.
 */
export type LazyReason = {
  factor: string
  effect: ReasonEffect
  text: string | ((matches?: readonly MatchUniversity[]) => string)
}
export type Factor = { fit: number; reason: LazyReason } | { neutral: LazyReason }

const UNKNOWN_FIT = 0.5

/** A figure the catalogue lacks: half credit, and the card says it is not reported. */
export function notReported(factor: string, what: string): { fit: number; reason: LazyReason } {
  return {
    fit: UNKNOWN_FIT,
    reason: { factor, effect: 'unknown', text: () => `${what}: not reported` },
  }
}

export const count = (n: number): string => Math.round(n).toLocaleString('en-US')
export const money = (n: number): string => `$${count(n)}`
export const percent = (share: number): string =>
  `${(share * 100).toFixed(share < 0.1 && share > 0 ? 1 : 0)}%`
export const clamp = (x: number, low = 0, high = 1): number => Math.min(high, Math.max(low, x))

/** The answer to a single-choice question, if it has one. */
export function single(answers: QuizAnswers, id: string): string | undefined {
  const value = (answers as Record<string, unknown>)[id]
  return typeof value === 'string' ? value : undefined
}
