// Shared links and essay comments against a real PocketBase (issue 27; ADRs 0080-0082): what a
// share shows and nothing more, the token's life (shown once, stored hashed, never in a log),
// revocation and expiry, the student's changes, comments from a supporter and their limits, the
// e-mail a verified student can have sent, and the export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHARE_LIMITS, SHARE_MESSAGES } from '../../ui/src/logic/sharing/share.ts'
import { COMMENT_MESSAGES } from '../../ui/src/logic/sharing/comment.ts'
import { TEXT_MESSAGES } from '../../ui/src/logic/validation/text-rule.ts'
import { EMPTY_COST } from '../../ui/src/logic/offers/offer.ts'
import { emptyScholarship } from '../../ui/src/logic/planner/scholarships.ts'
import { startMailCatcher, type MailCatcher } from '../support/smtp.ts'
import { serverForTests } from './harness.ts'
import { apiAs, records, type Api } from './planner-helpers.ts'
import {
  asSupporter,
  commentBody,
  ownRows,
  saveEssayText,
  shareBody,
  sharingStudent,
  type Sharer,
} from './sharing-helpers.ts'

const server = serverForTests()
const DAY = 86_400_000
const GONE = 'This link does not work: it may be mistyped, or it has expired or been turned off.'
const EVERYTHING = ['list', 'deadlines', 'readiness', 'essays', 'money', 'quiz']

let maya: Sharer
beforeAll(async () => {
  maya = await sharingStudent(server)
})

describe('making a share', () => {
  it('answers the token once, stores only its SHA-256, hidden, and counts no opening', async () => {
    const made = await maya.share(shareBody({ label: '  Mom  ' }))
    expect(made.status).toBe(200)
    expect(made.body.token).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(made.body.canMail).toBe(true)
    expect(made.body.share).toMatchObject({ label: 'Mom', open_count: 0, revoked: '' })
    expect(made.body.share).not.toHaveProperty('token_hash')
    expect(JSON.stringify(made.body.share)).not.toContain(made.body.token)
    const stored = await apiAs(server, server.adminToken).get(records('shares', made.body.share.id))
    const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(made.body.token))
    expect(stored.body.token_hash).toBe(Buffer.from(hash).toString('hex'))
    const own = await maya.api.get(records('shares', made.body.share.id))
    expect(own.body).not.toHaveProperty('token_hash')
  })

  it.each([
    ['label', { label: '' }, SHARE_MESSAGES.labelRequired],
    ['label', { label: 'x'.repeat(41) }, SHARE_MESSAGES.tooLong(40)],
    ['label', { label: 'Mom\u202Eevil' }, TEXT_MESSAGES.single],
    ['label', { label: 'Mom\nDad' }, TEXT_MESSAGES.single],
    ['label', { label: 'Mom\uFFFF' }, TEXT_MESSAGES.single],
    ['label', { label: 42 }, SHARE_MESSAGES.notText],
    ['scope', { scope: [] }, SHARE_MESSAGES.scopeRequired],
    ['scope', { scope: ['list', 'passwords'] }, SHARE_MESSAGES.scopeUnknown],
    ['scope', { scope: 'list' }, SHARE_MESSAGES.scopeRequired],
    ['expires', { expires: 'soon' }, SHARE_MESSAGES.expiresInvalid],
    ['expires', { expires: new Date(Date.now() - DAY).toISOString() }, SHARE_MESSAGES.expiresPast],
    ['expires', { expires: '2027-08-02T12:00:00Z' }, SHARE_MESSAGES.expiresAfterCycle],
    ['comments', { comments: true }, SHARE_MESSAGES.commentsNeedEssays],
    ['comments', { comments: 'yes' }, SHARE_MESSAGES.commentsNotBool],
    ['token_hash', { token_hash: 'a'.repeat(64) }, 'Set by the server.'],
    ['user', { user: 'someoneelse0000' }, 'Set by the server.'],
    ['open_count', { open_count: 100 }, 'Set by the server.'],
  ])('refuses a bad %s with a 400 naming it, and makes nothing', async (field, change, message) => {
    const before = (await ownRows(maya, 'shares')).length
    const made = await maya.share(shareBody(change))
    expect(made.status).toBe(400)
    expect(made.body.data[field].message).toBe(message)
    expect(await ownRows(maya, 'shares')).toHaveLength(before)
  })

  it('makes no share through the records API, for anyone', async () => {
    const created = await maya.api.post(records('shares'), {
      user: maya.id,
      ...shareBody(),
      token_hash: 'b'.repeat(64),
    })
    expect([400, 403]).toContain(created.status)
    const anonymous = await apiAs(server, undefined).post('/api/shares', shareBody())
    expect(anonymous.status).toBe(401)
  })

  it(`keeps at most ${SHARE_LIMITS.perStudent} shares per student, counted on the server`, async () => {
    const many = await sharingStudent(server, 'Many Links')
    const results = await Promise.all(
      Array.from({ length: SHARE_LIMITS.perStudent + 5 }, (_, n) =>
        many.share(shareBody({ label: `Helper ${String(n)}` })),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(SHARE_LIMITS.perStudent)
    const refused = results.filter((r) => r.status === 400)
    expect(refused).toHaveLength(5)
    expect(refused[0]!.body.data.label.message).toBe(SHARE_MESSAGES.tooMany)
    expect(await ownRows(many, 'shares')).toHaveLength(SHARE_LIMITS.perStudent)
  })
})

describe('what a share shows', () => {
  it('a parent with list and deadlines sees the list and the deadlines, no essay, no money', async () => {
    const parent = await maya.newShare(shareBody({ label: 'Dad', scope: ['list', 'deadlines'] }))
    const view = await asSupporter(server, parent.token)
    expect(view.status).toBe(200)
    expect(view.body).toMatchObject({ firstName: 'Maya', label: 'Dad', comments: false })
    expect(Object.keys(view.body.sections)).toEqual(['list', 'deadlines'])
    expect(view.body.sections.deadlines.applications[0]).toMatchObject({
      plan: 'Early Action I',
      deadline: 'Tue, Dec 1, 2026, 11:59 PM (New York time)',
    })
    const text = JSON.stringify(view.body)
    expect(text).not.toContain('radio')
    expect(text).not.toContain('$75')
    expect(text).not.toContain(maya.email)
    expect(text).not.toContain(maya.id)
    expect(text).not.toContain(maya.applicationId)
    expect(text).not.toContain(maya.essayId)
  })

  it('a counselor with essays sees their text, and the essay id only when comments are on', async () => {
    const reader = await maya.newShare(shareBody({ scope: ['essays'] }))
    const read = await asSupporter(server, reader.token)
    expect(Object.keys(read.body.sections)).toEqual(['essays'])
    expect(read.body.sections.essays[0]).toMatchObject({
      id: null,
      title: 'Why Tulane',
      text: maya.essayText,
      revision: 1,
      count: '27 / 250 words',
    })
    const counselor = await maya.newShare(shareBody({ scope: ['essays'], comments: true }))
    const view = await asSupporter(server, counselor.token)
    expect(view.body.comments).toBe(true)
    expect(view.body.sections.essays[0].id).toBe(maya.essayId)
  })

  it('money and quiz answers only when ticked, readiness by analytics’ own rule', async () => {
    const all = await maya.newShare(shareBody({ scope: EVERYTHING }))
    const view = await asSupporter(server, all.token)
    expect(Object.keys(view.body.sections)).toEqual(EVERYTHING)
    expect(view.body.sections.money.cost.rows[0]).toMatchObject({ fee: '$75 (Maya’s figure)' })
    expect(view.body.sections.readiness.rows[0].needs).toContain('1 essay not final')
    const planOnly = await asSupporter(server, (await maya.newShare()).token)
    expect(planOnly.body.sections).not.toHaveProperty('money')
    expect(planOnly.body.sections).not.toHaveProperty('quiz')
    expect(planOnly.body.sections).not.toHaveProperty('essays')
  })

  it('money counts the score reports the student entered on the application (ADR 0093)', async () => {
    const sam = await sharingStudent(server, 'Sam Scores')
    const share = await sam.newShare(shareBody({ scope: ['money'] }))
    const rowOf = async () =>
      (await asSupporter(server, share.token)).body.sections.money.cost.rows[0]
    const before = await rowOf()
    const entered = await sam.api.patch(records('applications', sam.applicationId), {
      score_sends: true,
      score_send_fee: 18,
    })
    expect(entered.status).toBe(200)
    const after = await rowOf()
    expect(before.subtotal).toBe('$75')
    expect(after.subtotal).toBe('$93')
  })

  it("money's offers count the student's awarded scholarships as outside aid", async () => {
    const ana = await sharingStudent(server, 'Ana Awards')
    const share = await ana.newShare(shareBody({ scope: ['money'] }))
    const offered = await ana.api.patch(records('applications', ana.applicationId), {
      status: 'admitted',
      aid_offer: {
        cost: { ...EMPTY_COST, total: 31_000 },
        gifts: [{ name: 'State Grant', amount: 21_000, renews: 'yes', condition: '' }],
        loans: [],
        work_study: 0,
        stated_net: null,
      },
    })
    expect(offered.status, JSON.stringify(offered.body)).toBe(200)
    const netPrice = async () =>
      (await asSupporter(server, share.token)).body.sections.money.offers.rows[0].netPrice
    const before = await netPrice()
    const award = await ana.api.post(records('scholarships'), {
      ...emptyScholarship(),
      user: ana.id,
      sponsor: 'Rotary',
      amount: 2_500,
      status: 'awarded',
    })
    expect(award.status, JSON.stringify(award.body)).toBe(200)
    expect(before).toContain('$10,000')
    expect(await netPrice()).toContain('$7,500')
  })

  it('ignores the query string, extra headers and path tricks: the scope alone decides', async () => {
    const parent = await maya.newShare(shareBody({ scope: ['list'] }))
    const plain = await asSupporter(server, parent.token)
    const attempts = [
      '/api/shared?scope=essays,money,quiz',
      '/api/shared?expand=user&fields=*',
      `/api/shared?filter=${encodeURIComponent('user != ""')}`,
      '/api/shared?essay=' + maya.essayId,
    ]
    for (const path of attempts) {
      const tried = await asSupporter(server, parent.token, { path })
      expect(tried.body, path).toEqual(plain.body)
    }
    const headers = await asSupporter(server, parent.token, {
      headers: { 'x-share-scope': 'essays', 'x-forwarded-for': '10.9.9.9', cookie: 'scope=all' },
    })
    expect(headers.body).toEqual(plain.body)
    for (const path of ['/api/shared/', '/api/shared/essays', '/api/shared/../shares']) {
      const tricked = await asSupporter(server, parent.token, { path })
      expect(tricked.body.sections?.essays, path).toBeUndefined()
      expect([200, 404]).toContain(tricked.status)
    }
  })

  it('updates with the student: 304 while nothing changed, the new view once it did', async () => {
    const share = await maya.newShare(shareBody({ scope: ['list', 'deadlines'] }))
    const first = await fetch(`${server.url}/api/shared`, {
      headers: { authorization: `Share ${share.token}` },
    })
    const etag = first.headers.get('etag') ?? ''
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const poll = () =>
      fetch(`${server.url}/api/shared`, {
        headers: { authorization: `Share ${share.token}`, 'if-none-match': etag },
      })
    expect((await poll()).status).toBe(304)
    await maya.own('plan_tasks', { title: 'Visit campus', due: '2026-12-20' })
    const changed = await poll()
    expect(changed.status).toBe(200)
    const body = (await changed.json()) as {
      sections: { deadlines: { tasks: { title: string }[] } }
    }
    expect(body.sections.deadlines.tasks.map((t) => t.title)).toContain('Visit campus')
  })

  it('counts openings, not a page’s updates, and stores no address', async () => {
    const share = await maya.newShare()
    const first = await fetch(`${server.url}/api/shared`, {
      headers: { authorization: `Share ${share.token}` },
    })
    const etag = first.headers.get('etag') ?? ''
    for (let i = 0; i < 3; i++) {
      await fetch(`${server.url}/api/shared`, {
        headers: { authorization: `Share ${share.token}`, 'if-none-match': etag },
      })
    }
    await asSupporter(server, share.token)
    const row = await maya.api.get(records('shares', share.id))
    expect(row.body.open_count).toBe(2)
    expect(Date.now() - Date.parse(row.body.last_opened.replace(' ', 'T'))).toBeLessThan(60_000)
    expect(JSON.stringify(row.body)).not.toContain('127.0.0.1')
  })

  it('never writes the token into the request log', async () => {
    const share = await maya.newShare()
    await asSupporter(server, share.token)
    await asSupporter(server, share.token, { path: '/api/shared?x=1' })
    // PocketBase writes its request log in batches: wait until these requests are in it.
    const admin = apiAs(server, server.adminToken)
    const filter = encodeURIComponent('data.url ~ "/api/shared"')
    let logs = await admin.get(`/api/logs?perPage=500&filter=${filter}`)
    for (let i = 0; i < 50 && logs.body.items.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      logs = await admin.get(`/api/logs?perPage=500&filter=${filter}`)
    }
    expect(logs.body.items.length).toBeGreaterThanOrEqual(2)
    const all = await admin.get('/api/logs?perPage=500')
    expect(JSON.stringify(all.body)).not.toContain(share.token)
  })
})

describe('revoked and expired links', () => {
  it('a revoked, an expired and an unknown link get the same 404', async () => {
    const revoked = await maya.newShare()
    const expired = await maya.newShare()
    expect((await asSupporter(server, revoked.token)).status).toBe(200)
    const stop = await maya.api.post(`/api/shares/${revoked.id}/revoke`, {})
    expect(stop.status).toBe(200)
    expect(stop.body.revoked).not.toBe('')
    const past = await apiAs(server, server.adminToken).patch(records('shares', expired.id), {
      expires: new Date(Date.now() - 1000).toISOString(),
    })
    expect(past.status).toBe(200)
    const answers = await Promise.all(
      [revoked.token, expired.token, 'Z'.repeat(32), 'short', ''].map((t) =>
        asSupporter(server, t),
      ),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ status: 404, message: GONE, data: {} })
    }
    const nothing = await server.http('/api/shared')
    expect(nothing.body).toEqual({ status: 404, message: GONE, data: {} })
  })

  it('a revoked link stays revoked: no change brings it back', async () => {
    const share = await maya.newShare()
    await maya.api.post(`/api/shares/${share.id}/revoke`, {})
    const changed = await maya.api.patch(records('shares', share.id), {
      expires: new Date(Date.now() + 10 * DAY).toISOString(),
    })
    expect(changed.status).toBe(400)
    expect(changed.body.data.expires.message).toBe(SHARE_MESSAGES.revoked)
    const unrevoke = await maya.api.patch(records('shares', share.id), { revoked: '' })
    expect(unrevoke.status).toBe(400)
    expect(unrevoke.body.data.revoked.message).toBe('Set by the server.')
    expect((await asSupporter(server, share.token)).status).toBe(404)
  })

  it('"revoke all" stops every link of the student at once, and no one else’s', async () => {
    const leila = await sharingStudent(server, 'Leila Revoke')
    const other = await sharingStudent(server, 'Other Keeps')
    const mine = [await leila.newShare(), await leila.newShare()]
    const theirs = await other.newShare()
    const all = await leila.api.post('/api/shares/revoke-all', {})
    expect(all.body.revoked).toBe(2)
    for (const share of mine) expect((await asSupporter(server, share.token)).status).toBe(404)
    expect((await asSupporter(server, theirs.token)).status).toBe(200)
  })
})

describe('the student changes a share', () => {
  it('changes the label, the parts and the end; a bad change is a 400 that changes nothing', async () => {
    const share = await maya.newShare()
    const later = new Date(Date.now() + 60 * DAY).toISOString()
    const changed = await maya.api.patch(records('shares', share.id), {
      label: 'Mom and Dad',
      scope: ['list'],
      expires: later,
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body).toMatchObject({ label: 'Mom and Dad', scope: ['list'] })
    const view = await asSupporter(server, share.token)
    expect(Object.keys(view.body.sections)).toEqual(['list'])
    for (const bad of [
      { label: '' },
      { scope: [] },
      { expires: '2030-01-01T00:00:00Z' },
      { comments: true },
      { open_count: 0 },
      { user: maya.id },
    ]) {
      const refused = await maya.api.patch(records('shares', share.id), bad)
      expect(refused.status, JSON.stringify(bad)).toBe(400)
      expect(Object.keys(refused.body.data)).toEqual(Object.keys(bad))
    }
    const after = await maya.api.get(records('shares', share.id))
    expect(after.body).toMatchObject({ label: 'Mom and Dad', scope: ['list'], comments: false })
    // The hash is hidden: PocketBase drops it from a student's request, so it stays as it was.
    const admin = apiAs(server, server.adminToken)
    const hash = (await admin.get(records('shares', share.id))).body.token_hash
    await maya.api.patch(records('shares', share.id), { token_hash: 'c'.repeat(64) })
    expect((await admin.get(records('shares', share.id))).body.token_hash).toBe(hash)
    expect((await asSupporter(server, share.token)).status).toBe(200)
  })

  it('unticking Essays with comments on is refused on the scope', async () => {
    const share = await maya.newShare(shareBody({ scope: ['essays'], comments: true }))
    const refused = await maya.api.patch(records('shares', share.id), { scope: ['list'] })
    expect(refused.status).toBe(400)
    expect(refused.body.data.scope.message).toBe(SHARE_MESSAGES.commentsNeedEssays)
    const both = await maya.api.patch(records('shares', share.id), {
      scope: ['list'],
      comments: false,
    })
    expect(both.status).toBe(200)
  })
})

describe('comments', () => {
  let counselor: { id: string; token: string }
  beforeAll(async () => {
    counselor = await maya.newShare(
      shareBody({ label: 'Ms. Lee, counselor', scope: ['essays'], comments: true }),
    )
  })

  it('a supporter comments on a passage and on the whole essay; the essay does not change', async () => {
    const before = await maya.api.get(records('essays', maya.essayId))
    const passage = await asSupporter(server, counselor.token, { body: commentBody(maya) })
    expect(passage.status).toBe(200)
    expect(passage.body).toMatchObject({ quote: 'summer', body: 'Lovely start.', status: 'open' })
    const whole = await asSupporter(server, counselor.token, {
      body: {
        essay: maya.essayId,
        body: 'Strong ending.',
        quote: '',
        start: 0,
        end: 0,
        revision: 1,
      },
    })
    expect(whole.status).toBe(200)
    const after = await maya.api.get(records('essays', maya.essayId))
    expect(after.body).toEqual(before.body)
    const rows = await ownRows(maya, 'share_comments')
    expect(rows.map((r) => r.author)).toContain('Ms. Lee, counselor')
    const view = await asSupporter(server, counselor.token)
    expect(view.body.sections.essays[0].comments.map((c: any) => c.body)).toEqual([
      'Lovely start.',
      'Strong ending.',
    ])
  })

  it('a passage read in an older revision and since edited away is a 409; one still there is kept', async () => {
    const ana = await sharingStudent(server, 'Ana Edits')
    const share = await ana.newShare(shareBody({ scope: ['essays'], comments: true }))
    await saveEssayText(server, ana.token, ana.essayId, 1, `Opening line. ${ana.essayText}`)
    const moved = await asSupporter(server, share.token, { body: commentBody(ana, 'Still here') })
    expect(moved.status).toBe(200)
    await saveEssayText(server, ana.token, ana.essayId, 2, 'A new essay altogether.')
    const gone = await asSupporter(server, share.token, { body: commentBody(ana, 'Gone now') })
    expect(gone.status).toBe(409)
    expect(gone.body.data.quote.message).toBe(COMMENT_MESSAGES.changed)
    const wrongPlace = await asSupporter(server, share.token, {
      body: { essay: ana.essayId, body: 'x', quote: 'new', start: 0, end: 3, revision: 3 },
    })
    expect(wrongPlace.status).toBe(400)
    expect(wrongPlace.body.data.start.message).toBe(COMMENT_MESSAGES.place)
  })

  it.each([
    ['body', { body: '' }, COMMENT_MESSAGES.bodyRequired],
    ['body', { body: 'x'.repeat(100_000) }, SHARE_MESSAGES.tooLong(1000)],
    ['body', { body: 'ok \u0007 bell' }, TEXT_MESSAGES.multi],
    ['body', { body: 'looks fine \u202E txt.exe' }, TEXT_MESSAGES.multi],
    ['body', { body: 'annotated \uFFF9 text' }, TEXT_MESSAGES.multi],
    ['quote', { quote: 'x'.repeat(1001), start: 0, end: 1001 }, SHARE_MESSAGES.tooLong(1000)],
    ['revision', { revision: 99 }, COMMENT_MESSAGES.revision],
    ['revision', { revision: -1 }, COMMENT_MESSAGES.revision],
    ['start', { start: 5 }, COMMENT_MESSAGES.place],
    ['essay', { essay: 'nosuchessay0000' }, COMMENT_MESSAGES.essay],
    ['status', { status: 'resolved' }, 'A comment has only a passage and your words.'],
    ['author', { author: 'Principal' }, 'A comment has only a passage and your words.'],
    ['user', { user: 'someone' }, 'A comment has only a passage and your words.'],
  ])('refuses a bad %s with a 400 naming it, storing nothing', async (field, change, message) => {
    const before = (await ownRows(maya, 'share_comments')).length
    const sent = await asSupporter(server, counselor.token, {
      body: { ...commentBody(maya), ...change },
    })
    expect(sent.status).toBe(400)
    expect(sent.body.data[field].message).toBe(message)
    expect(await ownRows(maya, 'share_comments')).toHaveLength(before)
  })

  it('keeps markup as plain text: nothing is interpreted or changed', async () => {
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> & "quotes"'
    const sent = await asSupporter(server, counselor.token, {
      body: { ...commentBody(maya), body: html },
    })
    expect(sent.status).toBe(200)
    expect(sent.body.body).toBe(html)
  })

  it('keeps a comment’s line breaks; no writer stores a character the text rule refuses', async () => {
    const lines = 'First point.\n\nSecond point,\tindented.'
    const sent = await asSupporter(server, counselor.token, {
      body: { ...commentBody(maya), body: lines },
    })
    expect(sent.status).toBe(200)
    expect(sent.body.body).toBe(lines)
    const row = (await ownRows(maya, 'share_comments')).find((r) => r.body === lines)
    const admin = apiAs(server, server.adminToken)
    for (const [field, value, message] of [
      ['body', 'Bell \u0007', TEXT_MESSAGES.multi],
      ['author', 'Ms.\nLee', TEXT_MESSAGES.single],
    ] as const) {
      const refused = await admin.patch(records('share_comments', row.id), { [field]: value })
      expect(refused.status).toBe(400)
      expect(refused.body.data[field].message).toBe(message)
    }
    expect((await admin.get(records('share_comments', row.id))).body).toMatchObject({
      body: lines,
      author: 'Ms. Lee, counselor',
    })
  })

  it('refuses comments on a share without comments, and on another student’s essay', async () => {
    const reader = await maya.newShare(shareBody({ scope: ['essays'] }))
    const noComments = await asSupporter(server, reader.token, { body: commentBody(maya) })
    expect(noComments.status).toBe(403)
    const planOnly = await maya.newShare()
    expect((await asSupporter(server, planOnly.token, { body: commentBody(maya) })).status).toBe(
      403,
    )
    const stranger = await sharingStudent(server, 'Stranger Essay')
    const elsewhere = await asSupporter(server, counselor.token, {
      body: { ...commentBody(stranger) },
    })
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.data.essay.message).toBe(COMMENT_MESSAGES.essay)
    expect(await ownRows(stranger, 'share_comments')).toEqual([])
  })

  it('the student resolves or deletes a comment, and may change nothing else of it', async () => {
    const sent = await asSupporter(server, counselor.token, {
      body: commentBody(maya, 'Resolve me'),
    })
    expect(sent.status).toBe(200)
    const row = (await ownRows(maya, 'share_comments')).find((r) => r.body === 'Resolve me')
    const resolved = await maya.api.patch(records('share_comments', row.id), { status: 'resolved' })
    expect(resolved.body.status).toBe('resolved')
    for (const change of [{ body: 'Changed words' }, { author: 'Me' }, { essay: maya.essayId }]) {
      const refused = await maya.api.patch(records('share_comments', row.id), change)
      expect(refused.status).toBe(400)
      expect(Object.keys(refused.body.data)).toEqual(Object.keys(change))
    }
    const view = await asSupporter(server, counselor.token)
    const shown = view.body.sections.essays[0].comments.find((c: any) => c.body === 'Resolve me')
    expect(shown.status).toBe('resolved')
    expect((await maya.api.del(records('share_comments', row.id))).status).toBe(204)
  })

  it('removing a share keeps its comments, signed as they were', async () => {
    const coach = await maya.newShare(
      shareBody({ label: 'Coach', scope: ['essays'], comments: true }),
    )
    await asSupporter(server, coach.token, { body: commentBody(maya, 'From the coach') })
    expect((await maya.api.del(records('shares', coach.id))).status).toBe(204)
    const kept = (await ownRows(maya, 'share_comments')).find((r) => r.body === 'From the coach')
    expect(kept).toMatchObject({ author: 'Coach', share: '' })
  })

  it(`holds at most ${SHARE_LIMITS.commentsPerShare} comments per share, counted on the server`, async () => {
    const busy = await sharingStudent(server, 'Busy Essay')
    const share = await busy.newShare(shareBody({ scope: ['essays'], comments: true }))
    const collection = await apiAs(server, server.adminToken).get('/api/collections/share_comments')
    const requests = Array.from({ length: SHARE_LIMITS.commentsPerShare - 1 }, (_, n) => ({
      method: 'POST',
      url: `/api/collections/${collection.body.id}/records`,
      body: {
        user: busy.id,
        essay: busy.essayId,
        share: share.id,
        author: 'Busy',
        body: `Note ${String(n)}`,
        status: 'open',
      },
    }))
    for (let i = 0; i < requests.length; i += 50) {
      const batch = await apiAs(server, server.adminToken).post('/api/batch', {
        requests: requests.slice(i, i + 50),
      })
      expect(batch.status, JSON.stringify(batch.body).slice(0, 300)).toBe(200)
    }
    const last = await asSupporter(server, share.token, { body: commentBody(busy, 'The last one') })
    expect(last.status).toBe(200)
    const over = await asSupporter(server, share.token, { body: commentBody(busy, 'One too many') })
    expect(over.status).toBe(400)
    expect(over.body.data.body.message).toContain(String(SHARE_LIMITS.commentsPerShare))
  })
})

describe('the export and account deletion', () => {
  it('exports shares (with their openings, never the hash) and comments; deletion takes both', async () => {
    const leaving = await sharingStudent(server, 'Leaving Student')
    const share = await leaving.newShare(shareBody({ scope: ['essays'], comments: true }))
    await asSupporter(server, share.token)
    await asSupporter(server, share.token, { body: commentBody(leaving, 'Exported') })
    const exported = await leaving.api.get('/api/account/export')
    expect(exported.body.shares).toHaveLength(1)
    expect(exported.body.shares[0]).toMatchObject({ label: 'Mom', open_count: 1 })
    expect(exported.body.shares[0]).not.toHaveProperty('token_hash')
    expect(exported.body.essayComments[0]).toMatchObject({ body: 'Exported', author: 'Mom' })
    const deleted = await leaving.api.post('/api/account/delete', {
      confirmation: 'student-password-123',
    })
    expect(deleted.status).toBe(204)
    const admin = apiAs(server, server.adminToken)
    const left = await admin.get(
      `${records('shares')}?filter=${encodeURIComponent(`user="${leaving.id}"`)}`,
    )
    expect(left.body.items).toEqual([])
    const comments = await admin.get(
      `${records('share_comments')}?filter=${encodeURIComponent(`user="${leaving.id}"`)}`,
    )
    expect(comments.body.items).toEqual([])
    expect((await asSupporter(server, share.token)).status).toBe(404)
  })
})

describe('"E-mail it for me"', () => {
  let mail: MailCatcher
  beforeAll(async () => {
    mail = await startMailCatcher()
    const saved = await apiAs(server, server.adminToken).patch('/api/settings', {
      meta: {
        appURL: server.url,
        senderAddress: 'links@compass.example',
        senderName: 'College Compass',
      },
      smtp: { enabled: true, host: '127.0.0.1', port: mail.port, tls: false },
    })
    expect(saved.status).toBe(200)
  })
  afterAll(async () => {
    await mail.close()
  })

  /** "E-mail it for me" as the student `api` asks it for the link just `made`. */
  const mailLink = (api: Api, made: { body: any }, to: string, token = made.body.token) =>
    api.post('/api/shares/mail', { share: made.body.share.id, token, to })

  it.each([
    ['Nia <b>Evil</b>.example Jones', 'Nia', 'grandma@example.test'],
    ['www.evil.example Jones', 'A student', 'linky-reader@example.test'],
  ])(
    'mails the link once to the address typed; of %j it quotes %j, as the mail guard quotes a name',
    async (name, quoted, to) => {
      const student = await sharingStudent(server, name)
      const made = await student.share(shareBody())
      expect((await mailLink(student.api, made, to)).status).toBe(204)
      const caught = await mail.waitFor((m) => m.to.includes(to))
      expect(caught.subject).toBe(`${quoted} shared their college applications with you`)
      expect(caught.links).toContain(`${server.url}/shared/#${made.body.token as string}`)
      expect(`${caught.subject}${caught.text}`).not.toMatch(/evil/i)
      expect(caught.html).not.toContain('<b>')
      const stored = JSON.stringify(
        await apiAs(server, server.adminToken).get(records('shares', made.body.share.id)),
      )
      expect(stored).not.toContain(to)
    },
  )

  it('asks the mail guard: nothing while the address is unproven; once proven, no label quoted', async () => {
    const email = `guarded-${String(Date.now())}@example.test`
    const password = 'zoe-password-123'
    expect((await server.signUp({ name: 'Zoë Ortiz-Lee', email, password })).status).toBe(200)
    const auth = await server.http('/api/collections/users/auth-with-password', {
      method: 'POST',
      body: JSON.stringify({ identity: email, password }),
    })
    const zoe = apiAs(server, auth.body.token as string)
    const label = 'Call 555-0100 at evil.example'
    const made = await zoe.post('/api/shares', shareBody({ label }))
    expect(made.status).toBe(200)
    expect(made.body.canMail).toBe(false)
    expect((await mailLink(zoe, made, 'before-proof@example.test')).status).toBe(403)

    const proven = await apiAs(server, server.adminToken).patch(
      records('users', auth.body.record.id as string),
      { verified: true },
    )
    expect(proven.status).toBe(200)
    expect((await mailLink(zoe, made, 'after-proof@example.test')).status).toBe(204)
    const caught = await mail.waitFor((m) => m.to.includes('after-proof@example.test'))
    expect(caught.subject).toBe('Zoë shared their college applications with you')
    expect(caught.links).toContain(`${server.url}/shared/#${made.body.token as string}`)
    for (const part of [caught.subject, caught.text, caught.html]) {
      expect(part).not.toContain('Ortiz')
      expect(part).not.toContain('555-0100')
      expect(part).not.toContain('evil.example')
    }
    // The refused request, made first, left nothing in the catcher.
    expect(mail.mails.filter((m) => m.to.includes('before-proof@example.test'))).toEqual([])
  })

  it('refuses a wrong token, a bad address and a revoked link, naming each', async () => {
    const made = await maya.share(shareBody())
    const wrongToken = await mailLink(maya.api, made, 'a@example.test', 'A'.repeat(32))
    expect(wrongToken.status).toBe(400)
    expect(Object.keys(wrongToken.body.data)).toEqual(['token'])
    const badAddress = await mailLink(maya.api, made, 'not an address')
    expect(Object.keys(badAddress.body.data)).toEqual(['to'])
    await maya.api.post(`/api/shares/${made.body.share.id as string}/revoke`, {})
    const revoked = await mailLink(maya.api, made, 'a@example.test')
    expect(Object.keys(revoked.body.data)).toEqual(['share'])
    expect(mail.mails.filter((m) => m.to.includes('a@example.test'))).toEqual([])
  })
})

describe('through the data layer', () => {
  it('makes, lists, changes, revokes and removes links, and reads and resolves comments', async () => {
    const { data, student } = await server.student('Data Layer')
    const essay = await data.essays.create({
      kind: 'supplement',
      platform: 'common_app',
      title: 'Why here',
      prompt: '',
      limit: null,
      group: null,
      status: 'drafting',
      applicationIds: [],
      category: null,
      guardPhrases: [],
    })
    const expires = new Date(Date.now() + 10 * DAY).toISOString()
    const made = await data.shares.create({
      label: 'Coach',
      scope: ['essays'],
      comments: true,
      expires,
    })
    expect(made.share).toMatchObject({ label: 'Coach', scope: ['essays'], openCount: 0 })
    expect(made.token).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(await data.shares.list()).toEqual([made.share])

    const changed = await data.shares.update(made.share.id, { label: 'Coach Rivera' })
    expect(changed.label).toBe('Coach Rivera')
    await expect(data.shares.update(made.share.id, { label: '' })).rejects.toMatchObject({
      kind: 'invalid',
      fields: { label: SHARE_MESSAGES.labelRequired },
    })

    const sent = await asSupporter(server, made.token, {
      body: { essay: essay.id, body: 'Whole essay note', quote: '', start: 0, end: 0, revision: 0 },
    })
    expect(sent.status).toBe(200)
    const [comment] = await data.shares.comments(essay.id)
    expect(comment).toMatchObject({
      author: 'Coach Rivera',
      body: 'Whole essay note',
      anchor: null,
    })
    expect((await data.shares.setCommentStatus(comment!.id, 'resolved')).status).toBe('resolved')
    await data.shares.deleteComment(comment!.id)
    expect(await data.shares.comments(essay.id)).toEqual([])

    await expect(data.shares.mail(made.share.id, made.token, 'nope')).rejects.toMatchObject({
      kind: 'invalid',
      fields: { to: 'Enter an e-mail address like name@example.com.' },
    })
    const revoked = await data.shares.revoke(made.share.id)
    expect(revoked.revoked).not.toBeNull()
    const second = await data.shares.create({
      label: 'Dad',
      scope: ['list'],
      comments: false,
      expires,
    })
    expect(await data.shares.revokeAll()).toBe(1)
    await data.shares.remove(made.share.id)
    expect((await data.shares.list()).map((s) => s.id)).toEqual([second.share.id])
    expect(student.id).toBeTruthy()
  })
})
