import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase'
import type { DashboardState } from '../logic/dashboard/dashboard-machine.ts'
import { rankByQuery } from '../logic/search/rank.ts'
import { pickPopular } from '../logic/universities/popular.ts'
import { searchTerms } from '../logic/search/search-key.ts'
import { buildExport, type ExportListEntry } from '../logic/profile/export.ts'
import {
  avatarFileName,
  normalizeName,
  PROFILE_MESSAGES,
  validateAvatar,
  validateName,
} from '../logic/profile/validation.ts'
import { sendContactMessage } from './contact.ts'
import { DataError, errorFromResponse } from './errors.ts'
import { openCenteredPopup, type PopupWindow } from './popup.ts'
import { studentOf } from './student-record.ts'
import { announceSessionChange } from './stored-session.ts'
import type {
  SavedUniversitiesRecord,
  UniversitiesRecord,
  UsersRecord,
} from './pocketbase-types.ts'
import type { DataClient, ListEntry, Student } from './types.ts'

export type { PopupWindow } from './popup.ts'
import { MATCH_FIELDS } from '../logic/matching/fields.ts'
import { toMatchUniversity, toUniversity } from './university-record.ts'

/** Writes that must not be lost get a deadline and are never auto-cancelled (TOOLCHAIN.md). */
const WRITE_TIMEOUT_MS = 10_000
const READ_TIMEOUT_MS = 10_000
const SEARCH_CANDIDATES = 60

function writeOptions(): { requestKey: null; signal: AbortSignal } {
  return { requestKey: null, signal: AbortSignal.timeout(WRITE_TIMEOUT_MS) }
}
function readOptions(): { requestKey: null; signal: AbortSignal } {
  return { requestKey: null, signal: AbortSignal.timeout(READ_TIMEOUT_MS) }
}

/** Turns anything the SDK or the network throws into a DataError. */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error
  if (error instanceof ClientResponseError) {
    const cause: unknown = error.originalError
    if (error.status === 0) {
      const name = cause instanceof Error ? cause.name : ''
      if (
        name === 'TimeoutError' ||
        (cause instanceof DOMException && cause.name === 'TimeoutError')
      ) {
        return new DataError('timeout', 'The server took too long to answer.')
      }
      if (error.isAbort) return new DataError('cancelled', 'The request was cancelled.')
      return new DataError('offline', "Can't reach the server.")
    }
    return errorFromResponse(error.status, error.response)
  }
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new DataError('timeout', 'The server took too long to answer.')
  }
  return new DataError('offline', "Can't reach the server.")
}

/** Re-labels an `invalid` error with our own sentence for one field (never the server's text). */
function invalidAs(field: string, message: string, error: unknown): DataError {
  const dataError = toDataError(error)
  return dataError.kind === 'invalid'
    ? new DataError('invalid', message, { [field]: message })
    : dataError
}

/** Adds `prompt=select_account` so Google always asks which account to use. */
export function withAccountSelection(url: string): string {
  const parsed = new URL(url)
  parsed.searchParams.set('prompt', 'select_account')
  return parsed.toString()
}

export type DataClientOptions = {
  /** Opens the (blank) Google popup; returns null when the browser blocks it. */
  openPopup?: () => PopupWindow | null
  /**
   * How long a closed popup may still deliver its result before the flow counts as cancelled:
   * PocketBase's redirect page closes the popup as it sends the code.
   */
  popupGraceMs?: number
}

const GOOGLE_REQUEST_KEY = 'google-oauth2'
const POPUP_POLL_MS = 250
const POPUP_GRACE_MS = 2_000

function toGoogleError(error: unknown): DataError {
  if (error instanceof ClientResponseError) {
    if (error.isAbort) return new DataError('cancelled', 'Google sign-in was cancelled.')
    const cause: unknown = error.originalError
    if (cause instanceof Error && cause.message.startsWith('Missing or invalid provider')) {
      return new DataError('not-configured', 'Google sign-in is not configured on this server.')
    }
  }
  return toDataError(error)
}

const EMAIL_TAKEN = 'An account with this email already exists.'

/** PocketBase's "Value must be unique." on the email, as a sentence a student understands. */
function emailTaken(error: unknown): DataError | null {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return null
  const data = (error.response as { data?: { email?: { code?: string } } }).data
  return data?.email?.code === 'validation_not_unique'
    ? new DataError('invalid', EMAIL_TAKEN, { email: EMAIL_TAKEN })
    : null
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toDataError(error)
  }
}

/** Creates the data layer over one PocketBase client. */
export function createDataClient(pb: PocketBase, options: DataClientOptions = {}): DataClient {
  const users = () => pb.collection('users')
  const openPopup = options.openPopup ?? openCenteredPopup
  // Every session change in this tab (a new name or photo, sign-in, sign-out) reaches the navbar,
  // which reads the stored session without the SDK.
  pb.authStore.onChange(announceSessionChange)
  const popupGraceMs = options.popupGraceMs ?? POPUP_GRACE_MS

  const toStudent = (record: RecordModel): Student => {
    const user = record as unknown as UsersRecord
    return studentOf(
      user,
      user.avatar ? pb.files.getURL(record, user.avatar, { thumb: '100x100' }) : null,
    )
  }

  const current = (): Student | null => {
    const record = pb.authStore.record
    return pb.authStore.isValid && record?.collectionName === 'users' ? toStudent(record) : null
  }

  const requireId = (): string => {
    const id = current()?.id
    if (!id) throw new DataError('unauthorized', 'Please sign in.')
    return id
  }

  /** Saves a fresh copy of the student in the session so every island sees the change. */
  const remember = (record: RecordModel): Student => {
    if (pb.authStore.record?.id === record.id) pb.authStore.save(pb.authStore.token, record)
    return toStudent(record)
  }

  const toListEntry = (record: RecordModel): ListEntry => {
    const entry = record as unknown as SavedUniversitiesRecord & {
      expand?: { university?: UniversitiesRecord }
    }
    const university = entry.expand?.university
    if (!university)
      throw new DataError('not-found', 'The university is no longer in the catalogue.')
    return { id: entry.id, created: entry.created, university: toUniversity(university) }
  }

  return {
    auth: {
      current,
      hasSession: () => pb.authStore.token !== '',
      onChange(listener) {
        return pb.authStore.onChange(() => listener(current()))
      },
      async refresh() {
        if (!pb.authStore.token) return null
        try {
          await users().authRefresh({ ...readOptions() })
          return current()
        } catch (error) {
          const dataError = toDataError(error)
          // A revoked or expired token ends the session; being offline keeps it for later.
          if (
            dataError.kind === 'unauthorized' ||
            dataError.kind === 'not-found' ||
            dataError.kind === 'forbidden'
          ) {
            pb.authStore.clear()
            return null
          }
          return current()
        }
      },
      signUp: (input) =>
        call(async () => {
          await users()
            .create(
              {
                name: input.name.trim(),
                email: input.email.trim(),
                password: input.password,
                passwordConfirm: input.passwordConfirm,
              },
              writeOptions(),
            )
            .catch((error: unknown) => {
              throw emailTaken(error) ?? error
            })
          const auth = await users().authWithPassword(
            input.email.trim(),
            input.password,
            writeOptions(),
          )
          return toStudent(auth.record)
        }),
      async signIn(input) {
        try {
          const auth = await users().authWithPassword(
            input.email.trim(),
            input.password,
            writeOptions(),
          )
          return toStudent(auth.record)
        } catch (error) {
          const dataError = toDataError(error)
          // The same sentence for an unknown email and a wrong password.
          if (dataError.kind === 'invalid') {
            throw new DataError('invalid', 'Incorrect email or password.')
          }
          throw dataError
        }
      },
      signInWithGoogle() {
        // Opened before anything is awaited, while the click still counts as a user gesture.
        let popup: PopupWindow | null
        try {
          popup = openPopup()
        } catch {
          popup = null
        }
        if (!popup) {
          return Promise.reject(
            new DataError('popup-blocked', 'The browser blocked the sign-in popup.'),
          )
        }
        const window = popup
        // A second client on the same session store: its auto-cancellation (off on the page's
        // client) is what lets a closed popup cancel the SDK's pending OAuth2 flow.
        const oauth = new PocketBase(pb.baseURL, pb.authStore, pb.lang)
        let closedAt: number | null = null
        const watch = setInterval(() => {
          if (!window.closed) return
          closedAt ??= Date.now()
          if (Date.now() - closedAt >= popupGraceMs) oauth.cancelRequest(GOOGLE_REQUEST_KEY)
        }, POPUP_POLL_MS)
        return oauth
          .collection('users')
          .authWithOAuth2({
            provider: 'google',
            requestKey: GOOGLE_REQUEST_KEY,
            urlCallback: (url) => {
              window.location.href = withAccountSelection(url)
            },
          })
          .then(
            (auth) => toStudent(auth.record),
            (error: unknown) => {
              throw toGoogleError(error)
            },
          )
          .finally(() => {
            clearInterval(watch)
            if (!window.closed) window.close()
          })
      },
      async googleAvailable() {
        try {
          const methods = await users().listAuthMethods(readOptions())
          return methods.oauth2.enabled && methods.oauth2.providers.some((p) => p.name === 'google')
        } catch (error) {
          throw toDataError(error)
        }
      },
      signOut() {
        try {
          pb.authStore.clear()
        } catch (error) {
          // The specification: a sign-out failure is only logged.
          console.error('Sign out failed', error)
        }
      },
    },
    profile: {
      get: () => call(async () => remember(await users().getOne(requireId(), readOptions()))),
      setState: (state) =>
        call(async () => remember(await users().update(requireId(), { state }, writeOptions()))),
      async updateName(name) {
        const problem = validateName(name)
        if (problem) throw new DataError('invalid', problem, { name: problem })
        const id = requireId()
        try {
          return remember(await users().update(id, { name: normalizeName(name) }, writeOptions()))
        } catch (error) {
          throw invalidAs('name', PROFILE_MESSAGES.nameRequired, error)
        }
      },
      async setAvatar(file) {
        const problem = validateAvatar(file)
        if (problem) throw new DataError('invalid', problem, { avatar: problem })
        const id = requireId()
        // Stored under a neutral name, so the student's own file name is never published.
        const upload = new File([file], avatarFileName(file.type), { type: file.type })
        try {
          return remember(await users().update(id, { avatar: upload }, writeOptions()))
        } catch (error) {
          throw invalidAs('avatar', PROFILE_MESSAGES.avatarType, error)
        }
      },
      removeAvatar: () =>
        call(async () =>
          remember(await users().update(requireId(), { avatar: null }, writeOptions())),
        ),
    },
    account: {
      export: () =>
        call(async () => {
          const id = requireId()
          const record = await users().getOne(id, readOptions())
          const user = record as unknown as UsersRecord
          const student = toStudent(record)
          const entries = await pb.collection('saved_universities').getFullList({
            ...readOptions(),
            filter: pb.filter('user = {:user}', { user: id }),
            sort: 'created',
            expand: 'university',
          })
          const list: ExportListEntry[] = entries.map((entry) => {
            const { university } = toListEntry(entry)
            return {
              id: entry.id,
              created: String(entry.created),
              updated: String(entry.updated),
              university: {
                id: university.id,
                unitid: university.unitid,
                name: university.name,
                city: university.city,
                state: university.state,
              },
            }
          })
          return buildExport({
            exportedAt: new Date().toISOString(),
            account: {
              id: student.id,
              name: student.name,
              email: student.email,
              verified: user.verified,
              avatar: user.avatar
                ? { file: user.avatar, url: pb.files.getURL(record, user.avatar) }
                : null,
              state: student.state,
              quizAnswers: student.quizAnswers,
              quizCompleted: student.quizCompleted,
              quizCompletedAt: student.quizCompletedAt,
              created: student.created,
              updated: student.updated,
            },
            list,
          })
        }),
      async delete(confirmation) {
        requireId()
        try {
          await pb.send('/api/account/delete', {
            method: 'POST',
            body: { confirmation },
            ...writeOptions(),
          })
        } catch (error) {
          throw invalidAs('confirmation', PROFILE_MESSAGES.confirmationMismatch, error)
        }
        pb.authStore.clear()
      },
    },
    quiz: {
      submit: (answers, options) =>
        call(async () => {
          const body: Record<string, unknown> = {
            quizAnswers: answers,
            quizCompleted: true,
            quizCompletedAt: new Date().toISOString(),
          }
          if (options?.state) body.state = options.state satisfies DashboardState
          return remember(await users().update(requireId(), body, writeOptions()))
        }),
    },
    universities: {
      search: (query, options) =>
        call(async () => {
          const terms = searchTerms(query)
          if (terms.length === 0) return []
          const params: Record<string, string> = {}
          const filter = terms
            .map((term, i) => {
              params[`t${i}`] = term
              return `search_text ~ {:t${i}}`
            })
            .join(' && ')
          const result = await pb
            .collection('universities')
            .getList<UniversitiesRecord>(1, SEARCH_CANDIDATES, {
              ...readOptions(),
              filter: pb.filter(filter, params),
              skipTotal: true,
            })
          return rankByQuery(query, result.items.map(toUniversity)).slice(0, options?.limit ?? 20)
        }),
      popular: (count = 8) =>
        call(async () => {
          // The most applied-to schools; enough candidates for one per state.
          const result = await pb.collection('universities').getList<UniversitiesRecord>(1, 150, {
            ...readOptions(),
            sort: '-applicants_fall2022',
            skipTotal: true,
          })
          return pickPopular(result.items.map(toUniversity), count)
        }),
      get: (id) =>
        call(async () =>
          toUniversity(
            await pb.collection('universities').getOne<UniversitiesRecord>(id, readOptions()),
          ),
        ),
      matchingCatalogue: () =>
        call(async () => {
          // Columnar JSON from pb_hooks/matching.pb.js: one request, built once per catalogue.
          const body = await pb.send<{ columns: string[]; rows: unknown[][] }>(
            '/api/matching/catalogue',
            { ...readOptions(), query: { fields: MATCH_FIELDS.join(',') } },
          )
          return body.rows.map((row) =>
            toMatchUniversity(
              Object.fromEntries(body.columns.map((column, i) => [column, row[i]])),
            ),
          )
        }),
    },
    list: {
      items: () =>
        call(async () => {
          const records = await pb.collection('saved_universities').getFullList({
            ...readOptions(),
            filter: pb.filter('user = {:user}', { user: requireId() }),
            sort: '-created',
            expand: 'university',
          })
          return records.map(toListEntry)
        }),
      add: (universityId) =>
        call(async () => {
          const user = requireId()
          const existing = () =>
            pb
              .collection('saved_universities')
              .getFirstListItem(
                pb.filter('user = {:user} && university = {:universityId}', { user, universityId }),
                { ...readOptions(), expand: 'university' },
              )
          try {
            const created = await pb
              .collection('saved_universities')
              .create(
                { user, university: universityId },
                { ...writeOptions(), expand: 'university' },
              )
            return toListEntry(created)
          } catch (error) {
            // Already on the list (the unique index refused a second row): that is success.
            if (error instanceof ClientResponseError && error.status === 400) {
              try {
                return toListEntry(await existing())
              } catch {
                throw toDataError(error)
              }
            }
            throw error
          }
        }),
      remove: (entryId) =>
        call(async () => {
          await pb.collection('saved_universities').delete(entryId, writeOptions())
        }),
    },
    contact: {
      // One way of sending, with or without the SDK on the page (contact.ts).
      send: (input) => sendContactMessage(input, { baseUrl: pb.baseURL.replace(/\/+$/, '') }),
    },
  }
}
