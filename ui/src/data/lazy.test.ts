import { afterEach, describe, expect, it, vi } from 'vitest'
import { isDataError } from './errors.ts'
import { createMemoryDataClient } from '../testing/memory-data-client.ts'
import { makeStudent } from '../testing/fixtures.ts'
import type { PopupWindow } from './google.ts'
import { createLazyDataClient, onFirstCall, type LoadDataClient } from './lazy.ts'
import { SESSION_KEY as AUTH_STORAGE_KEY } from './session-store.ts'

/** A JWT-shaped token valid for an hour (the client never checks signatures). */
function validToken(): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  const exp = Math.floor(Date.now() / 1000) + 3600
  return `${part({ alg: 'HS256' })}.${part({ exp, id: 'u1', type: 'auth' })}.sig`
}

function storeSession(): void {
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      token: validToken(),
      record: { id: 'u1', collectionName: 'users', name: 'Maya Johnson' },
    }),
  )
}

const maya = makeStudent({ id: 'u1', email: 'maya@example.com' })

function setup(options: { signedIn?: boolean } = {}) {
  const real = createMemoryDataClient({
    student: options.signedIn ? maya : null,
    accounts: { 'maya@example.com': { password: 'pw-123456', student: maya } },
  })
  const load = vi.fn<LoadDataClient>(() => Promise.resolve(real))
  // What the real client was handed: the popup opened from the click, before the SDK loaded.
  const handed: (PopupWindow | undefined)[] = []
  const google = real.auth.signInWithGoogle.bind(real.auth)
  real.auth.signInWithGoogle = (popup?: PopupWindow) => {
    handed.push(popup)
    return google(popup)
  }
  const popup = { closed: false, close: vi.fn(), location: { href: '' } }
  const openPopup = vi.fn((): PopupWindow | null => popup)
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ oauth2: { enabled: true, providers: [{ name: 'google' }] } })),
    ),
  )
  const client = createLazyDataClient(load, { openPopup, fetch })
  return { client, real, load, handed, popup, openPopup, fetch }
}

afterEach(() => localStorage.clear())

describe('createLazyDataClient', () => {
  it('answers a signed-out visitor without loading the SDK', async () => {
    const { client, load, fetch } = setup()
    expect(client.auth.current()).toBeNull()
    await expect(client.auth.refresh()).resolves.toBeNull()
    await expect(client.auth.googleAvailable()).resolves.toBe(true)
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/collections\/users\/auth-methods$/),
      expect.anything(),
    )
    expect(load).not.toHaveBeenCalled()
  })

  it.each([
    ['no oauth2 at all', {}],
    ['oauth2 off', { oauth2: { enabled: false, providers: [{ name: 'google' }] } }],
    ['another provider only', { oauth2: { enabled: true, providers: [{ name: 'github' }] } }],
  ])('says Google is unavailable with %s', async (_case, body) => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body))))
    const lazy = createLazyDataClient(() => Promise.resolve(createMemoryDataClient()), { fetch })
    await expect(lazy.auth.googleAvailable()).resolves.toBe(false)
  })

  it('turns a failed availability check into our own error', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    const lazy = createLazyDataClient(() => Promise.resolve(createMemoryDataClient()), { fetch })
    const failure: unknown = await lazy.auth.googleAvailable().catch((error: unknown) => error)
    expect(isDataError(failure) && failure.kind).toBe('offline')
  })

  it('loads once on the first sign-in, and earlier listeners hear it', async () => {
    const { client, load } = setup()
    const heard: (string | null)[] = []
    client.auth.onChange((student) => heard.push(student?.id ?? null))
    await Promise.all([
      client.auth.signIn({ email: 'maya@example.com', password: 'pw-123456' }),
      client.universities.popular(),
    ])
    expect(load).toHaveBeenCalledTimes(1)
    expect(client.auth.current()?.id).toBe('u1')
    expect(heard).toEqual(['u1'])
  })

  it('treats an expired stored session as signed out without loading the SDK', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ token: 'a.eyJleHAiOjF9.b', record: { id: 'u1', collectionName: 'users' } }),
    )
    const { client, load } = setup()
    await expect(client.auth.refresh()).resolves.toBeNull()
    expect(client.auth.current()).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })

  it('knows whether the device holds a session without loading the SDK', () => {
    const { client, load } = setup()
    expect(client.auth.hasSession()).toBe(false)
    storeSession()
    expect(client.auth.hasSession()).toBe(true)
    expect(load).not.toHaveBeenCalled()
  })

  it('refreshes a stored session through the real client', async () => {
    storeSession()
    const { client, load } = setup({ signedIn: true })
    await expect(client.auth.refresh()).resolves.toMatchObject({
      student: { id: 'u1' },
      confirmed: true,
    })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows the student stored on this device before the SDK has loaded', () => {
    storeSession()
    const { client, load } = setup()
    expect(client.auth.current()).toMatchObject({ id: 'u1', name: 'Maya Johnson' })
    expect(load).not.toHaveBeenCalled()
  })

  it('forwards every verb of the real client, loading it once', async () => {
    const { client, real, load } = setup({ signedIn: true })
    await expect(client.list.items()).resolves.toEqual(await real.list.items())
    await expect(client.universities.popular(2)).resolves.toHaveLength(2)
    expect(load).toHaveBeenCalledTimes(1)
    // A Promise never mistakes the client or a domain for a thenable.
    await expect(Promise.resolve(client.profile)).resolves.toBe(client.profile)
  })

  it('warms up on request, so the first submit does not wait', async () => {
    const { client, load } = setup()
    client.warmUp()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 5_000 })
  })

  it('opens the Google popup before anything is awaited and hands it to the SDK', async () => {
    const { client, load, handed, popup, openPopup } = setup()
    const pending = client.auth.signInWithGoogle().catch((error: unknown) => error)
    // Synchronously, within the click: the popup exists before the SDK has loaded.
    expect(openPopup).toHaveBeenCalledTimes(1)
    await pending
    expect(load).toHaveBeenCalledTimes(1)
    expect(handed).toEqual([popup])
  })

  it('refuses at once when the popup is blocked, loading nothing', async () => {
    const { client, load, openPopup } = setup()
    openPopup.mockReturnValue(null)
    const failure: unknown = await client.auth.signInWithGoogle().catch((error: unknown) => error)
    expect(isDataError(failure) && failure.kind).toBe('popup-blocked')
    expect(load).not.toHaveBeenCalled()
  })

  it('closes the popup and says offline when the SDK cannot be downloaded, then tries again', async () => {
    const { real, popup } = setup()
    const load = vi
      .fn<LoadDataClient>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real)
    const lazy = createLazyDataClient(load, { openPopup: () => popup })
    const failure: unknown = await lazy.auth.signInWithGoogle().catch((error: unknown) => error)
    expect(isDataError(failure) && failure.kind).toBe('offline')
    expect(popup.close).toHaveBeenCalled()
    await expect(lazy.universities.popular()).resolves.not.toHaveLength(0)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps the stored student when the SDK cannot be downloaded at the session check', async () => {
    // What the SDK stores after a sign-in: the whole users record the server returned.
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        token: validToken(),
        record: {
          id: 'u1',
          collectionId: '_pb_users_auth_',
          collectionName: 'users',
          name: 'Maya Johnson',
          email: 'maya@example.com',
          avatar: '',
          state: 'quiz-results',
          quizAnswers: { budget: 'under-20k' },
          quizCompleted: true,
          quizCompletedAt: '2026-11-20 10:00:00.000Z',
          created: '2026-11-01 10:00:00.000Z',
          updated: '2026-11-20 10:00:00.000Z',
        },
      }),
    )
    const { real } = setup({ signedIn: true })
    const load = vi
      .fn<LoadDataClient>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real)
    const lazy = createLazyDataClient(load)
    const expected = {
      id: 'u1',
      name: 'Maya Johnson',
      email: 'maya@example.com',
      avatarUrl: null,
      state: 'quiz-results',
      quizAnswers: { budget: 'under-20k' },
      quizCompleted: true,
      quizCompletedAt: '2026-11-20 10:00:00.000Z',
    }
    await expect(lazy.auth.refresh()).resolves.toMatchObject({
      student: expected,
      confirmed: false,
    })
    expect(lazy.auth.current()).toMatchObject(expected)
    // The next call that needs the server tries the download again, and the SDK takes over.
    await expect(lazy.profile.get()).resolves.toMatchObject({ id: 'u1' })
    expect(load).toHaveBeenCalledTimes(2)
    expect(lazy.auth.current()).toEqual(await real.profile.get())
  })

  it('still says offline when the SDK cannot be downloaded and nothing is stored to fall back on', async () => {
    const { real } = setup()
    const load = vi.fn<LoadDataClient>().mockRejectedValue(new TypeError('Failed to fetch'))
    const lazy = createLazyDataClient(load)
    const failure: unknown = await lazy.universities.popular().catch((error: unknown) => error)
    expect(isDataError(failure) && failure.kind).toBe('offline')
    expect(lazy.auth.current()).toBeNull()
    expect(real.auth.current()).toBeNull()
  })

  it('signs out a device without loading the SDK', () => {
    storeSession()
    const { client, load } = setup()
    client.auth.signOut()
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })

  it('follows a sign-in in another tab before the SDK has loaded', () => {
    const { client, load } = setup()
    const heard: (string | null)[] = []
    const unsubscribe = client.auth.onChange((student) => heard.push(student?.id ?? null))
    storeSession()
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }))
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }))
    unsubscribe()
    expect(heard).toEqual(['u1', null])
    expect(load).not.toHaveBeenCalled()
  })
})

describe('onFirstCall', () => {
  it('loads a domain on its first call, once, and forwards every verb', async () => {
    const list = {
      items: vi.fn(() => Promise.resolve(['a'])),
      remove: vi.fn(() => Promise.resolve()),
    }
    const load = vi.fn(() => Promise.resolve(list))
    const lazy = onFirstCall(load)
    expect(load).not.toHaveBeenCalled()
    await expect(lazy.items()).resolves.toEqual(['a'])
    await lazy.remove()
    expect(load).toHaveBeenCalledOnce()
    expect(list.remove).toHaveBeenCalledOnce()
  })

  it('turns a failed download into offline, and tries again on the next call', async () => {
    const verbs = { get: () => Promise.resolve(1) }
    const load = vi
      .fn<() => Promise<typeof verbs>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(verbs)
    const lazy = onFirstCall(load)
    await expect(lazy.get()).rejects.toMatchObject({ kind: 'offline' })
    await expect(lazy.get()).resolves.toBe(1)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
