import { describe, expect, it } from 'vitest'
import { memoryStore } from '../shared/storage.ts'
import { answerDraftKey, localAnswerDrafts } from './answer-drafts.ts'

describe('localAnswerDrafts', () => {
  it('keeps one draft per student until cleared', () => {
    const drafts = localAnswerDrafts(memoryStore())
    drafts.save('a', { budget: 'low' })
    drafts.save('b', { budget: 'high' })
    expect(drafts.load('a')).toEqual({ budget: 'low' })
    drafts.clear('a')
    expect(drafts.load('a')).toBeNull()
    expect(drafts.load('b')).toEqual({ budget: 'high' })
  })

  it('treats a corrupt draft as none', () => {
    const store = memoryStore({ [answerDraftKey('a')]: '{not json' })
    expect(localAnswerDrafts(store).load('a')).toBeNull()
  })
})
