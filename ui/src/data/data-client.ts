import type PocketBase from 'pocketbase'
import { ClientResponseError, type RecordModel } from 'pocketbase'
import { isDashboardState, type DashboardState } from '../logic/dashboard/dashboard-machine.ts'
import type { QuizAnswers } from '../logic/quiz/questions.ts'
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
import { DataError } from './errors.ts'
import type {
  SavedUniversitiesRecord,
  UniversitiesRecord,
  UsersRecord,
} from './pocketbase-types.ts'
import type { DataClient, ListEntry, Student } from './types.ts'
import { toUniversity } from './university-record.ts'

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
    switch (error.status) {
      case 400: {
        const data = (error.response as { data?: Record<string, { message?: string }> }).data ?? {}
        const fields = Object.fromEntries(
          Object.entries(data).map(([field, detail]) => [
            field,
            detail.message ?? 'Invalid value.',
          ]),
        )
        const first = Object.entries(fields)[0]
        return new DataError(
          'invalid',
          first ? `Please check ${first[0]}: ${first[1]}` : 'Please check what you entered.',
          fields,
        )
      }
      case 401:
        return new DataError('unauthorized', 'Please sign in again.')
      case 403:
        return new DataError('forbidden', 'Not allowed.')
      case 404:
        return new DataError('not-found', 'Not found.')
      case 429:
        return new DataError('rate-limited', 'Too many requests.')
      default:
        return new DataError('server', 'The server had a problem.')
    }
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

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toDataError(error)
  }
}

function quizAnswersOf(value: unknown): QuizAnswers {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}
}

/** Creates the data layer over one PocketBase client. */
export function createDataClient(pb: PocketBase): DataClient {
  const users = () => pb.collection('users')

  const toStudent = (record: RecordModel): Student => {
    const user = record as unknown as UsersRecord
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      avatarUrl: user.avatar ? pb.files.getURL(record, user.avatar, { thumb: '100x100' }) : null,
      state: isDashboardState(user.state) ? user.state : 'new',
      quizAnswers: quizAnswersOf(user.quizAnswers),
      quizCompleted: user.quizCompleted,
      quizCompletedAt: user.quizCompletedAt === '' ? null : user.quizCompletedAt,
      created: user.created,
      updated: user.updated,
    }
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
          await users().create(
            {
              name: input.name.trim(),
              email: input.email.trim(),
              password: input.password,
              passwordConfirm: input.passwordConfirm,
            },
            writeOptions(),
          )
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
      signOut() {
        pb.authStore.clear()
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
      send: (input) =>
        call(async () => {
          await pb.collection('contact_messages').create(
            {
              name: input.name.trim(),
              email: input.email.trim(),
              subject: input.subject,
              message: input.message.trim(),
            },
            writeOptions(),
          )
        }),
    },
  }
}
