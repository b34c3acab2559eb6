import { describe, expect, it } from 'vitest'
import {
  buildExport,
  EXPORT_FORMAT,
  exportFileName,
  type ExportAccount,
  type ServerExport,
} from './export.ts'

const account: ExportAccount = {
  id: 'student1234567',
  name: 'Maya Johnson',
  email: 'maya@example.com',
  verified: true,
  avatar: null,
  state: 'quiz-results',
  quizAnswers: { academicInterest: 'arts' },
  quizCompleted: true,
  quizCompletedAt: '2026-09-01 12:00:00.000Z',
  created: '2026-09-01 11:00:00.000Z',
  updated: '2026-09-01 12:00:00.000Z',
}

describe('buildExport', () => {
  it('adds the answers in words to what the server stored, and keeps all of it', () => {
    const list = [
      {
        id: 'entry1',
        created: '2026-09-02 10:00:00.000Z',
        updated: '2026-09-02 10:00:00.000Z',
        university: {
          id: 'u1',
          unitid: 166027,
          name: 'Harvard University',
          city: 'Cambridge',
          state: 'MA',
        },
      },
    ]
    const stored: ServerExport = {
      format: EXPORT_FORMAT,
      exportedAt: '2026-11-21T22:00:00.000Z',
      account,
      signInMethods: [{ provider: 'google', created: '2026-09-01 11:00:00.000Z' }],
      contactMessages: [],
      list,
    }
    const exported = buildExport(stored)
    expect(exported).toEqual({
      ...stored,
      quizAnswersInWords: [
        {
          id: 'academicInterest',
          question: 'Which field interests you most?',
          answer: 'Arts & Humanities',
        },
      ],
    })
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported)
  })

  it.each([
    ['2026-11-21T22:00:00.000Z', 'college-compass-data-2026-11-21.json'],
    ['2027-01-05T00:00:00.000Z', 'college-compass-data-2027-01-05.json'],
  ])('names the file for %s', (at, name) => {
    expect(exportFileName(at)).toBe(name)
  })
})

it('describes no answers for a student who never took the quiz (stored as null)', () => {
  const exported = buildExport({
    format: EXPORT_FORMAT,
    exportedAt: '2026-11-21T22:00:00.000Z',
    account: { ...account, quizAnswers: null },
    signInMethods: [],
    contactMessages: [],
    list: [],
  })
  expect(exported.quizAnswersInWords).toEqual([])
})
