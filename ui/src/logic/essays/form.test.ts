import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ESSAY_PRESETS } from '../cycle/application-rules.ts'
import {
  ESSAY_FORM_MESSAGES as M,
  essayFieldsOf,
  formValuesOf,
  groupId,
  PERSONAL_STATEMENT_LIMIT,
  presetLabel,
  presetNote,
  presetsFor,
  validateEssayForm,
  withPreset,
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

describe("presets: this cycle's Common App essays (reviewed data)", () => {
  const applications = [
    { id: 'c1', platform: 'common_app' as const },
    { id: 's1', platform: 'school_portal' as const },
    { id: 'c2', platform: 'common_app' as const },
    { id: 'n1', platform: null },
  ]

  it('offers the seven personal-statement prompts and the two other Common App questions', () => {
    expect(presetsFor('personal').map(presetLabel)).toEqual([
      'Prompt 1: A part of who you are your application would miss',
      'Prompt 2: An obstacle and what it taught you',
      'Prompt 3: A belief or idea you questioned',
      'Prompt 4: Unexpected gratitude and what it changed',
      'Prompt 5: A moment that made you grow',
      'Prompt 6: A subject that makes you lose track of time',
      'Prompt 7: A topic of your choice',
    ])
    expect(presetsFor('supplement').map(presetLabel)).toEqual([
      'Additional Information',
      'Challenges and Circumstances',
    ])
  })

  it.each<[string, string, Partial<EssayFormValues>, string]>([
    [
      'a personal-statement prompt',
      'common-app-3',
      {
        title: 'Personal statement: A belief or idea you questioned',
        platform: 'common_app',
        limitUnit: 'words',
        limitMax: '650',
        limitMin: '250',
        applicationIds: [],
      },
      'Common App, 2026-27 cycle: 250 to 650 words.',
    ],
    [
      'Additional Information',
      'additional-information',
      {
        title: 'Additional Information (Common App)',
        limitMax: '300',
        limitMin: '',
        applicationIds: ['c1', 'c2'],
      },
      'Common App, 2026-27 cycle: up to 300 words.',
    ],
    [
      'Challenges and Circumstances',
      'challenges-and-circumstances',
      {
        title: 'Challenges and Circumstances (Common App)',
        limitMax: '250',
        limitMin: '',
        applicationIds: ['c1', 'c2'],
      },
      'Common App, 2026-27 cycle: up to 250 words.',
    ],
  ])('%s fills the title, counting and limit; the prompt typed stays', (_, id, expected, note) => {
    const preset = ESSAY_PRESETS.find((p) => p.id === id)!
    const typed = { ...formValuesOf({ kind: preset.kind }), prompt: 'As Common App words it' }
    const values = withPreset({ ...typed, limitMin: '99' }, preset, applications)
    expect(values).toMatchObject({ ...expected, prompt: 'As Common App words it' })
    expect(validateEssayForm(values)).toEqual({})
    expect(presetNote(preset)).toMatch(new RegExp(`^${note.replace(/[.()]/g, '\\$&')}`))
  })

  it('keeps the personal statement limit the form starts with equal to the reviewed one', () => {
    expect(PERSONAL_STATEMENT_LIMIT).toEqual(presetsFor('personal')[0]?.limit)
  })
})
