// A DataClient that loads the real data layer only when something needs the server (ADR 0027).
// Every verb is forwarded to the real client once loaded, without a list of verbs to keep in step;
// only what must answer before the SDK arrives is written here by hand (the session as stored on
// this device, Google's availability and popup, signing out).
import type { Student } from '../logic/domain.ts'
import type { DataClient, SessionCheck } from './data-client.ts'
import { DataError, isDataError, toDataError } from './errors.ts'
import { googleAvailable, openCenteredPopup, openPopupOrFail, type PopupWindow } from './google.ts'
import { apiOrigin } from './records.ts'
import {
  clearStoredSession,
  readStoredAuth,
  storedSessionSnapshot,
  storedStudent,
  subscribeStoredSession,
} from './session-store.ts'

/** What a page's data layer must have: the session's verbs. A page may compose fewer domains. */
export type PageDataClient = Pick<DataClient, 'auth'>

/** Loads the real data layer (its API client and verbs). */
export type LoadDataClient<C extends PageDataClient = DataClient> = () => Promise<C>

export type LazyDataClientOptions = {
  /** Opens the Google popup (tests pass a stand-in). */
  openPopup?: () => PopupWindow | null
  /** For the Google availability check (tests pass a stand-in). */
  fetch?: typeof fetch
}

export type LazyDataClient<C extends PageDataClient = DataClient> = C & {
  /** Starts loading the data layer, when a student's step makes a server call likely (a form touched). */
  warmUp(): void
}

const OFFLINE = "Can't reach the server."

type Domain = Record<string, unknown>
type Verb = (...args: unknown[]) => unknown

function isVerb(value: unknown): value is Verb {
  return typeof value === 'function'
}

function isDomain(value: unknown): value is Domain {
  return value !== null && typeof value === 'object'
}

export function createLazyDataClient<C extends PageDataClient = DataClient>(
  load: LoadDataClient<C>,
  options: LazyDataClientOptions = {},
): LazyDataClient<C> {
  const openPopup = options.openPopup ?? openCenteredPopup
  const request = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  let loaded: C | null = null
  let loading: Promise<C> | null = null
  /** onChange listeners registered before the load, attached to the real client once loaded. */
  const waiting = new Set<(client: C) => void>()

  const ensure = (): Promise<C> => {
    if (loaded) return Promise.resolve(loaded)
    loading ??= load().then(
      (client) => {
        loaded = client
        for (const attach of waiting) attach(client)
        waiting.clear()
        return client
      },
      (error: unknown) => {
        // A failed download (offline) is tried again on the next action.
        loading = null
        throw isDataError(error) ? error : new DataError('offline', OFFLINE)
      },
    )
    return loading
  }

  const early = {
    /** The student as stored on this device, until the data layer (and the server) know better. */
    current(): Student | null {
      return loaded ? loaded.auth.current() : storedStudent()
    },
    hasSession(): boolean {
      return loaded ? loaded.auth.hasSession() : storedSessionSnapshot() !== null
    },
    onChange(listener: (student: Student | null) => void): () => void {
      if (loaded) return loaded.auth.onChange(listener)
      let active = true
      let detach: (() => void) | null = null
      const attach = (client: C) => {
        if (active && !detach) detach = client.auth.onChange(listener)
      }
      waiting.add(attach)
      // Until the data layer arrives, a change of the stored session (another tab, the navbar's sign
      // out) is read here; afterwards the client's auth store reports it.
      const stopReading = subscribeStoredSession(() => {
        if (active && !loaded) listener(storedStudent())
      })
      return () => {
        active = false
        waiting.delete(attach)
        stopReading()
        detach?.()
      }
    },
    async refresh(): Promise<SessionCheck> {
      // An expired or unreadable stored session counts as signed out, as the client's auth store says.
      if (!loaded && !readStoredAuth()) return null
      let client: C
      try {
        client = await ensure()
      } catch (error) {
        // Offline: keep the stored student (and the page) rather than sign them out.
        const student = isDataError(error) && error.kind === 'offline' ? storedStudent() : null
        if (!student) throw error
        return { student, confirmed: false }
      }
      return client.auth.refresh()
    },
    signInWithGoogle(popup?: PopupWindow): Promise<Student> {
      if (loaded) return loaded.auth.signInWithGoogle(popup)
      // Opened now, while the click still counts as a user gesture; the data layer arrives after.
      let opened: PopupWindow
      try {
        opened = popup ?? openPopupOrFail(openPopup)
      } catch (error) {
        return Promise.reject(toDataError(error))
      }
      return ensure().then(
        (client) => client.auth.signInWithGoogle(opened),
        (error: unknown) => {
          if (!opened.closed) opened.close()
          throw error
        },
      )
    },
    googleAvailable: (): Promise<boolean> =>
      loaded ? loaded.auth.googleAvailable() : googleAvailable(apiOrigin(), request),
    signOut(): void {
      if (loaded) {
        loaded.auth.signOut()
        return
      }
      try {
        clearStoredSession()
      } catch (error) {
        // The specification: a sign-out failure is only logged.
        console.error('Sign out failed', error)
      }
    },
  } satisfies Partial<DataClient['auth']>

  const forward = (domain: string, hand: Domain = {}): Domain =>
    new Proxy(hand, {
      get(target, verb) {
        if (typeof verb !== 'string' || verb === 'then') return undefined
        if (verb in target) return target[verb]
        return (...args: unknown[]) =>
          ensure().then((client) => {
            const verbs: Domain = client
            const own = verbs[domain]
            const real = isDomain(own) ? own[verb] : undefined
            if (!isVerb(real)) throw new DataError('server', `No such verb: ${domain}.${verb}`)
            return real(...args)
          })
      },
    })

  const domains = new Map<string, Domain>([['auth', forward('auth', early)]])
  const warmUp = () => void ensure().catch(() => undefined)
  return new Proxy({} as LazyDataClient<C>, {
    get(_, domain) {
      if (domain === 'warmUp') return warmUp
      if (typeof domain !== 'string' || domain === 'then') return undefined
      let verbs = domains.get(domain)
      if (!verbs) {
        verbs = forward(domain)
        domains.set(domain, verbs)
      }
      return verbs
    },
  })
}

/**
 * A domain of verbs loaded on its first call: the same verbs, each waiting for the import. For a
 * domain most pages never call (essays outside /essays) or a page's own composition
 * (data/essays-client.ts), so it is not in their first load. Every verb of such a domain returns
 * a promise.
 */
export function onFirstCall<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | null = null
  const domain = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null // a failed download is tried again on the next call
      throw isDataError(error) ? error : new DataError('offline', OFFLINE)
    })
    return loading
  }
  return new Proxy({} as T, {
    get(_, verb) {
      if (typeof verb !== 'string' || verb === 'then') return undefined
      return (...args: unknown[]) =>
        domain().then((verbs) => {
          const real = (verbs as Domain)[verb]
          if (!isVerb(real)) throw new DataError('server', `No such verb: ${verb}`)
          return real(...args)
        })
    },
  })
}
