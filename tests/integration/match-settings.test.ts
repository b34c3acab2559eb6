// A student's match settings (home state, faith-based colleges) on their own record: saved and
// read back through the data layer, checked by the server with a field error for bad values, and
// out of reach of every other student.
import { describe, expect, it } from 'vitest'
import { DataError } from '../../ui/src/data/errors.ts'
import {
  FAITH_PREFERENCES,
  OUTSIDE_STATES,
  STATE_CODES,
  type MatchSettings,
} from '../../ui/src/logic/matching/settings.ts'
import { serverForTests } from './harness.ts'

const server = serverForTests()

const record = async (id: string) =>
  (await server.http(`/api/collections/users/records/${id}`, { token: server.adminToken })).body

describe('match settings on the student record', () => {
  it('allow exactly the values the app offers (the migration keeps its own copy)', async () => {
    const users = (await server.http('/api/collections/users', { token: server.adminToken })).body
    const values = (name: string) =>
      users.fields.find((f: { name: string }) => f.name === name).values as string[]
    expect(values('homeState')).toEqual([...STATE_CODES, OUTSIDE_STATES])
    expect(values('faithPreference')).toEqual([...FAITH_PREFERENCES])
  })

  it('start as the defaults, are saved, and come back on the next sign-in', async () => {
    const { data, student } = await server.student()
    expect(student.matchSettings).toEqual({ homeState: null, faith: 'labelled' })
    const saved = await data.profile.setMatchSettings({ homeState: 'OH', faith: 'hidden' })
    expect(saved.matchSettings).toEqual({ homeState: 'OH', faith: 'hidden' })
    expect(data.auth.current()?.matchSettings).toEqual({ homeState: 'OH', faith: 'hidden' })
    expect((await data.profile.get()).matchSettings).toEqual({ homeState: 'OH', faith: 'hidden' })
    expect(await record(student.id)).toMatchObject({ homeState: 'OH', faithPreference: 'hidden' })

    const outside = await data.profile.setMatchSettings({ homeState: 'outside', faith: 'welcome' })
    expect(outside.matchSettings).toEqual({ homeState: 'outside', faith: 'welcome' })
    const cleared = await data.profile.setMatchSettings({ homeState: null, faith: 'labelled' })
    expect(cleared.matchSettings).toEqual({ homeState: null, faith: 'labelled' })
    expect(await record(student.id)).toMatchObject({ homeState: '', faithPreference: 'labelled' })
  })

  it.each([
    ['homeState', { homeState: 'ZZ' }],
    ['homeState', { homeState: 'oh' }],
    ['homeState', { homeState: 7 }],
    ['faithPreference', { faithPreference: 'sometimes' }],
    ['faithPreference', { faithPreference: 'Hidden' }],
  ])(
    'a bad %s sent around the data layer gets a 400 naming it and changes nothing',
    async (field, body) => {
      const { student, token } = await server.student()
      const before = await record(student.id)
      const response = await server.http(`/api/collections/users/records/${student.id}`, {
        method: 'PATCH',
        token,
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(400)
      expect(Object.keys(response.body.data)).toEqual([field])
      expect(response.body.data[field].message).toMatch(/^Choose /)
      const after = await record(student.id)
      expect(after.homeState).toBe(before.homeState)
      expect(after.faithPreference).toBe(before.faithPreference)
      expect(after.updated).toBe(before.updated)
    },
  )

  it('the data layer refuses a bad value before sending it, naming the field', async () => {
    const { data } = await server.student()
    const bad = { homeState: 'Ohio', faith: 'labelled' } as unknown as MatchSettings
    await expect(data.profile.setMatchSettings(bad)).rejects.toMatchObject({
      kind: 'invalid',
      fields: { homeState: expect.any(String) },
    })
    await expect(
      data.profile.setMatchSettings({
        homeState: null,
        faith: 'maybe',
      } as unknown as MatchSettings),
    ).rejects.toBeInstanceOf(DataError)
  })

  it('an admin is held to the same values', async () => {
    const { student } = await server.student()
    const response = await server.http(`/api/collections/users/records/${student.id}`, {
      method: 'PATCH',
      token: server.adminToken,
      body: JSON.stringify({ homeState: 'XX' }),
    })
    expect(response.status).toBe(400)
    expect(response.body.data.homeState.code).toBe('validation_invalid_match_setting')
  })

  it('sign-up accepts valid settings and refuses bad ones with a field error and no account', async () => {
    const email = `settings-${Date.now()}@example.test`
    const password = 'student-password-123'
    const bad = await server.signUp({ name: 'A', email, password, homeState: 'Narnia' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data)).toEqual(['homeState'])
    const none = await server.http(
      `/api/collections/users/records?filter=${encodeURIComponent(`email = "${email}"`)}`,
      { token: server.adminToken },
    )
    expect(none.body.totalItems).toBe(0)
  })

  it('another student can neither read, list, change nor clear them', async () => {
    const owner = await server.student('Owner')
    const other = await server.student('Other')
    await owner.data.profile.setMatchSettings({ homeState: 'TX', faith: 'hidden' })
    const path = `/api/collections/users/records/${owner.student.id}`
    expect((await server.http(path, { token: other.token })).status).toBe(404)
    const list = await server.http(
      `/api/collections/users/records?filter=${encodeURIComponent('homeState = "TX"')}`,
      { token: other.token },
    )
    expect(list.body.items).toEqual([])
    for (const body of [{ homeState: 'CA' }, { faithPreference: 'welcome' }, { homeState: '' }]) {
      const change = await server.http(path, {
        method: 'PATCH',
        token: other.token,
        body: JSON.stringify(body),
      })
      expect(change.status).toBe(404)
    }
    expect(await record(owner.student.id)).toMatchObject({
      homeState: 'TX',
      faithPreference: 'hidden',
    })
    // And without any session at all.
    expect((await server.http(path)).status).toBe(404)
    const anonymous = await server.http(path, {
      method: 'PATCH',
      body: JSON.stringify({ homeState: 'CA' }),
    })
    expect(anonymous.status).toBe(404)
  })
})
