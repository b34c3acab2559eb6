import { describe, expect, it } from 'vitest'
import { localAnswerDrafts } from './answer-drafts.ts'

function brokenStorage(): Storage {
  const fail = () => {
    throw new Error('QuotaExceededError')
  }
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 }
}

describe('localAnswerDrafts', () => {
  it('keeps one draft per student until cleared', () => {
    localStorage.clear()
    const drafts = localAnswerDrafts(localStorage)
    drafts.save('a', { budget: 'low' })
    drafts.save('b', { budget: 'high' })
    expect(drafts.load('a')).toEqual({ budget: 'low' })
    drafts.clear('a')
    expect(drafts.load('a')).toBeNull()
    expect(drafts.load('b')).toEqual({ budget: 'high' })
  })

  it.each([
    ['a storage that throws', brokenStorage()],
    ['no storage at all', null],
  ])('never fails with %s', (_name, storage) => {
    const drafts = localAnswerDrafts(storage)
    expect(() => drafts.save('a', { budget: 'low' })).not.toThrow()
    expect(drafts.load('a')).toBeNull()
    expect(() => drafts.clear('a')).not.toThrow()
  })

  it('treats a corrupt draft as none', () => {
    localStorage.setItem('college-compass:quiz-draft:a', '{not json')
    expect(localAnswerDrafts(localStorage).load('a')).toBeNull()
  })
})
