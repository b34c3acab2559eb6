import { describeError, isDataError } from '../../data/errors.ts'
import { cleanText } from '../../logic/validation/text-rule.ts'
import type { EssaySaveAnswer, EssaySaveRequest } from '../../data/verbs/essays.ts'
import {
  initialSaveState,
  isDue,
  localDraft,
  nextSaveId,
  parseLocalDraft,
  saveReducer,
  type SaveEvent,
  type SaveState,
  type ServerCopy,
} from '../../logic/essays/save-machine.ts'
import { noteWorkStarted } from '../shared/storage.ts'
import { draftKey, type DeviceStore } from './draft-store.ts'
import { browserEditLock, type EditLock } from './edit-lock.ts'

/**
 * The local-first save engine of one open essay (docs/adr/0046 and 0049): it runs the pure save
 * machine (logic/essays/save-machine.ts) against the real world. Every change is written to the
 * device (IndexedDB) before anything else; the server gets the text when the machine says it is
 * due; answers, failures, the browser's `online` event and leaving the page are fed back as
 * events. Nothing here decides policy: the machine does.
 */

/**
 * opening: reading the device and the server; waiting: another tab of this browser is writing
 * this essay; ready: editable; gone: the essay no longer exists on the server (the text stays
 * on this device to copy).
 */
export type EngineStatus = 'opening' | 'waiting' | 'ready' | 'gone'

export type EngineSnapshot = {
  status: EngineStatus
  state: SaveState
  /** failed: the device refused to keep the text (storage full or blocked). */
  storage: 'ok' | 'failed'
  /** Why the server refused the text (not a connection problem); cleared by the next edit. */
  problem: string | null
}

export type Clock = {
  now(): number
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>)
  },
}

export type EngineDeps = {
  essayId: string
  userId: string
  /** This browser's device id (device.ts); a draft stored with another id keeps its own. */
  device: string
  store: DeviceStore
  /** The server's copy now: null when it cannot be reached; rejects `not-found` when deleted. */
  load: () => Promise<ServerCopy | null>
  /**
   * The server's copy as this device last saw it (the library kept for offline use): what an
   * essay opened while the server cannot be reached shows when this device holds no draft of it.
   */
  lastSeen?: () => Promise<ServerCopy | null>
  save: (request: EssaySaveRequest) => Promise<EssaySaveAnswer>
  /** One writing tab per essay; the browser's Web Locks unless given. */
  lock?: EditLock
  clock?: Clock
}

/** What the device keeps per essay: the draft and the device it was typed on. */
type StoredDraft = { device: string; draft: unknown }

function storedDraft(value: unknown): StoredDraft | null {
  if (value === null || typeof value !== 'object') return null
  const { device, draft } = value as Partial<StoredDraft>
  return typeof device === 'string' && device !== '' ? { device, draft } : null
}

/** "Naming needs the server" and similar: why a version was not named. */
export class NamingError extends Error {}

export class DraftEngine {
  private snapshot: EngineSnapshot
  private readonly listeners = new Set<() => void>()
  private readonly clock: Clock
  private readonly key: string
  private timer: unknown = null
  private writing = false
  private dirty = false
  private releaseLock: () => void = () => undefined
  private disposed = false

  constructor(private readonly deps: EngineDeps) {
    this.clock = deps.clock ?? realClock
    this.key = draftKey(deps.userId, deps.essayId)
    this.snapshot = {
      status: 'opening',
      state: initialSaveState(deps.essayId, deps.device),
      storage: 'ok',
      problem: null,
    }
  }

  /** Takes this browser's lock on the essay, then opens it from the device and the server. */
  start(): void {
    // The student is about to type: a sign-out then may have to ask, even offline (ADR 0076).
    noteWorkStarted()
    const lock = this.deps.lock ?? browserEditLock()
    this.releaseLock = lock(`essay:${this.deps.userId}:${this.deps.essayId}`, (waited) => {
      void this.open(waited)
    })
  }

  private async open(waited: boolean): Promise<void> {
    if (waited) this.update({ status: 'waiting' })
    const [stored, server, lastSeen] = await Promise.all([
      this.deps.store.get(this.key).then(storedDraft, () => null),
      this.deps.load().catch((error: unknown) => {
        if (isDataError(error) && error.kind === 'not-found') return 'gone' as const
        return null
      }),
      this.deps.lastSeen?.().catch(() => null) ?? null,
    ])
    if (this.disposed) return
    const draft = stored ? parseLocalDraft(stored.draft, this.deps.essayId) : null
    const device = stored?.device ?? this.deps.device
    const fresh = initialSaveState(this.deps.essayId, device)
    if (server === 'gone') {
      const text = draft?.text ?? ''
      this.update({ status: 'gone', state: { ...fresh, text, phase: 'offline' } })
      return
    }
    // Unreachable, and nothing of this essay on the device: the copy the page last saw stands for
    // the server's, so the student reads their essay (not an empty box) and edits go on top of it.
    const known = server ?? (draft === null ? lastSeen : null)
    const state = saveReducer(fresh, { type: 'open', server: known, draft, at: this.clock.now() })
    this.update({ status: 'ready', state })
    this.persist()
    this.schedule()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): EngineSnapshot => this.snapshot

  /**
   * What the student typed or pasted, without the characters never meant in essay text (a pasted
   * NUL, a bidi override: the text rule, docs/adr/0075), which the server would refuse.
   */
  edit(text: string): void {
    if (this.snapshot.status !== 'ready') return
    if (this.snapshot.problem) this.update({ problem: null })
    this.dispatch({ type: 'edit', text: cleanText(text, 'multi'), at: this.clock.now() })
  }

  /** Save now if anything waits: the page is being hidden, or the student moves on. */
  flush(): void {
    this.dispatch({ type: 'flush', at: this.clock.now() })
  }

  online(): void {
    this.dispatch({ type: 'online', at: this.clock.now() })
  }

  resolve(choice: 'keep-mine' | 'take-theirs'): void {
    this.dispatch({ type: 'resolve', choice, at: this.clock.now() })
  }

  /** Puts the text set aside back, after what is in the editor, so nothing is lost either way. */
  restoreSetAside(): void {
    const { text, setAside } = this.snapshot.state
    if (setAside === null) return
    this.edit(text.trim() === '' ? setAside : `${text}\n\n${setAside}`)
    this.dispatch({ type: 'dismiss-set-aside' })
  }

  dismissSetAside(): void {
    this.dispatch({ type: 'dismiss-set-aside' })
  }

  /**
   * Names the text as it stands: sends what waits first, then asks the server to keep a named
   * version. Rejects with a NamingError the student can read.
   */
  async nameVersion(name: string): Promise<string | null> {
    this.flush()
    await this.settled()
    const s = this.snapshot.state
    let answer: EssaySaveAnswer
    try {
      answer = await this.deps.save({
        baseRevision: s.baseRevision,
        text: s.text,
        device: s.device,
        saveId: `${s.device}-${s.edits}-named-${this.clock.now().toString(36)}`,
        seq: s.edits,
        name,
      })
    } catch (error) {
      throw new NamingError(describeError(error))
    }
    if (answer.kind === 'conflict') {
      // Another device wrote since: the next save meets it as a conflict, shown with both texts.
      this.flush()
      throw new NamingError(
        'This essay was just changed on another device. Try again after choosing which text to keep.',
      )
    }
    return answer.versionId
  }

  /** Resolves once the server holds the text; rejects when it cannot be reached or conflicts. */
  private settled(): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const { phase, inFlight } = this.snapshot.state
        if (phase === 'saved' && !inFlight) {
          stop()
          resolve()
        } else if (
          phase === 'offline' ||
          phase === 'conflict' ||
          this.snapshot.status !== 'ready'
        ) {
          stop()
          reject(
            new NamingError(
              phase === 'conflict'
                ? 'Choose which text to keep first.'
                : "Naming a version needs the server. Your text is saved on this device; try again when you're back online.",
            ),
          )
        }
      }
      const stop = this.subscribe(check)
      check()
    })
  }

  dispose(): void {
    this.disposed = true
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
    this.releaseLock()
    this.listeners.clear()
  }

  private update(patch: Partial<EngineSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch }
    for (const listener of [...this.listeners]) listener()
  }

  private dispatch(event: SaveEvent): void {
    if (this.disposed || this.snapshot.status !== 'ready') return
    const state = saveReducer(this.snapshot.state, event)
    if (state === this.snapshot.state) return
    this.update({ state })
    this.persist()
    this.schedule()
  }

  /** Writes the newest draft to the device; writes never overlap, the last one always lands. */
  private persist(): void {
    this.dirty = true
    if (this.writing) return
    this.writing = true
    void (async () => {
      while (this.dirty) {
        this.dirty = false
        const { state } = this.snapshot
        try {
          await this.deps.store.set(this.key, {
            device: state.device,
            draft: localDraft(state, this.clock.now()),
          } satisfies StoredDraft)
          if (this.snapshot.storage !== 'ok') this.update({ storage: 'ok' })
        } catch {
          if (this.snapshot.storage !== 'failed') this.update({ storage: 'failed' })
        }
      }
      this.writing = false
    })()
  }

  private schedule(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
    const { state } = this.snapshot
    if (state.inFlight || state.dueAt === null) return
    if (state.phase !== 'local' && state.phase !== 'offline') return
    const wait = Math.max(0, state.dueAt - this.clock.now())
    this.timer = this.clock.setTimeout(() => {
      this.timer = null
      if (isDue(this.snapshot.state, this.clock.now())) void this.send()
      else this.schedule()
    }, wait)
  }

  private async send(): Promise<void> {
    const saveId = nextSaveId(this.snapshot.state)
    this.dispatch({ type: 'send', saveId, at: this.clock.now() })
    const { inFlight, baseRevision, device } = this.snapshot.state
    if (inFlight?.saveId !== saveId) return
    let answer: EssaySaveAnswer
    try {
      answer = await this.deps.save({
        baseRevision,
        text: inFlight.text,
        device,
        saveId,
        seq: inFlight.seq,
      })
    } catch (error) {
      // Offline, a timeout, a busy server: tried again. A refusal of the text itself is shown.
      const refused =
        isDataError(error) && (error.kind === 'invalid' || error.kind === 'unauthorized')
      if (refused) this.update({ problem: describeError(error) })
      this.dispatch({ type: 'failed', saveId, at: this.clock.now() })
      return
    }
    if (answer.kind === 'saved') {
      this.dispatch({
        type: 'saved',
        saveId,
        revision: answer.revision,
        at: this.clock.now(),
        tookMs: answer.tookMs,
      })
    } else {
      this.dispatch({ type: 'conflict', saveId, server: answer.current, at: this.clock.now() })
    }
  }
}
