// Names on the server: at least one letter, number or symbol; no control characters, line breaks
// or bidi overrides; for students (sign-up and profile) and contact messages alike.
import { describe, expect, it } from 'vitest'
import { serverForTests } from './harness.ts'

const server = serverForTests()

const REFUSED: [string, string][] = [
  ['non-breaking spaces', '\u00a0\u00a0'],
  ['zero-width spaces', '\u200b\u200b'],
  ['punctuation only', '...'],
  ['a line break', 'Maya\nJohnson'],
  ['a carriage return', 'Maya\rJohnson'],
  ['a NUL', 'Maya\u0000'],
  ['a right-to-left override', '\u202eMaya'],
  ['a bidi isolate', 'Maya\u2066x'],
  ['the line separator', 'Maya\u2028Johnson'],
]
const ACCEPTED = ['José Ñúñez', '李雷', "O'Brien-Smith", 'Zoë 🎓', 'Ana\u200dMaria']

let n = 0
const signUp = (name: string) =>
  server.signUp({
    name,
    email: `names-${Date.now()}-${++n}@example.test`,
    password: 'long-enough-1',
  })
const contact = (name: string) =>
  server.http('/api/collections/contact_messages/records', {
    method: 'POST',
    body: JSON.stringify({ name, email: 'a@b.co', subject: 'other', message: 'Hello' }),
  })

describe('names', () => {
  it.each(REFUSED)(
    'refuses %s at sign-up, on the profile and in a contact message',
    async (_, name) => {
      const signUpAnswer = await signUp(name)
      expect(signUpAnswer.status).toBe(400)
      expect(Object.keys(signUpAnswer.body.data)).toEqual(['name'])

      const { student, token } = await server.student()
      const update = await server.http(`/api/collections/users/records/${student.id}`, {
        method: 'PATCH',
        token,
        body: JSON.stringify({ name }),
      })
      expect(update.status).toBe(400)
      expect(Object.keys(update.body.data)).toEqual(['name'])

      const message = await contact(name)
      expect(message.status).toBe(400)
      expect(Object.keys(message.body.data)).toEqual(['name'])
    },
  )

  it.each(ACCEPTED)('accepts %j everywhere', async (name) => {
    expect((await signUp(name)).status).toBe(200)
    expect((await contact(name)).status).toBe(200)
  })
})
