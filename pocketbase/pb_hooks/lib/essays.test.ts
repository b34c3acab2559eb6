import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadHookModule } from '../../scripts/hook-module.ts'
import { ESSAY_LIMITS } from '../../../ui/src/logic/essays/essay.ts'
import { phrasesProblem } from '../../../ui/src/logic/essays/phrases.ts'
import {
  decideSave,
  type EssayHead,
  type SaveRequest,
} from '../../../ui/src/logic/essays/save-rule.ts'

type EssaysHookLib = {
  LIMITS: Record<string, number>
  essayProblems: (values: Record<string, unknown>) => Record<string, string>
  phrasesProblem: (phrases: unknown) => string
}

type EssaySavesHookLib = {
  decideSave: typeof decideSave
  saveBodyProblems: (body: Record<string, unknown>) => Record<string, string>
}

const lib = {
  ...(loadHookModule('lib/essays.js') as EssaysHookLib),
  ...(loadHookModule('lib/essay-saves.js') as EssaySavesHookLib),
}

describe('the essays hook library', () => {
  it('has the limits the client knows', () => {
    expect(lib.LIMITS).toEqual(ESSAY_LIMITS)
  })

  it('decides every save exactly as the client-side rule does', () => {
    const small = fc.nat({ max: 6 })
    const device = fc.constantFrom('', 'laptop', 'phone')
    const text = fc.constantFrom('', 'a', 'b')
    const head: fc.Arbitrary<EssayHead> = fc.record({
      revision: small,
      text,
      device,
      deviceRunStart: small,
      lastSaveId: fc.constantFrom('', 's1', 's2'),
      lastSeq: small,
    })
    const request: fc.Arbitrary<SaveRequest> = fc.record({
      baseRevision: small,
      text,
      device,
      saveId: fc.constantFrom('', 's1', 's2', 's3'),
      seq: small,
    })
    fc.assert(
      fc.property(head, request, (h, r) => {
        expect(lib.decideSave(h, r)).toEqual(decideSave(h, r))
      }),
      { numRuns: 2_000 },
    )
  })

  it.each<[Record<string, unknown>, string[]]>([
    [{ limit_unit: 'words', limit_max: 650, limit_min: 250 }, []],
    [{}, []],
    [{ limit_unit: 'words', limit_max: 0 }, ['limit_max']],
    [{ limit_unit: '', limit_max: 100 }, ['limit_unit']],
    [{ limit_unit: 'words', limit_max: 100, limit_min: 101 }, ['limit_min']],
    [{ group_id: 'uc', group_label: 'UC', group_choose: 4 }, []],
    [{ group_id: 'uc', group_choose: 4 }, ['group_label']],
    [{ group_choose: 4 }, ['group_id']],
    [{ text: 'x'.repeat(25_001) }, ['text']],
    [{ kind: 'supplement', applications: ['a1', 'a2'] }, []],
    [{ kind: 'personal', applications: [] }, []],
    [{ kind: 'personal', applications: ['a1'] }, ['applications']],
    [{ guard_phrases: ['Big Red', 'Professor Ruiz'] }, []],
    [{ guard_phrases: null }, []],
    [{ guard_phrases: 'Big Red' }, ['guard_phrases']],
    [{ guard_phrases: undefined }, ['guard_phrases']],
    [{ guard_phrases: ['Big Red', 'big red '] }, ['guard_phrases']],
    [{ guard_phrases: ['  '] }, ['guard_phrases']],
    [{ guard_phrases: ['x'.repeat(101)] }, ['guard_phrases']],
    [{ guard_phrases: Array.from({ length: 51 }, (_, i) => `p${i}`) }, ['guard_phrases']],
  ])('essay fields %j: problems with %j', (values, fields) => {
    expect(Object.keys(lib.essayProblems(values)).sort()).toEqual(fields.sort())
  })

  it('judges phrase lists exactly as the client does', () => {
    const phrase = fc.oneof(
      fc.constantFrom('Big Red', 'big red', ' ', '', 'x'.repeat(100), 'x'.repeat(101)),
      fc.string({ maxLength: 8 }),
      fc.integer(),
    )
    const list = fc.oneof(
      fc.array(phrase, { maxLength: 52 }),
      fc.constantFrom(null, 'Big Red', 7, {}),
    )
    fc.assert(
      fc.property(list, (phrases) => {
        expect(lib.phrasesProblem(phrases)).toBe(phrasesProblem(phrases))
      }),
      { numRuns: 1_000 },
    )
  })

  it('accepts a well-formed save body and names each bad field', () => {
    const good = { baseRevision: 3, text: 'x', device: 'laptop-1', saveId: 'laptop-1-7', seq: 7 }
    expect(lib.saveBodyProblems(good)).toEqual({})
    expect(Object.keys(lib.saveBodyProblems({ ...good, baseRevision: 1.5 }))).toEqual([
      'baseRevision',
    ])
    expect(Object.keys(lib.saveBodyProblems({ ...good, name: 'x'.repeat(101) }))).toEqual(['name'])
    expect(Object.keys(lib.saveBodyProblems({}))).toEqual([
      'baseRevision',
      'text',
      'device',
      'seq',
      'saveId',
    ])
  })
})
