/**
 * The local-first save engine as a pure state machine (docs/adr/0046-essay-saves-and-versions.md).
 * The island keeps one per open essay: it writes `localDraft(state)` to IndexedDB after every
 * event, sends a save when `isDue(state, now)`, and feeds the answers back as events. No timers,
 * no I/O here.
 *
 * Policy: every edit is on the device at once; the server gets the text when the student pauses
 * (PAUSE_MS after the last keystroke), at least every MAX_WAIT_MS of continuous typing, never
 * more often than every MIN_INTERVAL_MS, and at once on `flush` (leaving the page, naming a
 * version). A slow server spaces saves out: the interval grows to SLOWDOWN times the last
 * answer's time, up to MAX_INTERVAL_MS, so an overloaded server sheds load while every keystroke
 * stays on the device (docs/adr/0047-essay-save-capacity.md). A failed save is retried with a doubling backoff up to BACKOFF_MAX_MS, and at once
 * when the device says it is back online. A conflict stops saving until the student chooses.
 */

export const PAUSE_MS = 2_000
export const MAX_WAIT_MS = 20_000
export const MIN_INTERVAL_MS = 10_000
export const MAX_INTERVAL_MS = 60_000
export const SLOWDOWN = 20
export const BACKOFF_MAX_MS = 30_000

/**
 * saved: the server holds the text; local: saved on this device, the server save is waiting for a
 * pause; saving: a save is under way; offline: the last save failed, the text is on this device
 * and will be sent again; conflict: another device saved first, the student chooses.
 */
export type SavePhase = 'saved' | 'local' | 'saving' | 'offline' | 'conflict'

/**
 * The server's copy of an essay's text; `device` and `lastSeq` say which device wrote it and its
 * edit count then, so a device whose stored draft was lost resumes counting above it.
 */
export type ServerCopy = {
  revision: number
  text: string
  updated: string
  device?: string
  lastSeq?: number
}

export type SaveState = {
  essayId: string
  /** This device's id, sent with each save (the server's own-run rule, save-rule.ts). */
  device: string
  text: string
  /** The server revision `text` builds on. */
  baseRevision: number
  /** The text of `baseRevision` as this device last saw it. */
  serverText: string
  phase: SavePhase
  /** Edits made on this device; names each save so a retry of the same text is recognised. */
  edits: number
  /** The save under way: its id, text and `seq` (the edit count when it was sent). */
  inFlight: { saveId: string; text: string; seq: number } | null
  /** When the next server save is due (ms since the epoch), null when nothing waits. */
  dueAt: number | null
  /** When the first edit not yet sent was made. */
  firstUnsentAt: number | null
  lastSentAt: number | null
  failures: number
  /** The least time between two sends: MIN_INTERVAL_MS, more while the server answers slowly. */
  interval: number
  /** The other device's copy while in conflict. */
  conflict: ServerCopy | null
  /** The text the server refused (and kept as a version) when the conflict was found. */
  refused: string | null
  /**
   * Text typed on this device that the server has not got, kept after the student took the other
   * device's text: shown with a way to restore it until dismissed.
   */
  setAside: string | null
}

/** What the island stores on the device after every event, and gives back on the next load. */
export type LocalDraft = {
  essayId: string
  text: string
  baseRevision: number
  serverText: string
  edits: number
  /** True while the device holds text the server has not confirmed. */
  unsaved: boolean
  /** When this device last saved it locally (ms). */
  at: number
  setAside: string | null
}

export type SaveEvent =
  /** The essay opened: the server's copy (null when it could not be reached) and the stored draft. */
  | { type: 'open'; server: ServerCopy | null; draft: LocalDraft | null; at: number }
  | { type: 'edit'; text: string; at: number }
  /** The island started sending the state's text; `saveId` came from `nextSaveId`. */
  | { type: 'send'; saveId: string; at: number }
  /** `tookMs`: how long the server took to answer, which paces the next saves. */
  | { type: 'saved'; saveId: string; revision: number; at: number; tookMs?: number }
  | { type: 'failed'; saveId: string; at: number }
  | { type: 'conflict'; saveId: string; server: ServerCopy; at: number }
  | { type: 'online'; at: number }
  /** Save as soon as possible: the page is being hidden, or a version is being named. */
  | { type: 'flush'; at: number }
  /**
   * keep-mine: write this device's text on top of the other device's (theirs stays in the
   * history); take-theirs: show theirs (the server kept this device's text as a version when it
   * refused it).
   */
  | { type: 'resolve'; choice: 'keep-mine' | 'take-theirs'; at: number }
  /** The student restored (as an edit) or discarded the text set aside. */
  | { type: 'dismiss-set-aside' }

export function initialSaveState(essayId: string, device: string): SaveState {
  return {
    essayId,
    device,
    text: '',
    baseRevision: 0,
    serverText: '',
    phase: 'saved',
    edits: 0,
    inFlight: null,
    dueAt: null,
    firstUnsentAt: null,
    lastSentAt: null,
    failures: 0,
    interval: MIN_INTERVAL_MS,
    conflict: null,
    refused: null,
    setAside: null,
  }
}

/** A retry of the same text carries the same id, so the server can answer it without a repeat. */
export function nextSaveId(state: SaveState): string {
  return `${state.device}-${state.edits}`
}

export function isDue(state: SaveState, now: number): boolean {
  return (
    state.inFlight === null &&
    (state.phase === 'local' || state.phase === 'offline') &&
    state.dueAt !== null &&
    now >= state.dueAt
  )
}

export function backoff(failures: number): number {
  return Math.min(BACKOFF_MAX_MS, 1_000 * 2 ** Math.max(0, failures - 1))
}

export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'open':
      return open(state, event.server, event.draft, event.at)
    case 'edit': {
      // In a conflict the editor is read-only until the student chooses (both texts are shown).
      if (event.text === state.text || state.phase === 'conflict') return state
      const edited = {
        ...state,
        text: event.text,
        edits: state.edits + 1,
        firstUnsentAt: state.firstUnsentAt ?? event.at,
      }
      if (state.phase === 'offline') return edited
      const phase = state.inFlight ? 'saving' : 'local'
      return { ...edited, phase, dueAt: dueAfterEdit(edited, event.at) }
    }
    case 'send':
      if (state.inFlight || (state.phase !== 'local' && state.phase !== 'offline')) return state
      return {
        ...state,
        phase: 'saving',
        inFlight: { saveId: event.saveId, text: state.text, seq: state.edits },
        dueAt: null,
        firstUnsentAt: null,
        lastSentAt: event.at,
      }
    case 'saved': {
      if (state.inFlight?.saveId !== event.saveId) return state
      const settled = {
        ...state,
        baseRevision: event.revision,
        serverText: state.inFlight.text,
        inFlight: null,
        failures: 0,
        interval: paceAfter(event.tookMs),
      }
      if (settled.text === settled.serverText) {
        return { ...settled, phase: 'saved', dueAt: null, firstUnsentAt: null }
      }
      return { ...settled, phase: 'local', dueAt: dueAfterEdit(settled, event.at) }
    }
    case 'failed': {
      if (state.inFlight?.saveId !== event.saveId) return state
      const failures = state.failures + 1
      return {
        ...state,
        inFlight: null,
        phase: 'offline',
        failures,
        firstUnsentAt: state.firstUnsentAt ?? event.at,
        dueAt: event.at + backoff(failures),
      }
    }
    case 'conflict':
      if (state.inFlight?.saveId !== event.saveId) return state
      return {
        ...state,
        inFlight: null,
        phase: 'conflict',
        conflict: event.server,
        refused: state.inFlight.text,
        dueAt: null,
        failures: 0,
      }
    case 'online':
      return state.phase === 'offline' ? { ...state, dueAt: event.at } : state
    case 'flush':
      return state.phase === 'local' || state.phase === 'offline'
        ? { ...state, dueAt: event.at }
        : state
    case 'dismiss-set-aside':
      return { ...state, setAside: null }
    case 'resolve': {
      const theirs = state.conflict
      if (state.phase !== 'conflict' || !theirs) return state
      const rebased = {
        ...state,
        baseRevision: theirs.revision,
        serverText: theirs.text,
        conflict: null,
        refused: null,
      }
      if (event.choice === 'take-theirs' || state.text === theirs.text) {
        const unsent = state.text !== theirs.text && state.text !== state.refused
        return {
          ...rebased,
          setAside: unsent ? state.text : null,
          text: theirs.text,
          edits: state.edits + 1,
          phase: 'saved',
          dueAt: null,
          firstUnsentAt: null,
        }
      }
      return { ...rebased, phase: 'local', dueAt: event.at, firstUnsentAt: event.at }
    }
  }
}

/** The interval after an answer that took `tookMs`. */
export function paceAfter(tookMs: number | undefined): number {
  if (tookMs === undefined) return MIN_INTERVAL_MS
  return Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, tookMs * SLOWDOWN))
}

function dueAfterEdit(state: SaveState, at: number): number {
  const afterPause = at + PAUSE_MS
  const cap = (state.firstUnsentAt ?? at) + Math.max(MAX_WAIT_MS, state.interval)
  const earliest = state.lastSentAt === null ? 0 : state.lastSentAt + state.interval
  return Math.max(Math.min(afterPause, cap), earliest)
}

/**
 * Opening an essay: the draft on the device wins when it holds unsaved text built on the
 * server's current revision; it conflicts when the server moved on meanwhile (another device);
 * a draft with nothing unsaved simply follows the server.
 */
function open(
  state: SaveState,
  server: ServerCopy | null,
  draft: LocalDraft | null,
  at: number,
): SaveState {
  const ownSeq = server?.device === state.device ? (server.lastSeq ?? 0) : 0
  const fresh = {
    ...initialSaveState(state.essayId, state.device),
    edits: Math.max(draft?.edits ?? 0, ownSeq),
    setAside: draft?.setAside ?? null,
  }
  if (!server) {
    if (!draft) return { ...fresh, phase: 'offline', dueAt: at }
    return {
      ...fresh,
      text: draft.text,
      baseRevision: draft.baseRevision,
      serverText: draft.serverText,
      phase: 'offline',
      dueAt: at,
      firstUnsentAt: draft.unsaved ? draft.at : null,
    }
  }
  const synced = {
    ...fresh,
    text: server.text,
    baseRevision: server.revision,
    serverText: server.text,
  }
  if (!draft || !draft.unsaved || draft.text === server.text) return synced
  if (draft.baseRevision === server.revision) {
    return { ...synced, text: draft.text, phase: 'local', dueAt: at, firstUnsentAt: draft.at }
  }
  // The server moved on while this device held unsaved text. Sending it would be refused (or,
  // from the same device after a lost answer, accepted by the own-run rule): send it and let
  // the server decide, rather than guess here.
  return {
    ...fresh,
    text: draft.text,
    baseRevision: draft.baseRevision,
    serverText: draft.serverText,
    phase: 'local',
    dueAt: at,
    firstUnsentAt: draft.at,
  }
}

export function localDraft(state: SaveState, at: number): LocalDraft {
  return {
    essayId: state.essayId,
    text: state.text,
    baseRevision: state.baseRevision,
    serverText: state.serverText,
    edits: state.edits,
    unsaved:
      state.text !== state.serverText || state.inFlight !== null || state.phase === 'conflict',
    at,
    setAside: state.setAside,
  }
}

/** Parses a stored draft, discarding anything malformed or for another essay. */
export function parseLocalDraft(value: unknown, essayId: string): LocalDraft | null {
  if (typeof value !== 'object' || value === null) return null
  const d = value as Record<string, unknown>
  if (
    d.essayId !== essayId ||
    typeof d.text !== 'string' ||
    typeof d.serverText !== 'string' ||
    typeof d.baseRevision !== 'number' ||
    typeof d.edits !== 'number' ||
    typeof d.unsaved !== 'boolean' ||
    typeof d.at !== 'number'
  ) {
    return null
  }
  return {
    essayId,
    text: d.text,
    serverText: d.serverText,
    baseRevision: d.baseRevision,
    edits: d.edits,
    unsaved: d.unsaved,
    at: d.at,
    setAside: typeof d.setAside === 'string' ? d.setAside : null,
  }
}

export const SAVE_PHASE_LABELS: Record<SavePhase, string> = {
  saved: 'Saved',
  local: 'Saved on this device',
  saving: 'Saving...',
  offline: "Offline: saved on this device, we'll send it when you're back",
  conflict: 'Changed on another device',
}
