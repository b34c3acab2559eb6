import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CATEGORIES, type PromptCategory } from './classify.ts'
import { canShare, clusterPrompts, combinations, coverPlan, type PlanPrompt } from './cover.ts'
import type { ApplicationInput } from './essay.ts'
import { countText, limitLine, limitReport } from './count.ts'
import type { EssayLimit } from './essay.ts'
import { contentWords, suggestReuse, type ReuseDraft } from './reuse.ts'

const sentence = (topic: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${topic} taught me lesson ${i}.`).join(' ')
const app = (schoolName: string): ApplicationInput => ({
  id: schoolName,
  schoolName,
  deadline: null,
  deadlineZone: null,
  platform: 'common_app',
})
const draft = (
  id: string,
  prompt: string,
  text: string,
  schools: string[] = [],
  category?: PromptCategory,
): ReuseDraft => ({
  id,
  title: id,
  prompt,
  text,
  applications: schools.map(app),
  ...(category ? { category } : {}),
})

const DRAFTS: ReuseDraft[] = [
  draft('robotics', 'Describe an extracurricular activity.', sentence('Robotics team', 40)),
  draft(
    'grandmother',
    'Describe a community you belong to.',
    sentence('My neighborhood community', 45),
  ),
  draft('why-cornell', 'Why Cornell?', sentence('The Cornell engineering program', 30), [
    'Cornell University',
  ]),
  draft('failure', 'Tell us about a time you failed.', sentence('Failing a chemistry test', 130)),
  draft('note', 'Describe a community you belong to.', 'Just a few notes.'),
]

describe('suggestReuse', () => {
  it('ranks the same category first, with reasons and an honest effort', () => {
    const [first, ...rest] = suggestReuse(
      {
        prompt: 'Tell us about a community that matters to you.',
        limit: { unit: 'words', max: 300 },
        schoolName: 'Duke University',
      },
      DRAFTS,
    )
    expect(first).toMatchObject({ essayId: 'grandmother', effort: 'light edit' })
    expect(first?.reasons[0]).toBe('Answers a "Community" prompt too.')
    expect(first?.reasons).toContain('315 / 300 words: 15 over the limit; cut it to 300 words.')
    expect(rest.map((s) => s.essayId)).not.toContain('note')
  })

  it('why-us drafts for another school are a rework, and say which lines must change', () => {
    const [first] = suggestReuse(
      {
        prompt: 'Why do you want to attend this university?',
        limit: { unit: 'words', max: 250 },
        schoolName: 'Duke University',
      },
      DRAFTS,
    )
    expect(first).toMatchObject({ essayId: 'why-cornell', effort: 'rework' })
    expect(first?.reasons).toContain('Written for Cornell University: change every line about it.')
  })

  it('a long draft for a short limit is a rework that says how far to cut; a related category is a new angle', () => {
    const suggestions = suggestReuse(
      {
        prompt: 'Describe a challenge or setback you faced.',
        limit: { unit: 'characters', max: 1_200 },
        schoolName: null,
      },
      DRAFTS,
    )
    expect(suggestions[0]).toMatchObject({ essayId: 'failure', effort: 'rework' })
    expect(suggestions[0]?.reasons).toContain(
      '5,999 / 1,200 characters: 4,799 over the limit; cut it to 1,200 characters.',
    )
    expect(suggestions.find((s) => s.essayId === 'grandmother')?.effort).toBe('new angle')
  })

  /** A community draft of exactly `words` words, for the community prompt below. */
  const ofLength = (words: number) =>
    draft(
      `d${words}`,
      'Describe a community you belong to.',
      Array.from({ length: words }, (_, i) => (i === 0 ? 'community' : `word${i}`)).join(' '),
    )
  const lengthReason = (words: number, limit: EssayLimit) =>
    suggestReuse({ prompt: 'Tell us about a community.', limit, schoolName: null }, [
      ofLength(words),
    ])[0]

  it.each<[number, string, string]>([
    [140, '140 / 250 words: grow it towards 250 words.', 'rework'],
    [200, '200 / 250 words: fits the limit.', 'light edit'],
    [250, '250 / 250 words: fits the limit.', 'light edit'],
    [251, '251 / 250 words: 1 over the limit; cut it to 250 words.', 'light edit'],
    [260, '260 / 250 words: 10 over the limit; cut it to 250 words.', 'light edit'],
    [275, '275 / 250 words: 25 over the limit; cut it to 250 words.', 'light edit'],
    [276, '276 / 250 words: 26 over the limit; cut it to 250 words.', 'rework'],
  ])('a %i-word draft for a 250-word limit: %j (%s)', (words, reason, effort) => {
    const suggestion = lengthReason(words, { unit: 'words', max: 250 })
    expect(suggestion?.reasons).toContain(reason)
    expect(suggestion?.effort).toBe(effort)
  })

  it('counts as the editor counts and never says a draft over the limit fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 900 }),
        fc.constantFrom<EssayLimit['unit']>('words', 'characters'),
        fc.integer({ min: 60, max: 5_000 }),
        (words, unit, max) => {
          const limit: EssayLimit = { unit, max }
          const written = ofLength(words)
          const reasons = lengthReason(words, limit)?.reasons ?? []
          const editor = limitReport(countText(written.text), limit)
          const line = reasons.find((r) => r.startsWith(limitLine(editor, limit).split(':')[0]!))
          expect(line).toBeDefined()
          if (editor.state === 'over') {
            expect(line).toBe(
              `${limitLine(editor, limit)}; cut it to ${max.toLocaleString('en-US')} ${unit}.`,
            )
            expect(reasons.join(' ')).not.toMatch(/fits/)
          } else expect(line).not.toMatch(/over the limit|cut/)
        },
      ),
    )
  })

  it('leaves out the essay being written and unrelated drafts', () => {
    const suggestions = suggestReuse(
      { prompt: 'What is your favorite word?', limit: null, schoolName: null, essayId: 'robotics' },
      DRAFTS,
    )
    expect(suggestions).toEqual([])
  })

  it('never says "ready", is sorted by score, and never suggests a note', () => {
    const anyDraft = fc.record({
      id: fc.uuid(),
      prompt: fc.constantFrom(
        'Why us?',
        'Describe a community.',
        'Tell us about a failure.',
        'Favorite word?',
        '',
      ),
      text: fc.oneof(
        fc.constant('short'),
        fc
          .integer({ min: 50, max: 700 })
          .map((n) => sentence('Robotics community', Math.ceil(n / 6))),
      ),
      schools: fc.array(fc.constantFrom('Cornell University', 'Duke University'), { maxLength: 2 }),
    })
    fc.assert(
      fc.property(
        fc.array(anyDraft, { maxLength: 8 }),
        fc.constantFrom(...CATEGORIES),
        (drafts, category) => {
          const suggestions = suggestReuse(
            {
              prompt: 'Tell us about your community.',
              limit: { unit: 'words', max: 250 },
              schoolName: 'Duke University',
              category,
            },
            drafts.map((d) => draft(d.id, d.prompt, d.text, d.schools)),
          )
          for (const s of suggestions)
            expect(['light edit', 'rework', 'new angle']).toContain(s.effort)
          expect(suggestions.map((s) => s.score)).toEqual(
            [...suggestions.map((s) => s.score)].sort((a, b) => b - a),
          )
          expect(
            suggestions.every((s) => drafts.find((d) => d.id === s.essayId)?.text !== 'short'),
          ).toBe(true)
        },
      ),
    )
  })

  it('finds content words with a light stem', () => {
    expect(contentWords('Describe the communities you volunteered with')).toEqual([
      'community',
      'volunteer',
    ])
  })
})

/** A prompt with a limit in words (a number), as the portal states it, or none. */
const prompt = (
  id: string,
  category: PromptCategory,
  limit: number | EssayLimit | null,
  group: PlanPrompt['group'] = null,
): PlanPrompt => ({
  id,
  label: id,
  category,
  limit: typeof limit === 'number' ? { unit: 'words', max: limit } : limit,
  group,
})

describe('coverPlan: the fewest essays covering every prompt', () => {
  it('shares essays within a category when the limits are within a factor of two', () => {
    const plan = coverPlan([
      prompt('a', 'why-us', 250),
      prompt('b', 'why-us', 300),
      prompt('c', 'why-us', 650),
      prompt('d', 'community', 250),
      prompt('e', 'other', 100),
      prompt('f', 'other', 100),
    ])
    expect(
      plan.essays.map((e) => [
        e.category,
        e.prompts.map((p) => p.id),
        e.writeTo?.max,
        e.tailorPerSchool,
      ]),
    ).toEqual([
      ['why-us', ['a', 'b'], 250, true],
      ['why-us', ['c'], 650, false],
      ['community', ['d'], 250, false],
      ['other', ['e'], 100, false],
      ['other', ['f'], 100, false],
    ])
  })

  it.each<[string, EssayLimit[], number, EssayLimit | undefined, boolean]>([
    [
      'a character limit is written to in characters, never as words of six',
      [
        { unit: 'characters', max: 1_500 },
        { unit: 'words', max: 350 },
      ],
      1,
      { unit: 'characters', max: 1_500 },
      true,
    ],
    [
      'a word limit shorter than a character limit is written to first',
      [
        { unit: 'words', max: 150 },
        { unit: 'characters', max: 1_200 },
      ],
      1,
      { unit: 'words', max: 150 },
      true,
    ],
    [
      'characters only: no comparison with words is made',
      [
        { unit: 'characters', max: 500 },
        { unit: 'characters', max: 800 },
      ],
      1,
      { unit: 'characters', max: 500 },
      false,
    ],
    [
      '400 characters and 250 words are too far apart to share',
      [
        { unit: 'characters', max: 400 },
        { unit: 'words', max: 250 },
      ],
      2,
      { unit: 'characters', max: 400 },
      false,
    ],
  ])('%s', (_, limits, essays, writeTo, mixed) => {
    const plan = coverPlan(limits.map((limit, i) => prompt(`p${String(i)}`, 'community', limit)))
    expect(plan.essays).toHaveLength(essays)
    expect(plan.essays[0]?.writeTo).toEqual(writeTo)
    expect(plan.essays[0]?.mixedUnits).toBe(mixed)
    // Each prompt keeps its limit exactly as the portal states it.
    expect(plan.essays.flatMap((e) => e.prompts.map((p) => p.limit))).toEqual(
      expect.arrayContaining(limits),
    )
  })

  it('chooses N of M in a group so as to add the fewest essays', () => {
    const uc = { id: 'uc', choose: 2 }
    const plan = coverPlan([
      prompt('community-essay', 'community', 350),
      prompt('uc-1', 'identity', 350, uc),
      prompt('uc-2', 'community', 350, uc),
      prompt('uc-3', 'challenge', 350, uc),
      prompt('uc-4', 'community', 300, uc),
    ])
    expect(plan.essays).toHaveLength(1)
    expect(plan.essays[0]?.prompts.map((p) => p.id)).toEqual(['uc-4', 'community-essay', 'uc-2'])
    expect(plan.notNeeded.map((p) => p.id)).toEqual(['uc-1', 'uc-3'])
  })

  const anyPrompt = fc.record({
    category: fc.constantFrom<PromptCategory>('why-us', 'community', 'activity', 'other'),
    limit: fc.option(
      fc.record({
        unit: fc.constantFrom<EssayLimit['unit']>('words', 'characters'),
        max: fc.integer({ min: 50, max: 4_000 }),
      }),
      { nil: null },
    ),
    inGroup: fc.boolean(),
  })

  it('covers every required prompt once and exactly N of each group, each essay valid', () => {
    fc.assert(
      fc.property(
        fc.array(anyPrompt, { maxLength: 12 }),
        fc.integer({ min: 1, max: 3 }),
        (specs, choose) => {
          const prompts = specs.map((s, i) =>
            prompt(
              `p${String(i).padStart(2, '0')}`,
              s.category,
              s.limit,
              s.inGroup ? { id: 'g', choose } : null,
            ),
          )
          const plan = coverPlan(prompts)
          const covered = plan.essays.flatMap((e) => e.prompts.map((p) => p.id))
          expect(new Set(covered).size).toBe(covered.length)
          for (const p of prompts.filter((q) => !q.group)) expect(covered).toContain(p.id)
          const groupSize = prompts.filter((q) => q.group).length
          expect(covered.filter((id) => prompts.find((q) => q.id === id)?.group)).toHaveLength(
            Math.min(choose, groupSize),
          )
          for (const essay of plan.essays) {
            expect(canShare(essay.prompts)).toBe(true)
            // What it says to write to is one of its prompts' own limits, never a conversion.
            if (essay.writeTo)
              expect(essay.prompts.map((p) => p.limit)).toContainEqual(essay.writeTo)
          }
        },
      ),
    )
  })

  it('is never beaten by any partition of the prompts into shareable essays', () => {
    fc.assert(
      fc.property(fc.array(anyPrompt, { maxLength: 7 }), (specs) => {
        const prompts = specs.map((s, i) => prompt(`p${i}`, s.category, s.limit))
        expect(clusterPrompts(prompts).length).toBe(fewestByBruteForce(prompts))
      }),
    )
  })

  it('counts combinations', () => {
    expect(combinations([1, 2, 3, 4], 2)).toHaveLength(6)
    expect(combinations([1, 2], 0)).toEqual([[]])
  })
})

/** Tries every partition of the prompts into shareable groups. */
function fewestByBruteForce(prompts: PlanPrompt[]): number {
  const [first, ...rest] = prompts
  if (!first) return 0
  let best = Infinity
  const n = rest.length
  for (let mask = 0; mask < 1 << n; mask++) {
    const together = [first, ...rest.filter((_, i) => mask & (1 << i))]
    if (!canShare(together)) continue
    const others = rest.filter((_, i) => !(mask & (1 << i)))
    best = Math.min(best, 1 + fewestByBruteForce(others))
  }
  return best
}
