// Cross-user attempts: another student and an anonymous visitor try to read, list, change and
// delete a student's record and list, read contact messages, expand relations and guess file
// URLs. Every attempt must be refused and nothing of the student's may change.
import { describe, expect, it } from 'vitest'
import { serverForTests } from '../integration/harness.ts'
import { printTable } from './report.ts'

const server = serverForTests({ catalogue: true })

type Attempt = { what: string; method: string; path: string; body?: unknown }

describe('access: another student and anonymous visitors are refused', () => {
  it('refuses every cross-user attempt and changes nothing', async () => {
    const owner = await server.student('Owner Student')
    const other = await server.student('Other Student')
    await owner.data.quiz.submit({ budget: 'low' })
    const entry = await owner.data.list.add('u00000000166027')
    await other.data.list.add('u00000000228778')
    await server.http('/api/collections/contact_messages/records', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Owner',
        email: 'owner@example.test',
        subject: 'support',
        message: 'Private question',
      }),
    })
    const before = await server.http(`/api/collections/users/records/${owner.student.id}`, {
      token: server.adminToken,
    })

    const u = `/api/collections/users/records/${owner.student.id}`
    const s = `/api/collections/saved_universities/records`
    const attempts: Attempt[] = [
      { what: 'view user', method: 'GET', path: u },
      {
        what: 'view user with expand',
        method: 'GET',
        path: `${u}?expand=saved_universities_via_user`,
      },
      {
        what: 'list users by id',
        method: 'GET',
        path: `/api/collections/users/records?filter=${encodeURIComponent(`id="${owner.student.id}"`)}`,
      },
      {
        what: 'list users by email',
        method: 'GET',
        path: `/api/collections/users/records?filter=${encodeURIComponent(`email="${owner.student.email}"`)}`,
      },
      {
        what: 'list users by name',
        method: 'GET',
        path: `/api/collections/users/records?filter=${encodeURIComponent('name~"Owner"')}`,
      },
      { what: 'rename user', method: 'PATCH', path: u, body: { name: 'Hacked' } },
      { what: 'move user card', method: 'PATCH', path: u, body: { state: 'quiz-results' } },
      {
        what: 'overwrite answers',
        method: 'PATCH',
        path: u,
        body: { quizAnswers: { budget: 'high' } },
      },
      { what: 'change email', method: 'PATCH', path: u, body: { email: 'thief@example.test' } },
      { what: 'verify user', method: 'PATCH', path: u, body: { verified: true } },
      {
        what: 'set password',
        method: 'PATCH',
        path: u,
        body: { password: 'stolen-pass-123', passwordConfirm: 'stolen-pass-123' },
      },
      { what: 'delete user', method: 'DELETE', path: u },
      {
        what: 'impersonate user',
        method: 'POST',
        path: `/api/collections/users/impersonate/${owner.student.id}`,
        body: {},
      },
      { what: 'view list entry', method: 'GET', path: `${s}/${entry.id}` },
      {
        what: 'view list entry with expand',
        method: 'GET',
        path: `${s}/${entry.id}?expand=user,university`,
      },
      {
        what: 'list entries by user',
        method: 'GET',
        path: `${s}?filter=${encodeURIComponent(`user="${owner.student.id}"`)}`,
      },
      { what: 'list all entries expanded', method: 'GET', path: `${s}?expand=user&perPage=500` },
      {
        what: 'change list entry',
        method: 'PATCH',
        path: `${s}/${entry.id}`,
        body: { user: other.student.id },
      },
      { what: 'delete list entry', method: 'DELETE', path: `${s}/${entry.id}` },
      {
        what: 'add to their list',
        method: 'POST',
        path: s,
        body: { user: owner.student.id, university: 'u00000000110635' },
      },
      {
        what: 'list contact messages',
        method: 'GET',
        path: '/api/collections/contact_messages/records',
      },
      {
        what: 'view contact messages by filter',
        method: 'GET',
        path: `/api/collections/contact_messages/records?filter=${encodeURIComponent('email~"owner"')}`,
      },
      {
        what: 'change contact message',
        method: 'PATCH',
        path: '/api/collections/contact_messages/records/aaaaaaaaaaaaaaa',
        body: { message: 'x' },
      },
      {
        what: 'delete contact message',
        method: 'DELETE',
        path: '/api/collections/contact_messages/records/aaaaaaaaaaaaaaa',
      },
      {
        what: 'guess avatar file',
        method: 'GET',
        path: `/api/files/users/${owner.student.id}/avatar_guess.png`,
      },
      {
        what: 'guess file token-free',
        method: 'GET',
        path: `/api/files/_pb_users_auth_/${owner.student.id}/photo.jpg`,
      },
      { what: 'read settings', method: 'GET', path: '/api/settings' },
      { what: 'list collections', method: 'GET', path: '/api/collections' },
      { what: 'list backups', method: 'GET', path: '/api/backups' },
      { what: 'list logs', method: 'GET', path: '/api/logs' },
      {
        what: 'create university',
        method: 'POST',
        path: '/api/collections/universities/records',
        body: { unitid: 1, name: 'Fake' },
      },
      {
        what: 'batch on their record',
        method: 'POST',
        path: '/api/batch',
        body: { requests: [{ method: 'PATCH', url: u, body: { name: 'Batch' } }] },
      },
    ]

    const ownerLeaks = (body: unknown): boolean => {
      const text = JSON.stringify(body)
      return (
        text.includes(owner.student.id) ||
        text.includes(owner.student.email) ||
        text.includes('Private question')
      )
    }

    const rows: { actor: string; attempt: string; status: number; refused: string }[] = []
    for (const actor of [
      { name: 'other student', token: other.token },
      { name: 'anonymous', token: '' },
    ]) {
      for (const a of attempts) {
        const response = await server.http(a.path, {
          method: a.method,
          token: actor.token,
          ...(a.body === undefined ? {} : { body: JSON.stringify(a.body) }),
        })
        const refused = response.status >= 400 ? response.status < 500 : !ownerLeaks(response.body)
        rows.push({
          actor: actor.name,
          attempt: a.what,
          status: response.status,
          refused: refused ? 'yes' : 'NO',
        })
      }
    }
    printTable(`Access: ${rows.length} cross-user attempts`, rows)
    expect(rows.length).toBeGreaterThanOrEqual(60)
    expect(rows.filter((r) => r.refused !== 'yes')).toEqual([])
    expect(rows.filter((r) => r.status >= 500)).toEqual([])

    const after = await server.http(`/api/collections/users/records/${owner.student.id}`, {
      token: server.adminToken,
    })
    expect(after.body).toEqual(before.body)
    expect((await owner.data.list.items()).map((e) => e.id)).toEqual([entry.id])
  })
})
