import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CATEGORIES, classifyPrompt, type PromptCategory } from './classify.ts'
import {
  HELD_OUT_STYLES,
  PROMPT_STYLES,
  SECOND_BATCH_STYLES,
  THIRD_BATCH_STYLES,
} from './prompt-styles.ts'

describe('classifyPrompt', () => {
  it.each<[string, PromptCategory]>([
    ['Why do you want to attend this university?', 'why-us'],
    ['Why Cornell?', 'why-us'],
    // The school named, the question capitalised: the rule once matched only a lower-case "why".
    ['Why do you want to attend Northwestern?', 'why-us'],
    ['What is your intended major and why?', 'career'],
    ['Tell us about a challenge you overcame.', 'challenge'],
    ['What is your favorite word?', 'other'],
    ['', 'other'],
  ])('%j -> %s', (prompt, category) => {
    expect(classifyPrompt(prompt).category).toBe(category)
  })

  it('is deterministic, total, and ignores surrounding whitespace', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (prompt) => {
        const first = classifyPrompt(prompt)
        expect(CATEGORIES).toContain(first.category)
        expect(classifyPrompt(prompt)).toEqual(first)
        expect(classifyPrompt(`  ${prompt}\n`).category).toBe(first.category)
      }),
    )
  })

  it.each([
    [
      'prompt styles its rules were tuned on',
      [...PROMPT_STYLES, ...SECOND_BATCH_STYLES, ...THIRD_BATCH_STYLES],
    ],
    ['held-out prompt styles the rules never saw', HELD_OUT_STYLES],
  ] as const)(
    'labels %s better than always answering the commonest label, and prints its accuracy',
    (name, styles) => {
      const confusion = new Map<string, number>()
      let correct = 0
      for (const [prompt, label] of styles) {
        const { category } = classifyPrompt(prompt)
        if (category === label) correct++
        else
          confusion.set(
            `${label} -> ${category}`,
            (confusion.get(`${label} -> ${category}`) ?? 0) + 1,
          )
      }
      const accuracy = correct / styles.length
      const perCategory = CATEGORIES.map((c) => {
        const rows = styles.filter(([, label]) => label === c)
        const right = rows.filter(
          ([prompt, label]) => classifyPrompt(prompt).category === label,
        ).length
        return `${c} ${right}/${rows.length}`
      })
      console.log(
        [
          `\nPrompt classifier on ${styles.length} ${name}: ${correct} right, accuracy ${(accuracy * 100).toFixed(1)}%`,
          `  per category: ${perCategory.join(', ')}`,
          ...[...confusion].map(([pair, n]) => `  confused ${pair}: ${n}`),
        ].join('\n'),
      )
      const commonest = Math.max(...CATEGORIES.map((c) => styles.filter(([, l]) => l === c).length))
      console.log(
        `  always the commonest label: ${((commonest / styles.length) * 100).toFixed(1)}%`,
      )
      expect(accuracy).toBeGreaterThan(commonest / styles.length)
    },
  )
})
