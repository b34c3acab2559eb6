import { describe, expect, it } from 'vitest'
import { shareMail } from './mail.ts'

const mailFrom = (name: string) =>
  shareMail({ name, link: 'https://compass.example/shared/#abc', expires: '2027-02-25' })

describe('the shared link e-mail', () => {
  it('says who sent it, the link, until when, and that nothing more will come', () => {
    const mail = mailFrom('Maya Johnson')
    expect(mail.subject).toBe('Maya shared their college applications with you')
    expect(mail.text).toContain('https://compass.example/shared/#abc')
    expect(mail.text).toContain('Thu, Feb 25, 2027')
    expect(mail.text).toContain('will not write to you again')
    expect(mail.html).toContain('href="https://compass.example/shared/#abc"')
  })

  // The first name as the mail guard quotes a name (mail-title.ts): one line, no control or
  // invisible characters, nothing link-like, at most 40 characters; the HTML part escapes it.
  it.each([
    ['José Núñez', 'José'],
    ["D'Andre Smith", "D'Andre"],
    ['Anne-Marie', 'Anne-Marie'],
    ['J. R. Ortiz', 'J.'],
    ['李雷', '李雷'],
    ['Ra\u202Ekim', 'Rakim'],
    ['x'.repeat(60), `${'x'.repeat(39)}…`],
    ['evil.com Jones', 'A student'],
    ['evil\u200B.com', 'A student'],
    ['http://x.io', 'A student'],
    ['me@evil.example', 'A student'],
    ['', 'A student'],
  ])('quotes the name %j as %j', (name, who) => {
    expect(mailFrom(name).subject).toBe(`${who} shared their college applications with you`)
  })

  it('quotes markup in a name as text', () => {
    const mail = mailFrom('<b>Bold</b>')
    expect(mail.text).toContain('<b>Bold</b> shared a read-only view')
    expect(mail.html).toContain('&lt;b&gt;Bold&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>')
  })
})
