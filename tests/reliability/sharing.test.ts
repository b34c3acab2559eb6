// Shared links under attack (issue 27; ADRs 0080-0082), with their figures printed: token
// guessing against the production limits, revoked, expired and unknown links told apart by
// nothing (body or time), another student's attempts through every API, scope escalation,
// hostile comments, and revocation under a page that is polling.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { serverForTests, type TestServer } from '../integration/harness.ts'
import { apiAs, records } from '../integration/planner-helpers.ts'
import {
  asSupporter,
  commentBody,
  ownRows,
  shareBody,
  sharingStudent,
} from '../integration/sharing-helpers.ts'
import { printTable } from './report.ts'

const GONE = 'This link does not work: it may be mistyped, or it has expired or been turned off.'
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random token of the right shape, as a guesser would try. */
function guess(): string {
  return [...randomBytes(32)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function timed(server: TestServer, token: string) {
  const started = performance.now()
  const answer = await asSupporter(server, token)
  return { ms: performance.now() - started, ...answer }
}

describe('guessing tokens against the production limits', () => {
  const server = serverForTests({ rateLimits: 'production' })

  it('answers 1,000 guesses from one client with 404 then 429, and never a plan', async () => {
    const maya = await sharingStudent(server)
    const real = await maya.newShare()
    const counts = { attempts: 0, found: 0, notFound: 0, refused: 0, other: 0 }
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => asSupporter(server, guess())),
      )
      for (const answer of answers) {
        counts.attempts++
        if (answer.status === 200) counts.found++
        else if (answer.status === 404) counts.notFound++
        else if (answer.status === 429) counts.refused++
        else counts.other++
      }
    }
    // The guesser's own client is now refused even a working link until its window ends.
    const realAfter = await asSupporter(server, real.token)
    printTable('Token guessing: 1,000 random tokens from one client (production limits)', [
      {
        attempts: counts.attempts,
        'a plan shown': counts.found,
        'answered 404': counts.notFound,
        'refused 429': counts.refused,
        other: counts.other,
        'a working link from that client afterwards': realAfter.status,
      },
    ])
    expect(counts.found).toBe(0)
    expect(counts.other).toBe(0)
    expect(counts.notFound).toBeLessThanOrEqual(10)
    expect(counts.refused).toBeGreaterThanOrEqual(990)
    expect(realAfter.status).toBe(429)
  })
})

describe('links that do not work', () => {
  const server = serverForTests()

  it('revoked, expired and unknown links get the same body, in the same time', async () => {
    const maya = await sharingStudent(server)
    const revoked = await maya.newShare()
    const expired = await maya.newShare()
    await maya.api.post(`/api/shares/${revoked.id}/revoke`, {})
    await apiAs(server, server.adminToken).patch(records('shares', expired.id), {
      expires: new Date(Date.now() - 1000).toISOString(),
    })
    const kinds = { unknown: [] as number[], revoked: [] as number[], expired: [] as number[] }
    const bodies = new Set<string>()
    // Interleaved, so the machine's load weighs on each kind alike.
    for (let round = 0; round < 150; round++) {
      for (const [kind, token] of [
        ['unknown', guess()],
        ['revoked', revoked.token],
        ['expired', expired.token],
      ] as const) {
        const answer = await timed(server, token)
        expect(answer.status).toBe(404)
        bodies.add(JSON.stringify(answer.body))
        kinds[kind].push(answer.ms)
      }
    }
    const medians = Object.fromEntries(
      Object.entries(kinds).map(([kind, times]) => [kind, median(times)]),
    )
    printTable('Links that do not work: 150 requests each, interleaved (ms)', [
      {
        'unknown (median)': medians.unknown!.toFixed(2),
        'revoked (median)': medians.revoked!.toFixed(2),
        'expired (median)': medians.expired!.toFixed(2),
        'different bodies': bodies.size,
      },
    ])
    expect(bodies.size).toBe(1)
    expect(JSON.parse([...bodies][0] ?? '')).toEqual({ status: 404, message: GONE, data: {} })
    const spread = Math.max(...Object.values(medians)) - Math.min(...Object.values(medians))
    // The same work on every path (one indexed look-up, one constant-time comparison): the
    // medians differ by less than a request's own jitter on a loopback.
    expect(spread).toBeLessThan(2)
  })

  it('stops a polling page at its next update once the link is revoked', async () => {
    const maya = await sharingStudent(server)
    const share = await maya.newShare()
    const first = await fetch(`${server.url}/api/shared`, {
      headers: { authorization: `Share ${share.token}` },
    })
    const etag = first.headers.get('etag') ?? ''
    // Each poll's start and end: the revocation takes effect on the server at some moment while
    // its request is in flight, so a poll that ends before the request starts must see the page
    // unchanged (304), one that starts after its answer must see it gone (404), and one that
    // overlaps the request may see either.
    const polled: { start: number; end: number; status: number }[] = []
    let revokeStart = 0
    let revokedAt = 0
    const polls = (async () => {
      for (let i = 0; i < 40; i++) {
        const start = performance.now()
        const answer = await fetch(`${server.url}/api/shared`, {
          headers: { authorization: `Share ${share.token}`, 'if-none-match': etag },
        })
        await answer.arrayBuffer()
        polled.push({ start, end: performance.now(), status: answer.status })
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    })()
    await new Promise((resolve) => setTimeout(resolve, 300))
    revokeStart = performance.now()
    await maya.api.post(`/api/shares/${share.id}/revoke`, {})
    revokedAt = performance.now()
    await polls
    const before = polled.filter((s) => s.end < revokeStart)
    const after = polled.filter((s) => s.start > revokedAt)
    printTable('Revocation under a polling page (a poll every 25 ms)', [
      {
        'polls before': before.length,
        'answered 304 before': before.filter((s) => s.status === 304).length,
        'polls during the revocation': polled.length - before.length - after.length,
        'polls after': after.length,
        'anything but 404 after': after.filter((s) => s.status !== 404).length,
      },
    ])
    expect(before.length).toBeGreaterThan(0)
    expect(before.every((s) => s.status === 304)).toBe(true)
    expect(after.length).toBeGreaterThan(0)
    expect(after.filter((s) => s.status !== 404)).toEqual([])
  })
})

describe('attempts on another student’s sharing, and scope escalation', () => {
  const server = serverForTests()

  it('refuses every attempt and changes nothing', async () => {
    const owner = await sharingStudent(server, 'Owner Student')
    const other = await sharingStudent(server, 'Other Student')
    const counselor = await owner.newShare(shareBody({ scope: ['essays'], comments: true }))
    const parent = await owner.newShare(shareBody({ scope: ['list', 'deadlines'] }))
    await asSupporter(server, counselor.token, { body: commentBody(owner) })
    const comment = (await ownRows(owner, 'share_comments'))[0].id as string
    const q = encodeURIComponent
    const theirs = [
      () => other.api.get(records('shares', counselor.id)),
      () => other.api.get(records('share_comments', comment)),
      () => other.api.get(`${records('shares')}?filter=${q(`user="${owner.id}"`)}`),
      () => other.api.get(`${records('share_comments')}?filter=${q(`essay="${owner.essayId}"`)}`),
      () => other.api.get(`${records('shares')}?fields=token_hash,label,user`),
      () => other.api.get(`${records('users', other.id)}?expand=shares_via_user`),
      () => other.api.patch(records('shares', counselor.id), { scope: ['quiz', 'money'] }),
      () => other.api.patch(records('share_comments', comment), { status: 'resolved' }),
      () => other.api.del(records('shares', counselor.id)),
      () => other.api.del(records('share_comments', comment)),
      () => other.api.post(`/api/shares/${counselor.id}/revoke`, {}),
      () =>
        other.api.post('/api/shares/mail', {
          share: counselor.id,
          token: counselor.token,
          to: 'x@example.test',
        }),
      () =>
        other.api.post(records('share_comments'), {
          user: owner.id,
          essay: owner.essayId,
          author: 'Fake',
          body: 'Fake',
          status: 'open',
        }),
      () =>
        other.api.post('/api/batch', {
          requests: [
            { method: 'PATCH', url: records('shares', counselor.id), body: { label: 'x' } },
          ],
        }),
      () => apiAs(server, undefined).get(records('shares', counselor.id)),
      () => apiAs(server, undefined).post('/api/shares/revoke-all', {}),
    ]
    let refused = 0
    for (const attempt of theirs) {
      const answer = await attempt()
      const empty = answer.status === 200 && (answer.body.items ?? []).length === 0
      const noExpand = answer.status === 200 && !answer.body.expand
      if (answer.status >= 400 || empty || noExpand) refused++
    }
    const escalation = [
      () => asSupporter(server, parent.token, { path: '/api/shared?scope=essays,money,quiz' }),
      () => asSupporter(server, parent.token, { path: '/api/shared?expand=user&fields=*' }),
      () => asSupporter(server, parent.token, { path: `/api/shared?filter=${q('user!=""')}` }),
      () => asSupporter(server, parent.token, { headers: { 'x-share-scope': 'essays' } }),
      () => asSupporter(server, parent.token, { path: '/api/shared/essays' }),
      () => asSupporter(server, parent.token, { path: '/api/shared/../shares' }),
      () => asSupporter(server, parent.token, { body: commentBody(owner) }),
      () => asSupporter(server, counselor.token, { body: commentBody(other) }),
      () =>
        asSupporter(server, counselor.token, {
          body: { ...commentBody(owner), status: 'resolved', user: other.id },
        }),
      () => server.http(records('essays', owner.essayId), { token: `Share ${parent.token}` }),
      () => server.http(records('essays', owner.essayId), { token: parent.token }),
    ]
    let contained = 0
    for (const attempt of escalation) {
      const answer = await attempt()
      const sections = answer.body?.sections ? Object.keys(answer.body.sections) : []
      const onlyItsOwn = answer.status === 200 && sections.join() === 'list,deadlines'
      if (answer.status >= 400 || onlyItsOwn) contained++
    }
    printTable('Another student and a visitor; scope escalation with a share’s token', [
      {
        'cross-student and anonymous attempts': theirs.length,
        refused: refused,
        'escalation attempts': escalation.length,
        'refused or answered the share’s own scope': contained,
      },
    ])
    expect(refused).toBe(theirs.length)
    expect(contained).toBe(escalation.length)
    const still = await owner.api.get(records('shares', counselor.id))
    expect(still.body).toMatchObject({ scope: ['essays'], revoked: '' })
    expect(await ownRows(other, 'share_comments')).toEqual([])
  })

  it('refuses hostile comments with a 400 naming the field, and keeps markup as text', async () => {
    const owner = await sharingStudent(server, 'Hostile Target')
    const share = await owner.newShare(shareBody({ scope: ['essays'], comments: true }))
    const good = commentBody(owner)
    const hostile: { what: string; body: Record<string, unknown>; field?: string }[] = [
      { what: 'script tag', body: { ...good, body: '<script>alert(1)</script>' } },
      { what: 'image onerror', body: { ...good, body: '<img src=x onerror=alert(1)>' } },
      { what: 'NUL', body: { ...good, body: 'a\u0000b' }, field: 'body' },
      { what: 'bell', body: { ...good, body: 'a\u0007b' }, field: 'body' },
      { what: 'escape sequence', body: { ...good, body: '\u001b[31mred' }, field: 'body' },
      {
        what: 'right-to-left override',
        body: { ...good, body: 'abc\u202Etxt.exe' },
        field: 'body',
      },
      { what: 'isolate', body: { ...good, body: 'abc\u2066x\u2069' }, field: 'body' },
      { what: '1,001 characters', body: { ...good, body: 'x'.repeat(1001) }, field: 'body' },
      { what: '100 KB', body: { ...good, body: 'x'.repeat(100_000) }, field: 'body' },
      { what: '1 MB', body: { ...good, body: 'y'.repeat(1_000_000) }, field: 'body' },
      { what: 'a number', body: { ...good, body: 42 }, field: 'body' },
      { what: 'an array', body: { ...good, body: ['a', 'b'] }, field: 'body' },
      { what: 'an object', body: { ...good, body: { $gt: '' } }, field: 'body' },
      { what: 'empty', body: { ...good, body: '   ' }, field: 'body' },
      {
        what: 'quote with override',
        body: { ...good, quote: 'su\u202Emmer', end: 11 },
        field: 'quote',
      },
      {
        what: 'quote not in the text',
        body: { ...good, quote: 'winter', end: 10 },
        field: 'start',
      },
      { what: 'negative offsets', body: { ...good, start: -6, end: 0 }, field: 'start' },
      { what: 'future revision', body: { ...good, revision: 1e9 }, field: 'revision' },
      { what: 'status set', body: { ...good, status: 'resolved' }, field: 'status' },
      { what: 'author set', body: { ...good, author: 'The principal' }, field: 'author' },
      { what: 'another essay id', body: { ...good, essay: 'a'.repeat(15) }, field: 'essay' },
      { what: 'filter-like essay id', body: { ...good, essay: '" || 1=1 || "' }, field: 'essay' },
    ]
    let refused = 0
    let storedAsText = 0
    for (const attempt of hostile) {
      const answer = await asSupporter(server, share.token, { body: attempt.body })
      if (attempt.field) {
        expect(answer.status, attempt.what).toBe(400)
        expect(Object.keys(answer.body.data), attempt.what).toContain(attempt.field)
        refused++
      } else {
        expect(answer.status, attempt.what).toBe(200)
        expect(answer.body.body).toBe(attempt.body.body)
        storedAsText++
      }
    }
    printTable('Hostile comments', [
      {
        attempts: hostile.length,
        'refused with a 400 naming the field': refused,
        'markup kept as plain text': storedAsText,
      },
    ])
    const rows = await ownRows(owner, 'share_comments')
    expect(rows).toHaveLength(storedAsText)
  })
})
