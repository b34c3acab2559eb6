import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPocketBase } from './client.ts'
import { createDataClient } from './data-client.ts'
import { withAccountSelection } from './google.ts'
import { describeAuthError } from './auth-errors.ts'
import { DataError, type DataErrorKind } from './errors.ts'

describe('withAccountSelection', () => {
  it.each([
    [
      'https://accounts.google.com/o/oauth2/v2/auth?client_id=a&state=s&redirect_uri=http://127.0.0.1:8090/api/oauth2-redirect',
      'https://accounts.google.com',
    ],
    ['http://127.0.0.1:9999/authorize?prompt=consent&state=s', 'http://127.0.0.1:9999'],
  ])('forces the account chooser on %s', (url, origin) => {
    const forced = new URL(withAccountSelection(url))
    expect(forced.origin).toBe(origin)
    expect(forced.searchParams.getAll('prompt')).toEqual(['select_account'])
    expect(forced.searchParams.get('state')).toBe('s')
  })
})

describe('auth.signOut', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('only logs a failure', () => {
    const pb = createPocketBase('http://127.0.0.1:1')
    pb.authStore.clear = () => {
      throw new Error('storage unavailable')
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => {
      createDataClient(pb).auth.signOut()
    }).not.toThrow()
    expect(logged).toHaveBeenCalledWith('Sign out failed', expect.any(Error))
  })
})

describe('describeAuthError', () => {
  it.each<[DataErrorKind, 'sign-in' | 'sign-up', string]>([
    ['popup-blocked', 'sign-in', 'Please allow popups for this site to sign in with Google'],
    ['popup-blocked', 'sign-up', 'Please allow popups for this site to sign up with Google'],
    ['cancelled', 'sign-in', 'Sign in was cancelled'],
    ['cancelled', 'sign-up', 'Sign up was cancelled'],
    ['not-configured', 'sign-in', 'Google sign-in is not configured on this server.'],
    [
      'rate-limited',
      'sign-in',
      'Too many attempts to sign in. Please wait a minute and try again.',
    ],
    ['offline', 'sign-up', "Can't reach the server. Check your connection and try again."],
  ])('%s on %s -> %s', (kind, action, sentence) => {
    expect(describeAuthError(new DataError(kind, 'x'), action)).toBe(sentence)
  })
})
