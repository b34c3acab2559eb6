import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ESSAY_FORM_MESSAGES as M,
  essayFieldsOf,
  formValuesOf,
  groupId,
  validateEssayForm,
  type EssayFormValues,
} from './form.ts'

const valid: EssayFormValues = formValuesOf({ kind: 'supplement', title: 'Why Duke' })

describe('the essay form', () => {
  it.each<[Partial<EssayFormValues>, Record<string, string>]>([
    [{}, {}],
    [{ title: '  ' }, { title: M.title }],
    [{ title: 'x'.repeat(201) }, { title: M.tooLong(200) }],
    [{ prompt: 'x'.repeat(2001) }, { prompt: M.tooLong(2000) }],
    [{ limitUnit: 'words', limitMax: '650', limitMin: '250' }, {}],
    [{ limitUnit: 'words', limitMax: '0' }, { limit_max: M.limitNumber('words') }],
    [{ limitUnit: 'characters', limitMax: '12.5' }, { limit_max: M.limitNumber('characters') }],
    [{ limitUnit: 'words', limitMax: '10001' }, { limit_max: M.limitNumber('words') }],
    [{ limitUnit: 'words', limitMax: '100', limitMin: '101' }, { limit_min: M.minAboveMax }],
    [{ limitMax: '300' }, { limit_unit: M.limitUnit }],
    [{ groupLabel: 'UC questions', groupChoose: '4' }, {}],
    [{ groupLabel: 'UC questions', groupChoose: '' }, { group_choose: M.choose }],
    [{ groupLabel: 'UC questions', groupChoose: '51' }, { group_choose: M.choose }],
    [{ groupChoose: '2' }, { group_label: M.groupName }],
  ])('%j -> %j', (change, errors) => {
    expect(validateEssayForm({ ...valid, ...change })).toEqual(errors)
  })

  it('starts a personal statement at the Common App limit: 250 to 650 words', () => {
    expect(formValuesOf({ kind: 'personal' })).toMatchObject({
      limitUnit: 'words',
      limitMax: '650',
      limitMin: '250',
    })
  })

  it('stores what it shows: fields to form and back are the same essay', () => {
    const fields = fc.record({
      kind: fc.constantFrom('personal' as const, 'supplement' as const),
      platform: fc.constantFrom('common_app' as const, 'coalition' as const),
      title: fc.constantFrom('Why Duke', 'Personal statement'),
      prompt: fc.constantFrom('', 'Why us?'),
      limit: fc.option(
        fc.record({
          unit: fc.constantFrom('words' as const, 'characters' as const),
          max: fc.integer({ min: 300, max: 10_000 }),
          min: fc.integer({ min: 1, max: 299 }),
        }),
      ),
      group: fc.option(fc.constant({ id: 'uc-questions', label: 'UC questions', choose: 4 })),
      status: fc.constantFrom('drafting' as const, 'review' as const),
      applicationIds: fc.constantFrom<string[]>([], ['a1', 'a2']),
      category: fc.constantFrom(null, 'why-us' as const),
      guardPhrases: fc.constantFrom<string[]>([], ['Big Red']),
    })
    fc.assert(
      fc.property(fields, (essay) => {
        const values = formValuesOf(essay)
        expect(validateEssayForm(values)).toEqual({})
        const back = essayFieldsOf(values, essay)
        expect(back).toEqual({
          ...essay,
          applicationIds: essay.kind === 'personal' ? [] : essay.applicationIds,
          limit: essay.limit ?? (essay.kind === 'personal' ? back.limit : null),
        })
      }),
    )
  })

  it.each([
    ['UC Personal Insight Questions', 'uc-personal-insight-questions'],
    ['  Short answers (choose 2) ', 'short-answers-choose-2'],
    ['Éssais courts', 'essais-courts'],
    ['!!!', 'group'],
  ])('names the group %j %j', (label, id) => {
    expect(groupId(label)).toBe(id)
  })
})
