import { DataError, isDataError } from './errors.ts'
import { openCenteredPopup, type PopupWindow } from './popup.ts'
import {
  announceSessionChange,
  apiOrigin,
  AUTH_STORAGE_KEY,
  clearStoredSession,
  readStoredSession,
  storedSessionSnapshot,
} from './stored-session.ts'
import { storedStudent } from './student-record.ts'
import type { DataClient, Student, Unsubscribe } from './types.ts'

/**
 * Loads the real data layer (the PocketBase SDK). `takePopup` hands it a Google popup that was
 * opened from a click before the SDK had loaded (null when there is none).
 */
export type LoadDataClient = (takePopup: () => PopupWindow | null) => Promise<DataClient>

export type LazyDataClientOptions = {
  /** Opens the Google popup (tests pass a stand-in). */
  openPopup?: () => PopupWindow | null
  /** For the Google availability check before the SDK has loaded (tests pass a stand-in). */
  fetch?: typeof fetch
}

const OFFLINE = "Can't reach the server."

/**
 * A `DataClient` that loads the SDK only when something needs the server as the signed-in
 * student (ADR 0027). A signed-out visitor of /login or /register gets the form, the session check
 * and Google's availability without it; the first sign-in, sign-up or Google click loads it (and
 * the islands warm it up as soon as the form is touched). On a device with a stored session, the
 * session check loads it at once, as the protected pages need it anyway.
 */
export function createLazyDataClient(
  load: LoadDataClient,
  options: LazyDataClientOptions = {},
): DataClient {
  const openPopup = options.openPopup ?? openCenteredPopup
  const request = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  let loaded: DataClient | null = null
  let loading: Promise<DataClient> | null = null
  let handedPopup: PopupWindow | null = null
  /** onChange listeners registered before the load, attached to the real client once loaded. */
  const waiting = new Set<(client: DataClient) => void>()

  const takePopup = () => {
    const popup = handedPopup
    handedPopup = null
    return popup
  }

  const ensure = (): Promise<DataClient> => {
    if (loaded) return Promise.resolve(loaded)
    loading ??= load(takePopup).then(
      (client) => {
        loaded = client
        for (const attach of waiting) attach(client)
        waiting.clear()
        return client
      },
      (error: unknown) => {
        // A failed download (offline) can be tried again on the next action.
        loading = null
        throw isDataError(error) ? error : new DataError('offline', OFFLINE)
      },
    )
    return loading
  }

  const signedOutHere = () => readStoredSession() === null
  /**
   * Set when the session check could not download the SDK (offline at that moment): until it
   * loads, the student is the one stored on this device, as the SDK's store would say after a
   * failed check, and every call that needs the server tries the download again.
   */
  let unreachable = false

  const auth: DataClient['auth'] = {
    current(): Student | null {
      // Before the load only "signed out" is known; refresh() loads the SDK when a session is
      // stored, and every caller asks refresh() first.
      if (loaded) return loaded.auth.current()
      return unreachable ? storedStudent() : null
    },
    hasSession() {
      return loaded ? loaded.auth.hasSession() : storedSessionSnapshot() !== null
    },
    onChange(listener): Unsubscribe {
      if (loaded) return loaded.auth.onChange(listener)
      let active = true
      let detach: Unsubscribe | null = null
      const attach = (client: DataClient) => {
        if (active && !detach) detach = client.auth.onChange(listener)
      }
      // Another tab signing in or out changes the stored session: load, then tell the listener.
      const onStorage = (event: StorageEvent) => {
        if (event.key !== null && event.key !== AUTH_STORAGE_KEY) return
        ensure().then(
          (client) => {
            if (active) listener(client.auth.current())
          },
          () => undefined,
        )
      }
      waiting.add(attach)
      window.addEventListener('storage', onStorage)
      return () => {
        active = false
        waiting.delete(attach)
        window.removeEventListener('storage', onStorage)
        detach?.()
      }
    },
    async refresh() {
      // An expired or unreadable stored session counts as signed out, as the SDK's store says.
      if (!loaded && signedOutHere()) return null
      let client: DataClient
      try {
        client = await ensure()
      } catch (error) {
        // Offline: keep the stored student (and the page) rather than sign them out.
        const student = isDataError(error) && error.kind === 'offline' ? storedStudent() : null
        if (!student) throw error
        unreachable = true
        return student
      }
      return client.auth.refresh()
    },
    signUp: (...args) => ensure().then((client) => client.auth.signUp(...args)),
    requestPasswordReset: (...args) =>
      ensure().then((client) => client.auth.requestPasswordReset(...args)),
    confirmPasswordReset: (...args) =>
      ensure().then((client) => client.auth.confirmPasswordReset(...args)),
    signIn: (...args) => ensure().then((client) => client.auth.signIn(...args)),
    signInWithGoogle() {
      if (loaded) return loaded.auth.signInWithGoogle()
      // Opened now, while the click still counts as a user gesture; the SDK arrives after.
      let popup: PopupWindow | null
      try {
        popup = openPopup()
      } catch {
        popup = null
      }
      if (!popup)
        return Promise.reject(
          new DataError('popup-blocked', 'The browser blocked the sign-in popup.'),
        )
      handedPopup = popup
      const opened = popup
      return ensure().then(
        (client) => client.auth.signInWithGoogle(),
        (error: unknown) => {
          handedPopup = null
          if (!opened.closed) opened.close()
          throw error
        },
      )
    },
    async googleAvailable() {
      if (loaded) return loaded.auth.googleAvailable()
      // The same public endpoint the SDK's listAuthMethods reads; no secret leaves the server.
      let response: Response
      try {
        response = await request(`${apiOrigin()}/api/collections/users/auth-methods`, {
          signal: AbortSignal.timeout(10_000),
        })
      } catch {
        throw new DataError('offline', OFFLINE)
      }
      if (!response.ok) throw new DataError('server', 'The server had a problem.')
      const methods = (await response.json().catch(() => null)) as {
        oauth2?: { enabled?: boolean; providers?: { name?: string }[] }
      } | null
      return (
        methods?.oauth2?.enabled === true &&
        (methods.oauth2.providers ?? []).some((provider) => provider.name === 'google')
      )
    },
    signOut() {
      if (loaded) {
        loaded.auth.signOut()
        return
      }
      // What the SDK's store does on clear; other tabs follow through the storage event.
      try {
        clearStoredSession()
        announceSessionChange()
      } catch (error) {
        console.error('Sign out failed', error)
      }
    },
  }

  return {
    auth,
    profile: {
      get: (...args) => ensure().then((client) => client.profile.get(...args)),
      setState: (...args) => ensure().then((client) => client.profile.setState(...args)),
      updateName: (...args) => ensure().then((client) => client.profile.updateName(...args)),
      setAvatar: (...args) => ensure().then((client) => client.profile.setAvatar(...args)),
      removeAvatar: (...args) => ensure().then((client) => client.profile.removeAvatar(...args)),
    },
    account: {
      export: (...args) => ensure().then((client) => client.account.export(...args)),
      delete: (...args) => ensure().then((client) => client.account.delete(...args)),
    },
    quiz: { submit: (...args) => ensure().then((client) => client.quiz.submit(...args)) },
    universities: {
      search: (...args) => ensure().then((client) => client.universities.search(...args)),
      get: (...args) => ensure().then((client) => client.universities.get(...args)),
      popular: (...args) => ensure().then((client) => client.universities.popular(...args)),
      matchingCatalogue: (...args) =>
        ensure().then((client) => client.universities.matchingCatalogue(...args)),
    },
    list: {
      items: (...args) => ensure().then((client) => client.list.items(...args)),
      add: (...args) => ensure().then((client) => client.list.add(...args)),
      remove: (...args) => ensure().then((client) => client.list.remove(...args)),
    },
    contact: { send: (...args) => ensure().then((client) => client.contact.send(...args)) },
    warmUp() {
      void ensure().catch(() => undefined)
    },
  }
}
