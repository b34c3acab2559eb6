import { describe, expect, it } from 'vitest'
import { buildExport, EXPORT_FORMAT, exportFileName, type ExportAccount } from './export.ts'

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
  it('holds the account, the answers in words and the list, with its format and time', () => {
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
    const exported = buildExport({ account, list, exportedAt: '2026-11-21T22:00:00.000Z' })
    expect(exported).toEqual({
      format: EXPORT_FORMAT,
      exportedAt: '2026-11-21T22:00:00.000Z',
      account,
      quizAnswersInWords: [
        {
          id: 'academicInterest',
          question: 'Which field interests you most?',
          answer: 'Arts & Humanities',
        },
      ],
      list,
      essays: [],
      essayVersions: [],
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
