// Forgot password through the data layer against a real PocketBase that sends real mail (SMTP
// from the environment) to a real local SMTP server: the mail links to the site's own page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPocketBase } from '../../ui/src/data/client.ts'
import { createDataClient } from '../../ui/src/data/data-client.ts'
import { DataError } from '../../ui/src/data/errors.ts'
import { startMailCatcher, type MailCatcher } from '../support/smtp.ts'
import { startTestServer, type TestServer } from './harness.ts'

const PUBLIC_URL = 'https://compass.example.test'

let mail: MailCatcher
let server: TestServer
beforeAll(async () => {
  mail = await startMailCatcher()
  server = await startTestServer({
    env: {
      SMTP_HOST: mail.host,
      SMTP_PORT: String(mail.port),
      PUBLIC_URL: `${PUBLIC_URL}/`,
      MAIL_FROM_ADDRESS: 'no-reply@compass.example.test',
    },
  })
})
afterAll(async () => {
  await server.close()
  await mail.close()
})

const signedOut = () => createDataClient(createPocketBase(server.url))

describe('mail settings', () => {
  it('come from the environment at start', async () => {
    const settings = (await server.http('/api/settings', { token: server.adminToken })).body
    expect(settings.smtp).toMatchObject({ enabled: true, host: mail.host, port: mail.port })
    expect(settings.meta).toMatchObject({
      appURL: PUBLIC_URL,
      senderAddress: 'no-reply@compass.example.test',
      senderName: 'College Compass',
    })
  })
})

describe('forgot password', () => {
  it('mails a link to the site’s own reset page, which sets a new password once', async () => {
    const { student, token: oldSession, password } = await server.student('Forgetful Student')
    await signedOut().auth.requestPasswordReset(`  ${student.email.toUpperCase()} `)

    const caught = await mail.waitFor((m) => m.to.includes(student.email))
    expect(caught.from).toBe('no-reply@compass.example.test')
    expect(caught.subject).toBe('Reset your College Compass password')
    const link = caught.links.find((l) => l.includes('token='))!
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password/\\?token=`))
    expect(caught.links.some((l) => l.includes('/_/'))).toBe(false)

    const token = new URL(link).searchParams.get('token') ?? ''
    const data = signedOut()
    const fresh = 'a-brand-new-password-1'
    await data.auth.confirmPasswordReset({ token, password: fresh, passwordConfirm: fresh })

    await expect(
      data.auth.signIn({ email: student.email, password: fresh }),
    ).resolves.toMatchObject({ id: student.id })
    await expect(signedOut().auth.signIn({ email: student.email, password })).rejects.toThrow(
      'Incorrect email or password.',
    )
    // Sessions from before the reset end.
    const before = await server.http(`/api/collections/users/records/${student.id}`, {
      token: oldSession,
    })
    expect(before.status).not.toBe(200)

    const again = await signedOut()
      .auth.confirmPasswordReset({
        token,
        password: 'another-one-22',
        passwordConfirm: 'another-one-22',
      })
      .catch((error: unknown) => error)
    expect(again).toBeInstanceOf(DataError)
    expect(again).toMatchObject({
      kind: 'invalid',
      fields: { token: 'This link has expired or was already used. Ask for a new one.' },
    })
  })

  it('answers an unknown address exactly as a known one, and mails no one', async () => {
    const unknown = 'nobody-at-all@example.test'
    await expect(signedOut().auth.requestPasswordReset(unknown)).resolves.toBeUndefined()
    const { student } = await server.student('Known Student')
    await signedOut().auth.requestPasswordReset(student.email)
    await mail.waitFor((m) => m.to.includes(student.email))
    expect(mail.mails.filter((m) => m.to.includes(unknown))).toEqual([])
  })
})
