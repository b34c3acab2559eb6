import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AFTER_SIGN_IN, loginPathFor, returnPath } from './return-to.ts'

describe('returnPath', () => {
  it.each([
    [null, AFTER_SIGN_IN],
    [undefined, AFTER_SIGN_IN],
    ['', AFTER_SIGN_IN],
    ['/quiz', '/quiz'],
    ['/profile?tab=list#saved', '/profile?tab=list#saved'],
    ['//evil.example/path', AFTER_SIGN_IN],
    ['/\\evil.example', AFTER_SIGN_IN],
    ['https://evil.example/', AFTER_SIGN_IN],
    ['javascript:alert(1)', AFTER_SIGN_IN],
    ['/login', AFTER_SIGN_IN],
    ['/register/', AFTER_SIGN_IN],
    ['/login?next=/quiz', AFTER_SIGN_IN],
    ['/\tevil', AFTER_SIGN_IN],
  ])('%j -> %j', (next, expected) => {
    expect(returnPath(next)).toBe(expected)
  })

  it('never leaves the site, whatever the link says', () => {
    fc.assert(
      fc.property(fc.string(), (next) => {
        const target = new URL(returnPath(next), 'https://college-compass.test/dashboard')
        expect(target.origin).toBe('https://college-compass.test')
      }),
    )
  })

  it('keeps every same-site path it accepts unchanged', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const result = returnPath(path)
        expect([path, AFTER_SIGN_IN]).toContain(result)
      }),
    )
  })
})

describe('loginPathFor', () => {
  it.each([
    ['/quiz', '/login/?next=%2Fquiz'],
    ['/quiz/', '/login/?next=%2Fquiz%2F'],
    ['/profile?tab=list', '/login/?next=%2Fprofile%3Ftab%3Dlist'],
    ['/dashboard', '/login'],
    ['/dashboard/', '/login'],
    ['//evil.example', '/login'],
  ])('%j -> %j', (path, expected) => {
    expect(loginPathFor(path)).toBe(expected)
  })
})
