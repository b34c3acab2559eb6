import { describe, expect, it } from 'vitest'
import { mailSafeName, shareMail } from './mail.ts'

describe('the shared link e-mail', () => {
  it.each([
    ['Maya', 'Maya'],
    ['José', 'José'],
    ["D'Andre", "D'Andre"],
    ['Anne-Marie', 'Anne-Marie'],
    ['J. R.', 'J. R.'],
    ['evil.com', 'evilcom'],
    ['<b>Bold</b>', 'bBoldb'],
    ['http://x.io', 'httpxio'],
    ['Ra\u202Ekim', 'Rakim'],
    ['李雷', '李雷'],
    ['x'.repeat(60), 'x'.repeat(40)],
    ['!!!', ''],
  ])('quotes the name %j as %j', (name, safe) => {
    expect(mailSafeName(name)).toBe(safe)
  })

  it('says who sent it, the link, until when, and that nothing more will come', () => {
    const mail = shareMail({
      firstName: 'Maya',
      link: 'https://compass.example/shared/#abc',
      expires: '2027-02-25',
    })
    expect(mail.subject).toBe('Maya shared their college applications with you')
    expect(mail.text).toContain('https://compass.example/shared/#abc')
    expect(mail.text).toContain('Thu, Feb 25, 2027')
    expect(mail.text).toContain('will not write to you again')
    expect(mail.html).toContain('href="https://compass.example/shared/#abc"')
  })

  it('names no one when nothing of the name is safe to quote', () => {
    expect(shareMail({ firstName: '<>', link: 'x', expires: '2027-01-01' }).subject).toBe(
      'A student shared their college applications with you',
    )
  })
})
