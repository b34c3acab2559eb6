/**
 * Comments a supporter leaves on a shared essay (docs/adr/0082-essay-comments.md): on a passage
 * (the words quoted, and where they stood in the text the supporter read) or on the whole essay.
 * A comment never changes the essay. The student sees it beside the text, where the passage still
 * stands, or says the passage has since changed; the supporter's page and the server check it by
 * the same rules.
 */
import { SHARE_LIMITS, storedTextProblem } from './share.ts'

export type CommentStatus = 'open' | 'resolved'

/** A passage: the words quoted and their place (UTF-16 offsets) in the text the supporter read. */
export type CommentAnchor = { quote: string; start: number; end: number }

/** A comment as the student sees it on /essays. */
export type EssayComment = {
  id: string
  essay: string
  /** The share's label when the comment was left ("Ms. Lee, counselor"). */
  author: string
  body: string
  /** The passage; null for a comment on the whole essay. */
  anchor: CommentAnchor | null
  /** The essay's revision the supporter read. */
  revision: number
  status: CommentStatus
  created: string
}

/** What the supporter's page sends. */
export type CommentInput = {
  essay: string
  body: string
  /** Empty for the whole essay. */
  quote: string
  start: number
  end: number
  revision: number
}

export type CommentField = 'essay' | 'body' | 'quote' | 'start' | 'revision'

export const COMMENT_MESSAGES = {
  bodyRequired: 'Write your comment.',
  essay: 'Choose one of the essays shown.',
  revision: 'Send the revision of the essay you read.',
  place: 'Select the passage again: its place in the essay is not right.',
  changed:
    'The essay changed while you were reading and that passage is no longer in it: read the new text and select the passage again.',
  tooManyOnLink: `This link has left ${String(SHARE_LIMITS.commentsPerShare)} comments, the most it can.`,
  tooManyOnEssay: `This essay holds ${String(SHARE_LIMITS.commentsPerEssay)} comments, the most it can.`,
} as const

/** Where a comment's passage stands in the essay's text now. */
export type Placement =
  | { state: 'whole' }
  /** At `start`-`end` now; `moved` when that is not where the supporter saw it. */
  | { state: 'found'; start: number; end: number; moved: boolean }
  /** The words are no longer in the text. */
  | { state: 'gone' }

/**
 * Finds a comment's passage in `text`: where it was, else the same words nearest to where they
 * were, else nowhere (the student edited them since).
 */
export function placeComment(text: string, anchor: CommentAnchor | null): Placement {
  if (!anchor || anchor.quote === '') return { state: 'whole' }
  const { quote, start } = anchor
  if (text.slice(start, start + quote.length) === quote)
    return { state: 'found', start, end: start + quote.length, moved: false }
  let best = -1
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    if (best === -1 || Math.abs(at - start) < Math.abs(best - start)) best = at
  }
  return best === -1
    ? { state: 'gone' }
    : { state: 'found', start: best, end: best + quote.length, moved: true }
}

/**
 * The passage a selection from `start` to `end` of `text` stands for, without the spaces at its
 * edges and cut to the longest quote; null when it holds no words.
 */
export function selectionAnchor(text: string, start: number, end: number): CommentAnchor | null {
  let from = Math.max(0, Math.min(start, end))
  let to = Math.min(text.length, Math.max(start, end))
  while (from < to && /\s/.test(text.charAt(from))) from++
  while (to > from && /\s/.test(text.charAt(to - 1))) to--
  if (from === to) return null
  to = Math.min(to, from + SHARE_LIMITS.quoteMax)
  // Never split a character made of two code units.
  const last = text.charCodeAt(to - 1)
  if (last >= 0xd800 && last <= 0xdbff) to--
  return { quote: text.slice(from, to), start: from, end: to }
}

/** The first place `typed` stands in `text`, for a passage typed or pasted rather than selected. */
export function typedAnchor(text: string, typed: string): CommentAnchor | null {
  const quote = typed.trim()
  if (quote === '') return null
  const start = text.indexOf(quote)
  return start === -1 ? null : { quote, start, end: start + quote.length }
}

const isOffset = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/**
 * What is wrong with a comment for an essay whose text and revision are `essay`; `changed` when
 * the passage was read in an older revision and is no longer in the text (the page reloads the
 * essay and asks again, keeping the comment typed).
 */
export function commentProblems(
  input: Partial<Record<keyof CommentInput, unknown>>,
  essay: { text: string; revision: number },
): { problems: Partial<Record<CommentField, string>>; changed: boolean } {
  const problems: Partial<Record<CommentField, string>> = {}
  const body = storedTextProblem(input.body, {
    collection: 'share_comments',
    field: 'body',
    max: SHARE_LIMITS.commentMax,
    required: COMMENT_MESSAGES.bodyRequired,
  })
  if (body) problems.body = body
  const revision = input.revision
  if (!isOffset(revision) || revision > essay.revision)
    problems.revision = COMMENT_MESSAGES.revision
  const quote = input.quote ?? ''
  const quoteProblem = storedTextProblem(quote, {
    collection: 'share_comments',
    field: 'quote',
    max: SHARE_LIMITS.quoteMax,
  })
  if (quoteProblem) problems.quote = quoteProblem
  let changed = false
  if (typeof quote === 'string' && quote !== '' && !quoteProblem && !problems.revision) {
    const { start, end } = input
    if (!isOffset(start) || !isOffset(end) || end - start !== quote.length)
      problems.start = COMMENT_MESSAGES.place
    else if (revision === essay.revision) {
      if (essay.text.slice(start, end) !== quote) problems.start = COMMENT_MESSAGES.place
    } else if (!essay.text.includes(quote)) changed = true
  }
  return { problems, changed }
}
