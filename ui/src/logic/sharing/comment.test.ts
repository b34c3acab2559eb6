import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  COMMENT_MESSAGES,
  commentProblems,
  placeComment,
  selectionAnchor,
  typedAnchor,
} from './comment.ts'
import { TEXT_MESSAGES } from '../validation/text-rule.ts'
import { SHARE_MESSAGES } from './share.ts'

const TEXT = 'I rebuilt a radio. The radio taught me patience.'

describe('placeComment', () => {
  it.each([
    [null, { state: 'whole' }],
    [{ quote: '', start: 0, end: 0 }, { state: 'whole' }],
    [
      { quote: 'rebuilt', start: 2, end: 9 },
      { state: 'found', start: 2, end: 9, moved: false },
    ],
    // The second "radio", where it was and after 6 characters before it were deleted.
    [
      { quote: 'radio', start: 23, end: 28 },
      { state: 'found', start: 23, end: 28, moved: false },
    ],
    [
      { quote: 'radio', start: 29, end: 34 },
      { state: 'found', start: 23, end: 28, moved: true },
    ],
    [
      { quote: 'radio', start: 10, end: 15 },
      { state: 'found', start: 12, end: 17, moved: true },
    ],
    [{ quote: 'guitar', start: 12, end: 18 }, { state: 'gone' }],
  ] as const)('%j in the text is %j', (anchor, placement) => {
    expect(placeComment(TEXT, anchor)).toEqual(placement)
  })

  it('finds the passage wherever text is added before or after it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }),
        fc.string(),
        fc.string(),
        (a, quote, b, added) => {
          const text = `${a}${quote}${b}`
          const anchor = { quote, start: a.length, end: a.length + quote.length }
          for (const edited of [`${added}${text}`, `${text}${added}`]) {
            const placed = placeComment(edited, anchor)
            expect(placed.state).toBe('found')
            if (placed.state === 'found') expect(edited.slice(placed.start, placed.end)).toBe(quote)
          }
        },
      ),
    )
  })
})

describe('anchors from the supporter’s page', () => {
  it('a selection loses its edge spaces and keeps its place', () => {
    expect(selectionAnchor(TEXT, 1, 10)).toEqual({ quote: 'rebuilt', start: 2, end: 9 })
    expect(selectionAnchor(TEXT, 10, 1)).toEqual({ quote: 'rebuilt', start: 2, end: 9 })
    expect(selectionAnchor(TEXT, 1, 2)).toBeNull()
    expect(selectionAnchor('a😀b', 0, 2)).toEqual({ quote: 'a', start: 0, end: 1 })
  })

  it('a selection always slices to its quote, at most 1,000 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), fc.nat(), fc.nat(), (text, a, b) => {
        const anchor = selectionAnchor(text, a % (text.length + 1), b % (text.length + 1))
        if (anchor) {
          expect(text.slice(anchor.start, anchor.end)).toBe(anchor.quote)
          expect(anchor.quote.length).toBeLessThanOrEqual(1000)
        }
      }),
    )
  })

  it('a typed passage is found where it first stands', () => {
    expect(typedAnchor(TEXT, ' radio ')).toEqual({ quote: 'radio', start: 12, end: 17 })
    expect(typedAnchor(TEXT, 'violin')).toBeNull()
    expect(typedAnchor(TEXT, '  ')).toBeNull()
  })
})

describe('commentProblems', () => {
  const essay = { text: TEXT, revision: 3 }
  const good = { essay: 'e1', body: 'Nice.', quote: 'rebuilt', start: 2, end: 9, revision: 3 }

  it('accepts a comment on a passage, and one on the whole essay', () => {
    expect(commentProblems(good, essay)).toEqual({ problems: {}, changed: false })
    expect(commentProblems({ ...good, quote: '', start: 0, end: 0 }, essay).problems).toEqual({})
  })

  it.each([
    [{ body: '' }, 'body', COMMENT_MESSAGES.bodyRequired],
    [{ body: 'x'.repeat(1001) }, 'body', SHARE_MESSAGES.tooLong(1000)],
    [{ body: 'a\u0000b' }, 'body', TEXT_MESSAGES.multi],
    [{ quote: 'a\u202Eb', end: 5 }, 'quote', TEXT_MESSAGES.multi],
    [{ revision: 4 }, 'revision', COMMENT_MESSAGES.revision],
    [{ revision: 1.5 }, 'revision', COMMENT_MESSAGES.revision],
    [{ revision: '3' }, 'revision', COMMENT_MESSAGES.revision],
    [{ start: 3 }, 'start', COMMENT_MESSAGES.place],
    [{ start: 3, end: 10 }, 'start', COMMENT_MESSAGES.place],
    [{ start: -1, end: 6 }, 'start', COMMENT_MESSAGES.place],
  ])('%j is refused on %s', (change, field, message) => {
    expect(commentProblems({ ...good, ...change }, essay).problems).toEqual({ [field]: message })
  })

  it('an older revision: fine while the passage is still there, "changed" once it is not', () => {
    const older = { ...good, revision: 2, start: 0, end: 7 }
    expect(commentProblems(older, essay)).toEqual({ problems: {}, changed: false })
    expect(commentProblems({ ...older, quote: 'trumpet' }, essay)).toEqual({
      problems: {},
      changed: true,
    })
  })
})
