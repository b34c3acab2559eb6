// The product mails only a proven address (docs/adr/0074), against a real PocketBase sending real
// mail to a local SMTP catcher: an address typed at sign-up gets no reminder until its owner
// follows the mailed link (to the site's own page); Google's word counts; a changed address must be
// proven again; and the mails quote typed text only as a short, clean title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPocketBase } from '../../ui/src/data/client.ts'
import { createDataClient } from '../../ui/src/data/data-client.ts'
import { MAIL_TITLE_MAX } from '../../ui/src/logic/validation/mail-title.ts'
import { GOOGLE_STUDENT, startGoogleMock, type GoogleMock } from '../e2e/google-mock.ts'
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../support/smtp.ts'
import { googleExchange, startTestServer, type TestServer } from './harness.ts'
import { apiAs, records, type Planner } from './planner-helpers.ts'
import { digestReadyZone, reminderSteps, to } from './reminder-helpers.ts'

const PUBLIC_URL = 'https://compass.example.test'
const PASSWORD = 'their-password-123'
const REMINDERS = { reminders_enabled: true, deadline_alerts: true, alert_days: 7 }

let mail: MailCatcher
let google: GoogleMock
let server: TestServer
beforeAll(async () => {
  mail = await startMailCatcher()
  google = await startGoogleMock()
  server = await startTestServer({
    env: {
      ...google.env,
      SMTP_HOST: mail.host,
      SMTP_PORT: String(mail.port),
      PUBLIC_URL,
      MAIL_FROM_ADDRESS: 'no-reply@compass.example.test',
    },
  })
})
afterAll(async () => {
  await server.close()
  await google.stop()
  await mail.close()
})

const steps = reminderSteps(
  () => server,
  () => mail,
)

/** A public sign-up (not verified), signed in through the data layer, with reminders on. */
async function signedUp(name: string): Promise<{
  planner: Planner
  data: ReturnType<typeof createDataClient>
}> {
  const email = `${name.split(' ')[0]!.toLowerCase()}-${String(Date.now())}@example.test`
  const created = await server.signUp({ name, email, password: PASSWORD })
  expect(created.status).toBe(200)
  expect(created.body.verified).toBe(false)
  const data = createDataClient(createPocketBase(server.url))
  const student = await data.auth.signIn({ email, password: PASSWORD })
  expect(student.emailVerified).toBe(false)
  const auth = await server.http('/api/collections/users/auth-with-password', {
    method: 'POST',
    body: JSON.stringify({ identity: email, password: PASSWORD }),
  })
  const planner = await plannerOf(student.id, email, auth.body.token as string)
  return { planner, data }
}

/** The planner steps for an account signed in with `token`, with reminders on. */
async function plannerOf(id: string, email: string, token: string): Promise<Planner> {
  const api = apiAs(server, token)
  const settings = await api.post(records('planner_settings'), {
    user: id,
    timezone: digestReadyZone(),
    ...REMINDERS,
  })
  expect(settings.status).toBe(200)
  const list = async (university: string) => {
    const saved = await api.post(records('saved_universities'), { user: id, university })
    expect(saved.status).toBe(200)
  }
  return {
    id,
    email,
    token,
    api,
    settingsId: settings.body.id as string,
    list,
    listNew: () => Promise.reject(new Error('not used here')),
    apply: (university, fields = {}) =>
      api.post(records('applications'), { user: id, university, ...fields }),
    own: (collection, fields) => api.post(records(collection), { user: id, ...fields }),
  }
}

const remindersTo = (student: { email: string }) =>
  mail.mails.filter((m) => to(student)(m) && !m.subject.startsWith('Confirm your'))

describe('reminders go only to a proven address', () => {
  it('none to an address typed at sign-up until its owner follows the mailed link', async () => {
    const { planner, data } = await signedUp('Stranger Danger')
    await steps.planDeadline(planner, 3, 'Stranger Danger')
    await steps.runJob()
    expect(remindersTo(planner)).toEqual([])

    await data.auth.requestVerification()
    const confirmation = await mail.waitFor(
      (m) => to(planner)(m) && m.subject === 'Confirm your College Compass email address',
    )
    const link = confirmation.links.find((l) => l.includes('token='))!
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email/\\?token=`))
    expect(confirmation.links.some((l) => l.includes('/_/'))).toBe(false)
    // The mail quotes nothing anyone typed: not even the account's name.
    expect(`${confirmation.subject} ${confirmation.text}`).not.toContain('Stranger')

    const signedOut = createDataClient(createPocketBase(server.url))
    await signedOut.account.confirmAddress(new URL(link).searchParams.get('token')!)
    await steps.runJob()
    await mail.waitFor((m) => to(planner)(m) && m.subject.includes('is due'))
    expect(remindersTo(planner)).toHaveLength(1)
    const refreshed = await data.auth.refresh()
    expect(refreshed?.student.emailVerified).toBe(true)
  })

  it('a used or made-up link is refused on its token, in our words', async () => {
    const signedOut = createDataClient(createPocketBase(server.url))
    const refused = await signedOut.account
      .confirmAddress('not-a-real-token')
      .catch((error: unknown) => error)
    expect(refused).toMatchObject({
      kind: 'invalid',
      fields: {
        token:
          'This link has expired or was already used. Sign in and ask for a new one from your profile.',
      },
    })
  })

  it('Google’s word counts: an account made with Google is mailed', async () => {
    const signedIn = await googleExchange(server)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.record.verified).toBe(true)
    const planner = await plannerOf(
      signedIn.body.record.id as string,
      GOOGLE_STUDENT.email,
      signedIn.body.token as string,
    )
    await steps.planDeadline(planner, 3, 'Grace Hopper')
    await steps.runJob()
    await mail.waitFor((m) => to(planner)(m) && m.subject.includes('is due'))
  })

  it('Google’s word proves an address a stranger typed first, and the stranger loses the account', async () => {
    const owner = { sub: 'google-owner-0002', name: 'Real Owner', email: 'real.owner@example.test' }
    const mock = await startGoogleMock(owner)
    const own = await startTestServer({ env: mock.env })
    try {
      const typed = await own.signUp({ name: 'A Stranger', email: owner.email, password: PASSWORD })
      expect(typed.body.verified).toBe(false)
      const signedIn = await googleExchange(own)
      expect(signedIn.status).toBe(200)
      // PocketBase 0.40 links Google to the account of that address and marks it verified...
      expect(signedIn.body.record).toMatchObject({ id: typed.body.id, verified: true })
      // ...and the password the stranger chose no longer signs in.
      const stranger = await own.http('/api/collections/users/auth-with-password', {
        method: 'POST',
        body: JSON.stringify({ identity: owner.email, password: PASSWORD }),
      })
      expect(stranger.status).toBe(400)
    } finally {
      await own.close()
      await mock.stop()
    }
  })

  it('an address an admin changes must be proven again', async () => {
    const { student } = await server.student('Moving Address')
    const admin = apiAs(server, server.adminToken)
    const moved = await admin.patch(records('users', student.id), {
      email: `moved-${String(Date.now())}@example.test`,
    })
    expect(moved.status).toBe(200)
    expect(moved.body.verified).toBe(false)
    // An admin may then say it is proven, in a save of its own.
    const proven = await admin.patch(records('users', student.id), { verified: true })
    expect(proven.body.verified).toBe(true)
    // Another change to the record keeps it proven.
    const renamed = await admin.patch(records('users', student.id), { name: 'Moved Address' })
    expect(renamed.body.verified).toBe(true)
  })
})

describe('what the mails quote', () => {
  it('typed text only as a short title: one line, no links, no control characters', async () => {
    const hostile = `Claim your prize at https://evil.example/win\nor www.evil.example today ${'x'.repeat(120)}`
    const maya = await steps.studentWithDeadline({ weekly_digest: true }, 3, 'Evil Student')
    const task = await maya.own('plan_tasks', {
      kind: 'custom',
      title: hostile.replace('\n', ' '),
      due: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
    })
    expect(task.status).toBe(200)
    await steps.runJob()
    const digest: CaughtMail = await mail.waitFor(
      (m) => to(maya)(m) && m.subject.startsWith('Your week:'),
    )
    const ours = (link: string) =>
      link.startsWith(`${PUBLIC_URL}/`) || link.startsWith(`${server.url}/`)
    expect(digest.links.filter((link) => !ours(link))).toEqual([])
    // eslint-disable-next-line no-control-regex -- the control characters a mail must not carry
    expect(digest.text).not.toMatch(/evil|[\u0000-\u0008\u000b\u000c\u000e-\u001f]/)
    expect(digest.html).not.toContain('evil')
    const line = digest.text.split('\n').find((l) => l.startsWith('- Claim your prize'))!
    expect(line).toContain('[link removed]')
    expect(line.split(': ')[0]!.length).toBeLessThanOrEqual(2 + MAIL_TITLE_MAX)
  })
})
