import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { diffWords, sides, summarize, type DiffPart } from './diff.ts'
import { comparePair, sortVersions, versionTitle, type EssayVersion } from './versions.ts'

describe('diffWords', () => {
  it.each<[string, string, DiffPart[]]>([
    ['', '', []],
    ['same text', 'same text', [{ kind: 'same', text: 'same text' }]],
    ['', 'new words', [{ kind: 'added', text: 'new words' }]],
    ['old words', '', [{ kind: 'removed', text: 'old words' }]],
    [
      'I walked to the lab.',
      'I ran to the lab.',
      [
        { kind: 'same', text: 'I ' },
        { kind: 'removed', text: 'walked' },
        { kind: 'added', text: 'ran' },
        { kind: 'same', text: ' to the lab.' },
      ],
    ],
    [
      'Cornell taught me patience.',
      'Northwestern taught me patience and grit.',
      [
        { kind: 'removed', text: 'Cornell' },
        { kind: 'added', text: 'Northwestern' },
        { kind: 'same', text: ' taught me ' },
        { kind: 'removed', text: 'patience.' },
        { kind: 'added', text: 'patience and grit.' },
      ],
    ],
  ])('%j -> %j', (before, after, parts) => {
    expect(diffWords(before, after)).toEqual(parts)
  })

  const words = fc
    .array(fc.constantFrom('the', 'lab', 'I', 'ran', 'walked', 'Cornell', ' ', '  ', '\n', '.'), {
      maxLength: 40,
    })
    .map((w) => w.join(''))

  it('rebuilds both texts exactly, and never leaves two parts of one kind side by side', () => {
    fc.assert(
      fc.property(words, words, (before, after) => {
        const parts = diffWords(before, after)
        expect(sides(parts)).toEqual({ before, after })
        for (let i = 1; i < parts.length; i++) expect(parts[i]?.kind).not.toBe(parts[i - 1]?.kind)
      }),
    )
  })

  it('is minimal: it never changes more words than rewriting the whole text would', () => {
    fc.assert(
      fc.property(words, words, (before, after) => {
        const { added, removed } = summarize(diffWords(before, after))
        const count = (t: string) => (t.match(/[^\s]+/g) ?? []).length
        expect(added).toBeLessThanOrEqual(count(after))
        expect(removed).toBeLessThanOrEqual(count(before))
        if (before === after) expect(added + removed).toBe(0)
      }),
    )
  })

  it('finds the one changed phrase in a 650-word essay as one removal and one addition', () => {
    const base = Array.from(
      { length: 65 },
      (_, i) => `Sentence number ${i} has exactly seven words.`,
    ).join(' ')
    const changed = base.replace('Sentence number 30 has', 'Sentence number thirty now has')
    const parts = diffWords(base, changed)
    expect(summarize(parts)).toEqual({ added: 2, removed: 1 })
    expect(parts.filter((p) => p.kind !== 'same')).toHaveLength(2)
  })
})

const version = (id: string, revision: number, created: string, name = ''): EssayVersion => ({
  id,
  essayId: 'e1',
  revision,
  name,
  reason: name ? 'named' : 'checkpoint',
  created,
  text: id,
})

describe('versions', () => {
  const versions = [
    version('v1', 1, '2026-11-01T10:00:00Z'),
    version('v3', 5, '2026-11-03T10:00:00Z', 'Sent to Cornell'),
    version('v2', 3, '2026-11-02T10:00:00Z'),
  ]
  it('sorts newest first and titles them', () => {
    expect(sortVersions(versions).map((v) => v.id)).toEqual(['v3', 'v2', 'v1'])
    expect(sortVersions(versions).map(versionTitle)).toEqual([
      'Sent to Cornell',
      'Revision 3',
      'Revision 1',
    ])
  })

  it.each<[string[], string[] | null]>([
    [
      ['v3', 'v1'],
      ['v1', 'v3'],
    ],
    [
      ['v1', 'v3'],
      ['v1', 'v3'],
    ],
    [['v1'], null],
    [['v1', 'v1'], null],
    [['v1', 'v2', 'v3'], null],
    [['v1', 'gone'], null],
  ])('compare %j -> %j', (picked, expected) => {
    expect(comparePair(versions, picked)?.map((v) => v.id) ?? null).toEqual(expected)
  })
})
