// What the product keeps on a device, whose it is, what of it the server never got, and what a
// sign-out, a refused session or a sign-in removes (docs/adr/0076-what-the-device-keeps.md).
// Pure: the app reads the browser's storage into entries and deletes what this says. It reads the
// stored shapes itself (types only from their modules), so the sign-out that loads it does not
// pull the essays', the outbox's or the quiz's code out of the pages that own them.
import type { PendingWrite } from '../outbox/outbox.ts'
import type { QuizAnswers } from '../quiz/questions.ts'

/**
 * Where an entry is: the browser's localStorage, sessionStorage or IndexedDB (the essays'
 * database), or, on a shared computer, the page's memory (key-value, and the essays' records).
 */
export type DeviceArea = 'local' | 'session' | 'indexeddb' | 'memory' | 'memory-records'

/** One stored value, as read: storage areas hold text, the records hold objects. */
export type DeviceEntry = { area: DeviceArea; key: string; value: unknown }

/**
 * session: the token and the student's record (ADR 0031); outbox: dashboard writes waiting for the
 * server; quiz-draft: answers not yet submitted; selection: schools picked, not yet added to My
 * List; essay-draft: an essay's text on this device; essay-library: the essays' last copy; device:
 * the browser's id in essay saves (no one's data); shared-computer and sign-out-request: this tab's
 * choices; unknown: anything else on the site's origin.
 */
export type EntryKind =
  | 'session'
  | 'outbox'
  | 'quiz-draft'
  | 'selection'
  | 'essay-draft'
  | 'essay-library'
  | 'device'
  | 'shared-computer'
  | 'sign-out-request'
  | 'unknown'

/** What an entry is, and the student it belongs to (null: no one's, or not known). */
export type Classified = { kind: EntryKind; owner: string | null }

// The keys as the app writes them (checked against the app's own key functions in
// app/shared/device-inventory.test.tsx).
const STUDENT_KEY = /^college-compass:(outbox|quiz-draft|selection):(.+)$/
const ESSAY_DRAFT_KEY = /^draft:([^:]+):(.+)$/
const ESSAY_LIBRARY_KEY = /^library:(.+)$/
const FIXED: Record<string, EntryKind> = {
  pocketbase_auth: 'session',
  'essays-device': 'device',
  'college-compass:shared-computer': 'shared-computer',
  'college-compass:sign-out': 'sign-out-request',
}

function json(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return null
  }
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[name]
    : undefined
}

/** The owner of a stored session: the id of the record stored with the token. */
function sessionOwner(value: unknown): string | null {
  const id = field(field(json(value), 'record'), 'id')
  return typeof id === 'string' ? id : null
}

export function classify({ area, key, value }: DeviceEntry): Classified {
  const records = area === 'indexeddb' || area === 'memory-records'
  if (records) {
    const draft = ESSAY_DRAFT_KEY.exec(key)
    if (draft) return { kind: 'essay-draft', owner: draft[1] ?? null }
    const library = ESSAY_LIBRARY_KEY.exec(key)
    if (library) return { kind: 'essay-library', owner: library[1] ?? null }
    return { kind: 'unknown', owner: null }
  }
  const fixed = FIXED[key]
  if (fixed) return { kind: fixed, owner: fixed === 'session' ? sessionOwner(value) : null }
  const student = STUDENT_KEY.exec(key)
  if (student) return { kind: student[1] as EntryKind, owner: student[2] ?? null }
  return { kind: 'unknown', owner: null }
}

/** An essay's text the server never confirmed, and the save that sends it (ADR 0046's route). */
export type EssayResend = {
  essayId: string
  baseRevision: number
  text: string
  device: string
  saveId: string
  seq: number
}

/** Something of a student's the server has not got, found on the device. */
export type UnsentItem =
  | { kind: 'essay'; entry: DeviceEntry; title: string | null; save: EssayResend }
  | { kind: 'quiz'; entry: DeviceEntry; answers: QuizAnswers }
  | { kind: 'outbox'; entry: DeviceEntry; writes: PendingWrite[] }
  | { kind: 'selection'; entry: DeviceEntry; universityIds: string[] }

/**
 * The save of an essay draft that holds text the server never got: the draft's own text, with
 * any text set aside in a conflict put back after it (as "Put it back" does, so nothing is lost),
 * named by its device and edit count so a repeat is the same save. Null when nothing is unsent.
 */
export function essayResend(essayId: string, stored: unknown): EssayResend | null {
  const device = field(stored, 'device')
  const draft = field(stored, 'draft')
  const text = field(draft, 'text')
  const baseRevision = field(draft, 'baseRevision')
  const edits = field(draft, 'edits')
  const aside = field(draft, 'setAside')
  const setAside = typeof aside === 'string' ? aside : null
  if (
    typeof device !== 'string' ||
    device === '' ||
    field(draft, 'essayId') !== essayId ||
    typeof text !== 'string' ||
    typeof baseRevision !== 'number' ||
    typeof edits !== 'number' ||
    (field(draft, 'unsaved') !== true && setAside === null)
  ) {
    return null
  }
  const joined = setAside === null ? text : text.trim() === '' ? setAside : `${text}\n\n${setAside}`
  // Text put back is a new edit on top of the draft's own.
  const seq = edits + (setAside === null ? 0 : 1)
  return { essayId, baseRevision, text: joined, device, saveId: `${device}-${seq}`, seq }
}

/** The answers of a stored quiz draft or record: each question id with a text or a list. */
function answersOf(value: unknown): QuizAnswers {
  const answers: Record<string, string | string[]> = {}
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return answers
  for (const [id, answer] of Object.entries(value)) {
    if (typeof answer === 'string' || (Array.isArray(answer) && answer.length > 0))
      answers[id] = answer as string | string[]
  }
  return answers
}

/** The writes of a stored outbox that the dashboard knows how to send. */
function writesOf(value: unknown): PendingWrite[] {
  const writes = field(json(value), 'writes')
  return Array.isArray(writes)
    ? writes.filter((w): w is PendingWrite =>
        ['state', 'quiz', 'list-add'].includes(field(w, 'kind') as string),
      )
    : []
}

/** Whether the draft gives an answer the known answers do not (the same answers are no change). */
function changes(draft: QuizAnswers, known: QuizAnswers): boolean {
  return (Object.keys(draft) as (keyof QuizAnswers)[]).some(
    (id) => JSON.stringify(draft[id]) !== JSON.stringify(known[id]),
  )
}

function titleOf(library: unknown, essayId: string): string | null {
  const essays = field(library, 'essays')
  if (!Array.isArray(essays)) return null
  const title = field(
    essays.find((essay) => field(essay, 'id') === essayId),
    'title',
  )
  return typeof title === 'string' && title.trim() !== '' ? title : null
}

/**
 * What of `userId`'s the server has not got: essay drafts with unsent text, dashboard writes
 * waiting, quiz answers not yet saved (unless the same answers are saved or waiting to be sent)
 * and schools picked for the list. The answers saved on the account are read from the stored
 * session; without one, any quiz draft counts.
 */
export function unsentOf(entries: readonly DeviceEntry[], userId: string): UnsentItem[] {
  const owned = entries.filter((entry) => classify(entry).owner === userId)
  const of = (kind: EntryKind) => owned.filter((entry) => classify(entry).kind === kind)
  const items: UnsentItem[] = []
  const libraries = of('essay-library').map((entry) => entry.value)
  for (const entry of of('essay-draft')) {
    const essayId = ESSAY_DRAFT_KEY.exec(entry.key)?.[2] ?? ''
    const save = essayResend(essayId, entry.value)
    if (!save) continue
    const title = libraries.map((library) => titleOf(library, essayId)).find(Boolean) ?? null
    items.push({ kind: 'essay', entry, title, save })
  }
  let waitingAnswers: QuizAnswers | null = null
  for (const entry of of('outbox')) {
    const writes = writesOf(entry.value)
    if (writes.length === 0) continue
    for (const write of writes) if (write.kind === 'quiz') waitingAnswers = write.answers
    items.push({ kind: 'outbox', entry, writes })
  }
  const session = of('session')[0]
  const saved = session
    ? answersOf(field(field(json(session.value), 'record'), 'quizAnswers'))
    : null
  for (const entry of of('quiz-draft')) {
    const answers = answersOf(json(entry.value))
    if (Object.keys(answers).length === 0) continue
    const known = waitingAnswers ?? saved
    if (known && !changes(answers, known)) continue
    items.push({ kind: 'quiz', entry, answers })
  }
  for (const entry of of('selection')) {
    const selected = json(entry.value)
    const universityIds = Array.isArray(selected)
      ? selected.map((u) => field(u, 'id')).filter((id): id is string => typeof id === 'string')
      : []
    if (universityIds.length > 0) items.push({ kind: 'selection', entry, universityIds })
  }
  return items
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

/** The dialog's lines: one sentence per unsent thing, in the order they are sent. */
export function describeUnsent(items: readonly UnsentItem[]): string[] {
  const lines: string[] = []
  for (const item of items) {
    switch (item.kind) {
      case 'essay':
        lines.push(item.title ? `Your essay "${item.title}"` : 'An essay you were writing')
        break
      case 'quiz': {
        const answered = Object.keys(item.answers).length
        lines.push(
          `Your quiz answers (${plural(answered, 'question', 'questions')} answered, not submitted)`,
        )
        break
      }
      case 'outbox': {
        const schools = item.writes.filter((w) => w.kind === 'list-add').length
        if (item.writes.some((w) => w.kind === 'quiz')) lines.push('Your submitted quiz answers')
        if (schools > 0) lines.push(`${plural(schools, 'school', 'schools')} added to My List`)
        if (item.writes.some((w) => w.kind === 'state')) lines.push('Your place on the dashboard')
        break
      }
      case 'selection':
        lines.push(
          `${plural(item.universityIds.length, 'school', 'schools')} you picked for My List`,
        )
        break
    }
  }
  return [...new Set(lines)]
}

/**
 * Why the device is being cleared: the student signed out (or deleted the account): everything
 * goes; the server refused `userId`'s session: their entries go except what the server never got,
 * kept for when they sign in again; `userId` signed in: everyone else's entries go, and on a shared
 * computer their own stored copies too, except what the server never got.
 */
export type ClearReason =
  | { type: 'signed-out' }
  | { type: 'refused'; userId: string }
  | { type: 'signed-in'; userId: string; sharedComputer: boolean }

/** Kinds a session's end removes with it; the rest are someone's data. */
const TAB_CHOICES: readonly EntryKind[] = ['shared-computer', 'sign-out-request']

/**
 * The entries to delete, in order: what a student wrote (drafts, waiting writes), then the copies
 * of their records (the essays' library, the stored session), then the tab's choices.
 */
export function entriesToClear(
  entries: readonly DeviceEntry[],
  reason: ClearReason,
): DeviceEntry[] {
  const keep = (entry: DeviceEntry): boolean => {
    const { kind, owner } = classify(entry)
    switch (reason.type) {
      case 'signed-out':
        return false
      case 'refused': {
        if (owner !== reason.userId) return true
        return kind !== 'session' && isUnsent(entries, entry, owner)
      }
      case 'signed-in': {
        if (owner === null) return true
        if (owner !== reason.userId) return false
        if (!reason.sharedComputer || entry.area === 'session' || entry.area.startsWith('memory'))
          return true
        return kind !== 'session' && isUnsent(entries, entry, owner)
      }
    }
  }
  return entries.filter((entry) => !keep(entry)).sort((a, b) => rank(a) - rank(b))
}

function isUnsent(entries: readonly DeviceEntry[], entry: DeviceEntry, owner: string): boolean {
  return unsentOf(entries, owner).some((item) => item.entry === entry)
}

const ORDER: readonly EntryKind[] = [
  'essay-draft',
  'outbox',
  'quiz-draft',
  'selection',
  'essay-library',
  'unknown',
  'device',
  'session',
  ...TAB_CHOICES,
]

function rank(entry: DeviceEntry): number {
  return ORDER.indexOf(classify(entry).kind)
}
