import { describe, expect, it } from 'vitest'
import { ESSAY_APPLICATIONS, essayText, makeEssay } from '../../testing/essay-fixtures.ts'
import { withApplications } from './library.ts'
import { categoryOf, planPromptsOf, reuseDraftsOf, reuseTargetOf } from './prompts.ts'

const essays = withApplications(
  [
    makeEssay({ id: 'ps', kind: 'personal', prompt: 'Share an essay on any topic.' }),
    makeEssay({
      id: 'nu',
      title: 'Why Northwestern',
      prompt: 'Why Northwestern?',
      limit: { unit: 'words', max: 300 },
      applicationIds: ['a1'],
    }),
    makeEssay({
      id: 'activity',
      title: 'An activity',
      prompt: 'Briefly elaborate on one of your extracurricular activities.',
      limit: { unit: 'characters', max: 1_500 },
      category: 'community',
      group: { id: 'short', label: 'Short answers', choose: 2 },
      applicationIds: ['a1', 'a2'],
    }),
    makeEssay({ id: 'notes', title: 'Notes', prompt: '   ', applicationIds: [] }),
  ],
  ESSAY_APPLICATIONS,
)

describe('the library as the plan reads it', () => {
  it('takes every supplement with a prompt, labelled by its schools, limits as the portal states them', () => {
    expect(planPromptsOf(essays)).toEqual([
      {
        id: 'nu',
        label: 'Northwestern University: Why Northwestern',
        category: 'why-us',
        limit: { unit: 'words', max: 300 },
        group: null,
      },
      {
        id: 'activity',
        // Same deadline: by name.
        label: 'Cornell University & Northwestern University: An activity',
        category: 'community',
        limit: { unit: 'characters', max: 1_500 },
        group: { id: 'short', choose: 2 },
      },
    ])
  })

  it("prefers the student's own category to the classifier's", () => {
    const activity = essays.find((e) => e.id === 'activity')!
    expect(categoryOf(activity)).toBe('community')
    expect(categoryOf({ ...activity, category: null })).toBe('activity')
  })
})

describe('the library as reuse reads it', () => {
  it('aims at the prompt, its limit and its first school, leaving the essay out of its drafts', () => {
    const nu = essays.find((e) => e.id === 'nu')!
    expect(reuseTargetOf(nu)).toEqual({
      prompt: 'Why Northwestern?',
      limit: { unit: 'words', max: 300 },
      schoolName: 'Northwestern University',
      category: 'why-us',
      essayId: 'nu',
    })
    const drafts = reuseDraftsOf([...essays, makeEssay({ id: 'x', text: essayText(80) })])
    expect(drafts.map((d) => [d.id, d.category])).toEqual([
      ['ps', 'other'],
      ['nu', 'why-us'],
      ['activity', 'community'],
      ['notes', 'other'],
      ['x', 'why-us'],
    ])
  })
})
