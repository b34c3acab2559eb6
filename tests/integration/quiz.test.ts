import { describe, expect, it } from 'vitest'
import { isDataError } from '../../ui/src/data/errors.ts'
import { SAMPLE_ANSWERS } from '../../ui/src/testing/student-fixtures.ts'
import { MATCH_FIELDS, rankMatches } from '../../ui/src/logic/matching/score.ts'
import type { QuizAnswers } from '../../ui/src/logic/quiz/questions.ts'
import { serverForTests } from './harness.ts'

const server = serverForTests()

const FULL = SAMPLE_ANSWERS

describe('quiz submit', () => {
  it('merge-writes the answers, quizCompleted and quizCompletedAt, and keeps the card', async () => {
    const { data } = await server.student()
    await data.profile.setState('matchme-intro')
    const saved = await data.quiz.submit(FULL)
    expect(saved).toMatchObject({ quizAnswers: FULL, quizCompleted: true, state: 'matchme-intro' })
    expect(Date.parse(saved.quizCompletedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    expect((await data.profile.get()).quizAnswers).toEqual(FULL)
  })

  it('accepts the dashboard quiz: the first five answers only', async () => {
    const { data } = await server.student()
    const five = {
      academicInterest: 'arts',
      locationPreference: 'rural',
      schoolSize: 'small',
      budget: 'low',
      gpa: '2.6-3.0',
    } satisfies QuizAnswers
    expect((await data.quiz.submit(five, { state: 'quiz-results' })).quizAnswers).toEqual(five)
  })
})

describe('quiz keepAnswers (a sign-out saving a quiz left part way)', () => {
  it('keeps the answers so far without submitting the quiz, and the server still checks them', async () => {
    const { data } = await server.student()
    const kept = await data.quiz.keepAnswers({ academicInterest: 'arts', budget: 'low' })
    expect(kept).toMatchObject({
      quizAnswers: { academicInterest: 'arts', budget: 'low' },
      quizCompleted: false,
      quizCompletedAt: null,
    })
    expect((await data.profile.get()).quizAnswers).toEqual({
      academicInterest: 'arts',
      budget: 'low',
    })
    const refused = await data.quiz.keepAnswers({ budget: 'free' }).catch((error: unknown) => error)
    expect(isDataError(refused) && refused.kind).toBe('invalid')
    expect((await data.profile.get()).quizAnswers).toEqual({
      academicInterest: 'arts',
      budget: 'low',
    })
  })

  it("another student's session cannot reach it: it writes the signed-in student only", async () => {
    const first = await server.student()
    const second = await server.student()
    await second.data.quiz.keepAnswers({ gpa: '3.6-4.0' })
    expect((await first.data.profile.get()).quizAnswers).toEqual({})
  })
})

describe('the server refuses quiz answers that do not fit the quiz', () => {
  it.each<[string, unknown, RegExp]>([
    [
      'an unknown question id',
      { ...FULL, favouriteColour: 'blue' },
      /Unknown question "favouriteColour"/,
    ],
    [
      'a value outside the options',
      { ...FULL, budget: 'free' },
      /"free" is not an option of "budget"/,
    ],
    ['a non-array extracurriculars', { ...FULL, extracurriculars: 'sports' }, /must be a list/],
    [
      'an unknown extracurricular',
      { ...FULL, extracurriculars: ['sports', 'chess'] },
      /"chess" is not an option of "extracurriculars"/,
    ],
    ['an array for a single choice', { ...FULL, gpa: ['3.6-4.0'] }, /is not an option of "gpa"/],
    ['a list instead of an object', ['engineering'], /must be an object/],
  ])('%s: 400 naming quizAnswers, nothing stored', async (_name, quizAnswers, message) => {
    const { data, student, token } = await server.student()
    await data.quiz.submit({ budget: 'low' })
    const path = `/api/collections/users/records/${student.id}`
    const response = await server.http(path, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ quizAnswers, quizCompleted: false, name: 'Changed' }),
    })
    expect(response.status).toBe(400)
    expect(response.body.data.quizAnswers.message).toMatch(message)
    const stored = await data.profile.get()
    expect(stored).toMatchObject({
      quizAnswers: { budget: 'low' },
      quizCompleted: true,
      name: 'Test Student',
    })
  })

  it.each<[string, unknown]>([
    ['an empty list as text', '[]'],
    ['an empty list', []],
    ['an empty string', ''],
  ])('refuses %s as the dashboard card, keeping the card', async (_name, state) => {
    const { data, student, token } = await server.student()
    await data.quiz.submit({ budget: 'low' }, { state: 'quiz-results' })
    const response = await server.http(`/api/collections/users/records/${student.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ state, name: 'Changed' }),
    })
    expect(response.status).toBe(400)
    expect(response.body.data.state.message).toBe('Choose one of the dashboard cards.')
    expect(await data.profile.get()).toMatchObject({ state: 'quiz-results', name: 'Test Student' })
  })

  it('refuses an admin too', async () => {
    const { student } = await server.student()
    const response = await server.http(`/api/collections/users/records/${student.id}`, {
      method: 'PATCH',
      token: server.adminToken,
      body: JSON.stringify({ quizAnswers: { budget: 'free' } }),
    })
    expect(response.status).toBe(400)
    expect(response.body.data.quizAnswers.message).toMatch(/"free" is not an option/)
  })

  it('refuses an admin creating a student with bad answers; a student sign-up cannot set any', async () => {
    const account = (email: string) => ({
      name: 'New',
      email,
      password: 'new-password-123',
      passwordConfirm: 'new-password-123',
      quizAnswers: { budget: 'free' },
    })
    const byAdmin = await server.http('/api/collections/users/records', {
      method: 'POST',
      token: server.adminToken,
      body: JSON.stringify(account(`admin-made-${Date.now()}@example.test`)),
    })
    expect(byAdmin.status).toBe(400)
    expect(byAdmin.body.data.quizAnswers.message).toMatch(/"free" is not an option/)
    const signUp = await server.http('/api/collections/users/records', {
      method: 'POST',
      body: JSON.stringify(account(`self-made-${Date.now()}@example.test`)),
    })
    // A sign-up may not set quiz fields at all: a field error, and no account.
    expect(signUp.status).toBe(400)
    expect(signUp.body.data).toHaveProperty('quizAnswers')
  })

  it('reaches the data layer as an invalid DataError on quizAnswers', async () => {
    const { data } = await server.student()
    const failure = await data.quiz.submit({ budget: 'free' }).catch((e: unknown) => e)
    expect(isDataError(failure) && failure.kind).toBe('invalid')
    expect(isDataError(failure) && failure.fields.quizAnswers).toMatch(/"free" is not an option/)
  })

  it('lets an update without quiz answers through, and clearing them', async () => {
    const { data, student, token } = await server.student()
    await data.quiz.submit(FULL)
    const path = `/api/collections/users/records/${student.id}`
    const rename = await server.http(path, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ name: 'Renamed' }),
    })
    expect(rename.status).toBe(200)
    const clear = await server.http(path, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ quizAnswers: null }),
    })
    expect(clear.status).toBe(200)
  })
})

describe('matching over the real catalogue', () => {
  it('fetches the matching projection of every university and ranks it', async () => {
    const summary = await server.importCatalogue()
    const { data } = await server.student()
    const catalogue = await data.universities.matchingCatalogue()
    expect(catalogue).toHaveLength(summary.rows)
    expect(Object.keys(catalogue[0]!).sort()).toEqual([...MATCH_FIELDS].sort())
    const harvard = catalogue.find((u) => u.name === 'Harvard University')
    expect(harvard).toMatchObject({
      setting: 'urban',
      undergrad_enrollment: 7973,
      admit_rate_fall2022: 0.0324,
    })
    expect(catalogue.find((u) => u.unitid === 209241)).toMatchObject({
      name: 'Mount Angel Seminary',
      special_focus_institution: true,
      carnegie_basic_2021: 24,
      carnegie_basic_label: 'Special Focus Four-Year: Faith-Related Institutions',
      religious_affiliation: 'Roman Catholic',
    })
    expect(harvard?.special_focus_institution).toBe(false)
    const ucla = catalogue.find((u) => u.unitid === 110662)
    expect(ucla?.test_policy_fall2022).toBe('neither_required_nor_recommended')
    const top = rankMatches(FULL, catalogue, 20)
    expect(top).toHaveLength(20)
    expect(top[0]!.score).toBeGreaterThanOrEqual(top[19]!.score)
    expect(top[0]!.reasons.length).toBeGreaterThan(0)
  })

  it('refuses an unknown column, and rebuilds the projection when the catalogue changes', async () => {
    const bad = await server.http('/api/matching/catalogue?fields=name,password')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/Unknown column "password"/)
    expect((await server.http('/api/matching/catalogue?fields=name;drop')).status).toBe(400)

    const { data } = await server.student()
    const before = await data.universities.matchingCatalogue()
    const target = before[0]!
    const renamed = await server.http(`/api/collections/universities/records/${target.id}`, {
      method: 'PATCH',
      token: server.adminToken,
      body: JSON.stringify({ name: `${target.name} (renamed)` }),
    })
    expect(renamed.status).toBe(200)
    const after = await data.universities.matchingCatalogue()
    expect(after.find((u) => u.id === target.id)?.name).toBe(`${target.name} (renamed)`)
  })
})
