import { describe, expect, it } from 'vitest'
import { DataError } from '../../data/errors.ts'
import type { DeviceEntry, UnsentItem } from '../../logic/device/device-data.ts'
import { makeEssay } from '../../testing/essay-fixtures.ts'
import { makeStudent } from '../../testing/student-fixtures.ts'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { sendUnsent } from './send-unsent.ts'

const entry: DeviceEntry = { area: 'local', key: 'k', value: null }
const essay: UnsentItem = {
  kind: 'essay',
  entry,
  title: 'Why us',
  save: {
    essayId: 'e1',
    baseRevision: 2,
    text: 'Typed offline.',
    device: 'd1',
    saveId: 'd1-5',
    seq: 5,
  },
}
const quiz: UnsentItem = { kind: 'quiz', entry, answers: { gpa: '3.6-4.0' } }
const outbox: UnsentItem = {
  kind: 'outbox',
  entry,
  writes: [
    { kind: 'state', state: 'quiz-questions' },
    { kind: 'list-add', universityId: 'unknown-school' },
  ],
}

function client() {
  return createMemoryDataClient({
    student: makeStudent({ quizAnswers: { budget: 'low' } }),
    essays: { essays: [makeEssay({ id: 'e1', text: 'Old text.', revision: 2 })] },
  })
}

describe('sendUnsent', () => {
  it('sends an essay through the save route and merges quiz answers into the saved ones', async () => {
    const data = client()
    await expect(sendUnsent([essay, quiz], data)).resolves.toEqual({ left: [], problem: null })
    expect(data.essayServer.saves).toEqual([
      expect.objectContaining({ essayId: 'e1', text: 'Typed offline.' }),
    ])
    expect(data.written.keptAnswers).toEqual([{ budget: 'low', gpa: '3.6-4.0' }])
    expect(data.written.submits).toEqual([])
    expect(data.auth.current()?.quizCompleted).toBe(false)
  })

  it('an essay another device changed is kept on the server as a version: that is saved', async () => {
    const data = client()
    data.essayServer.saveFromOtherDevice('e1', 'The laptop wrote this.')
    await expect(sendUnsent([essay], data)).resolves.toEqual({ left: [], problem: null })
  })

  it('leaves the writes of an outbox from the one refused, and says the server refused them', async () => {
    const data = client()
    const result = await sendUnsent([outbox], data)
    expect(result.problem).toBe('refused')
    expect(result.left).toEqual([{ ...outbox, writes: [outbox.writes[1]] }])
    expect(data.auth.current()?.state).toBe('quiz-questions')
  })

  it('offline, leaves everything and says so, whatever else failed', async () => {
    const data = client()
    data.setFailure('offline')
    const result = await sendUnsent([essay, quiz, outbox], data)
    expect(result).toEqual({ left: [essay, quiz, outbox], problem: 'offline' })
  })

  it('an essay deleted on another device cannot be saved: refused', async () => {
    const data = client()
    const gone = { ...essay, save: { ...essay.save, essayId: 'deleted' } }
    await expect(sendUnsent([gone], data)).resolves.toEqual({ left: [gone], problem: 'refused' })
  })

  it('a list selection is added to My List', async () => {
    const data = client()
    const universityId = (await data.universities.popular(1))[0]?.id ?? ''
    const selection: UnsentItem = { kind: 'selection', entry, universityIds: [universityId] }
    await expect(sendUnsent([selection], data)).resolves.toEqual({ left: [], problem: null })
    expect((await data.list.items()).map((e) => e.university.id)).toEqual([universityId])
  })

  it('keeps a refusal apart from the connection', async () => {
    const data = client()
    data.essays.save = () => Promise.reject(new DataError('invalid', 'Too long.'))
    await expect(sendUnsent([essay], data)).resolves.toEqual({ left: [essay], problem: 'refused' })
  })
})
