import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ESSAY_LIMITS } from './essay.ts'
import { addPhrase, mergePhrases, phrasesProblem } from './phrases.ts'

describe('phrases', () => {
  it.each<[string[], string, string[] | null, string]>([
    [[], '  Big   Red ', ['Big Red'], ''],
    [['Big Red'], 'big red', null, 'Each phrase once: "big red" is there already.'],
    [[], '   ', null, 'A phrase cannot be empty.'],
    [[], 'x'.repeat(101), null, 'Keep each phrase under 100 characters.'],
    [Array.from({ length: 50 }, (_, i) => `p${i}`), 'one more', null, 'Keep at most 50 phrases.'],
  ])('adding to %j the draft %j', (before, draft, after, problem) => {
    const result = addPhrase(before, draft)
    expect(result.problem).toBe(problem)
    expect(result.phrases).toEqual(after ?? before)
  })

  it('merges lists into one the server accepts: each phrase once, the first spelling kept', () => {
    const phrase = fc.constantFrom('Big Red', 'big red', 'Wildcats', ' Wildcats ', 'Prof. Ruiz', '')
    fc.assert(
      fc.property(fc.array(fc.array(phrase, { maxLength: 40 }), { maxLength: 4 }), (lists) => {
        const merged = mergePhrases(...lists)
        expect(phrasesProblem(merged)).toBe('')
        expect(merged.length).toBeLessThanOrEqual(ESSAY_LIMITS.guardPhrasesMax)
        const keys = merged.map((p) => p.toLowerCase())
        expect(new Set(keys).size).toBe(keys.length)
      }),
    )
    expect(mergePhrases(['Big Red'], ['big red', 'Wildcats'])).toEqual(['Big Red', 'Wildcats'])
  })
})
