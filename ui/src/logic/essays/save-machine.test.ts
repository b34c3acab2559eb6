import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BACKOFF_MAX_MS,
  MAX_INTERVAL_MS,
  MAX_WAIT_MS,
  MIN_INTERVAL_MS,
  PAUSE_MS,
  backoff,
  initialSaveState,
  isDue,
  localDraft,
  nextSaveId,
  paceAfter,
  parseLocalDraft,
  saveReducer,
  type LocalDraft,
  type SaveEvent,
  type SaveState,
  type ServerCopy,
} from './save-machine.ts'
import { EMPTY_HEAD, decideSave, type EssayHead, type SaveRequest } from './save-rule.ts'

const T0 = 1_000_000
const run = (state: SaveState, events: SaveEvent[]) => events.reduce(saveReducer, state)
const opened = (server: ServerCopy | null = { revision: 3, text: 'Hello', updated: '' }) =>
  saveReducer(initialSaveState('e1', 'laptop'), { type: 'open', server, draft: null, at: T0 })

describe('saveReducer: saving when the student pauses', () => {
  it('keeps an edit on the device and makes the server save due after a pause', () => {
    const state = run(opened(), [{ type: 'edit', text: 'Hello there', at: T0 + 100 }])
    expect(state.phase).toBe('local')
    expect(state.dueAt).toBe(T0 + 100 + PAUSE_MS)
    expect(isDue(state, T0 + 100 + PAUSE_MS - 1)).toBe(false)
    expect(isDue(state, T0 + 100 + PAUSE_MS)).toBe(true)
    expect(localDraft(state, T0 + 100)).toMatchObject({ text: 'Hello there', unsaved: true })
  })

  it('saves at least every MAX_WAIT_MS while the student types without pausing', () => {
    const edits = Array.from({ length: 40 }, (_, i) => ({
      type: 'edit' as const,
      text: `Hello${'!'.repeat(i + 1)}`,
      at: T0 + i * 1_000,
    }))
    const state = run(opened(), edits)
    expect(state.dueAt).toBe(T0 + MAX_WAIT_MS)
  })

  it('sends, then settles as saved, or stays local when the student typed meanwhile', () => {
    let state = run(opened(), [{ type: 'edit', text: 'Hello you', at: T0 }])
    const saveId = nextSaveId(state)
    state = saveReducer(state, { type: 'send', saveId, at: T0 + PAUSE_MS })
    expect(state.phase).toBe('saving')
    expect(state.inFlight).toEqual({ saveId, text: 'Hello you', seq: 1 })
    const typedMeanwhile = saveReducer(state, {
      type: 'edit',
      text: 'Hello you two',
      at: T0 + 2_100,
    })
    expect(typedMeanwhile.phase).toBe('saving')

    const done = saveReducer(state, { type: 'saved', saveId, revision: 4, at: T0 + 2_200 })
    expect(done).toMatchObject({
      phase: 'saved',
      baseRevision: 4,
      serverText: 'Hello you',
      dueAt: null,
    })
    expect(localDraft(done, T0).unsaved).toBe(false)

    const more = saveReducer(typedMeanwhile, { type: 'saved', saveId, revision: 4, at: T0 + 2_200 })
    expect(more.phase).toBe('local')
    // Never sooner than MIN_INTERVAL_MS after the previous send.
    expect(more.dueAt).toBe(T0 + PAUSE_MS + MIN_INTERVAL_MS)
  })

  it.each([
    [undefined, MIN_INTERVAL_MS],
    [80, MIN_INTERVAL_MS],
    [1_000, 20_000],
    [2_500, 50_000],
    [9_000, MAX_INTERVAL_MS],
  ])('a server answering in %s ms spaces the next saves %i ms apart', (tookMs, interval) => {
    expect(paceAfter(tookMs)).toBe(interval)
    let state = run(opened(), [{ type: 'edit', text: 'Hello you', at: T0 }])
    const saveId = nextSaveId(state)
    state = run(state, [
      { type: 'send', saveId, at: T0 },
      { type: 'edit', text: 'Hello you two', at: T0 + 100 },
      tookMs === undefined
        ? { type: 'saved', saveId, revision: 4, at: T0 + 200 }
        : { type: 'saved', saveId, revision: 4, at: T0 + 200, tookMs },
    ])
    expect(state.dueAt).toBe(T0 + interval)
  })

  it('ignores answers to a save it is not waiting for', () => {
    const state = run(opened(), [{ type: 'edit', text: 'x', at: T0 }])
    expect(saveReducer(state, { type: 'saved', saveId: 'other', revision: 9, at: T0 })).toBe(state)
    expect(saveReducer(state, { type: 'failed', saveId: 'other', at: T0 })).toBe(state)
  })
})

describe('saveReducer: offline and server restarts', () => {
  it('goes offline on a failed save, retries with a doubling backoff, and at once when back online', () => {
    let state = run(opened(), [{ type: 'edit', text: 'Hello offline', at: T0 }])
    const saveId = nextSaveId(state)
    state = run(state, [
      { type: 'send', saveId, at: T0 + PAUSE_MS },
      { type: 'failed', saveId, at: T0 + 3_000 },
    ])
    expect(state.phase).toBe('offline')
    expect(state.dueAt).toBe(T0 + 3_000 + 1_000)
    state = run(state, [
      { type: 'send', saveId, at: T0 + 4_000 },
      { type: 'failed', saveId, at: T0 + 4_500 },
    ])
    expect(state.dueAt).toBe(T0 + 4_500 + 2_000)
    // Typing offline keeps the retry schedule and the text.
    state = saveReducer(state, { type: 'edit', text: 'Hello offline, still', at: T0 + 5_000 })
    expect(state).toMatchObject({ phase: 'offline', dueAt: T0 + 6_500 })
    expect(saveReducer(state, { type: 'online', at: T0 + 5_100 }).dueAt).toBe(T0 + 5_100)
  })

  it.each([
    [1, 1_000],
    [2, 2_000],
    [5, 16_000],
    [6, BACKOFF_MAX_MS],
    [40, BACKOFF_MAX_MS],
  ])('backoff after %i failures: %i ms', (failures, ms) => {
    expect(backoff(failures)).toBe(ms)
  })

  it('a retry of unchanged text carries the same save id (the server answers it without a repeat)', () => {
    let state = run(opened(), [{ type: 'edit', text: 'Hi', at: T0 }])
    const first = nextSaveId(state)
    state = run(state, [
      { type: 'send', saveId: first, at: T0 },
      { type: 'failed', saveId: first, at: T0 },
    ])
    expect(nextSaveId(state)).toBe(first)
    expect(nextSaveId(saveReducer(state, { type: 'edit', text: 'Hi!', at: T0 }))).not.toBe(first)
  })
})

describe('saveReducer: opening with a draft on the device', () => {
  const server: ServerCopy = { revision: 5, text: 'Server text', updated: '' }
  const draft = (overrides: Partial<LocalDraft>): LocalDraft => ({
    essayId: 'e1',
    text: 'Device text',
    baseRevision: 5,
    serverText: 'Server text',
    edits: 7,
    unsaved: true,
    at: T0 - 50,
    setAside: null,
    ...overrides,
  })
  it.each<[string, ServerCopy | null, LocalDraft | null, Partial<SaveState>]>([
    ['no draft', server, null, { phase: 'saved', text: 'Server text', baseRevision: 5 }],
    [
      'a saved draft follows the server',
      server,
      draft({ unsaved: false, baseRevision: 4 }),
      { phase: 'saved', text: 'Server text' },
    ],
    [
      'unsaved text on the current revision wins',
      server,
      draft({}),
      { phase: 'local', text: 'Device text', baseRevision: 5, dueAt: T0 },
    ],
    [
      'unsaved text on an old revision is sent for the server to judge',
      server,
      draft({ baseRevision: 4 }),
      { phase: 'local', text: 'Device text', baseRevision: 4 },
    ],
    ['offline with a draft', null, draft({}), { phase: 'offline', text: 'Device text', dueAt: T0 }],
    ['offline without a draft', null, null, { phase: 'offline', text: '' }],
  ])('%s', (_name, serverCopy, stored, expected) => {
    const state = saveReducer(initialSaveState('e1', 'laptop'), {
      type: 'open',
      server: serverCopy,
      draft: stored,
      at: T0,
    })
    expect(state).toMatchObject(expected)
    expect(state.edits).toBe(stored?.edits ?? 0)
  })

  it('stores and reads back its draft; anything malformed or for another essay is dropped', () => {
    const state = run(opened(), [{ type: 'edit', text: 'Kept', at: T0 }])
    const stored = JSON.parse(JSON.stringify(localDraft(state, T0))) as unknown
    expect(parseLocalDraft(stored, 'e1')).toEqual(localDraft(state, T0))
    expect(parseLocalDraft(stored, 'e2')).toBeNull()
    expect(parseLocalDraft({ ...(stored as object), text: 3 }, 'e1')).toBeNull()
    expect(parseLocalDraft('nonsense', 'e1')).toBeNull()
  })
})

describe('saveReducer: conflicts from a second device', () => {
  const theirs: ServerCopy = { revision: 4, text: 'Their text', updated: '2026-11-22T10:00:00Z' }
  const inConflict = () => {
    let state = run(opened(), [{ type: 'edit', text: 'My text', at: T0 }])
    const saveId = nextSaveId(state)
    state = run(state, [
      { type: 'send', saveId, at: T0 },
      { type: 'edit', text: 'My text, more', at: T0 + 10 },
      { type: 'conflict', saveId, server: theirs, at: T0 + 20 },
    ])
    return state
  }

  it('stops saving, keeps both texts, and is read-only until the student chooses', () => {
    const state = inConflict()
    expect(state).toMatchObject({
      phase: 'conflict',
      conflict: theirs,
      text: 'My text, more',
      dueAt: null,
    })
    expect(saveReducer(state, { type: 'edit', text: 'typed', at: T0 + 30 })).toBe(state)
    expect(saveReducer(state, { type: 'flush', at: T0 + 30 })).toBe(state)
    expect(isDue(state, T0 + 1e9)).toBe(false)
    expect(localDraft(state, T0).unsaved).toBe(true)
  })

  it('keep-mine writes this text on top of theirs (theirs stays in the history)', () => {
    const state = saveReducer(inConflict(), { type: 'resolve', choice: 'keep-mine', at: T0 + 40 })
    expect(state).toMatchObject({
      phase: 'local',
      baseRevision: 4,
      text: 'My text, more',
      dueAt: T0 + 40,
    })
  })

  it('take-theirs shows their text and sets aside what the server never got', () => {
    const state = saveReducer(inConflict(), { type: 'resolve', choice: 'take-theirs', at: T0 + 40 })
    expect(state).toMatchObject({
      phase: 'saved',
      text: 'Their text',
      baseRevision: 4,
      setAside: 'My text, more',
    })
    expect(localDraft(state, T0).setAside).toBe('My text, more')
    expect(saveReducer(state, { type: 'dismiss-set-aside' }).setAside).toBeNull()
  })
})

/**
 * A simulation: two devices editing one essay against a server following decideSave, with
 * answers lost, servers restarting and conflicts, in any order fast-check finds. The server
 * keeps versions as the hook does: the head a different device replaces, and every refused text.
 */
/**
 * `seen`: every text the server ever held as its head or kept as a version; `regressions`: heads
 * replaced by an older text of the same device; `sent`: every request, for late duplicates.
 */
type Server = {
  head: EssayHead
  versions: string[]
  overwrites: number
  regressions: number
  seen: Set<string>
  sent: SaveRequest[]
}

/** Applies a request as the hook does, keeping versions as it does. */
function apply(server: Server, request: SaveRequest): ReturnType<typeof decideSave> {
  const decision = decideSave(server.head, request)
  if (decision.kind === 'accept') {
    if (server.head.device !== '' && server.head.device !== request.device) {
      // Another device's head is replaced only by a save that had seen it.
      if (request.baseRevision !== server.head.revision) server.overwrites++
      server.versions.push(server.head.text)
    } else if (server.head.device === request.device && request.seq < server.head.lastSeq) {
      server.regressions++
    }
    server.head = decision.head
    server.seen.add(decision.head.text)
  }
  if (decision.kind === 'conflict') {
    server.versions.push(request.text)
    server.seen.add(request.text)
  }
  return decision
}
type Device = { state: SaveState; online: boolean }

function deliver(server: Server, device: Device, at: number, loseAnswer: boolean): void {
  const saveId = nextSaveId(device.state)
  device.state = saveReducer(device.state, { type: 'send', saveId, at })
  const inFlight = device.state.inFlight
  if (!inFlight) return
  if (!device.online) {
    device.state = saveReducer(device.state, { type: 'failed', saveId, at })
    return
  }
  const request: SaveRequest = {
    baseRevision: device.state.baseRevision,
    text: inFlight.text,
    device: device.state.device,
    saveId,
    seq: inFlight.seq,
  }
  server.sent.push(request)
  const decision = apply(server, request)
  if (loseAnswer) {
    device.state = saveReducer(device.state, { type: 'failed', saveId, at })
    return
  }
  const { revision, text } = server.head
  device.state =
    decision.kind === 'conflict'
      ? saveReducer(device.state, {
          type: 'conflict',
          saveId,
          server: { revision, text, updated: '' },
          at,
        })
      : saveReducer(device.state, { type: 'saved', saveId, revision, at })
}

const operation = fc.oneof(
  fc.record({
    op: fc.constant('edit' as const),
    device: fc.nat(1),
    text: fc.constantFrom('a', 'b', 'c', 'a b', 'b c', ''),
  }),
  fc.record({ op: fc.constant('send' as const), device: fc.nat(1), lose: fc.boolean() }),
  fc.record({ op: fc.constant('network' as const), device: fc.nat(1), online: fc.boolean() }),
  fc.record({ op: fc.constant('resolve' as const), device: fc.nat(1), mine: fc.boolean() }),
  fc.record({ op: fc.constant('reload' as const), device: fc.nat(1) }),
  // A request that arrives again long after (a client timeout and retry, a proxy's replay).
  fc.record({ op: fc.constant('late' as const), device: fc.nat(1), pick: fc.nat(20) }),
)

describe('two devices, lost answers and restarts: nothing is lost or silently overwritten', () => {
  it('no head is replaced by a save that had not seen it, and every unsaved text reaches the server', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 10, maxLength: 60, size: 'max' }), (ops) => {
        const server: Server = {
          head: { ...EMPTY_HEAD },
          versions: [],
          overwrites: 0,
          regressions: 0,
          seen: new Set(['']),
          sent: [],
        }
        const devices: Device[] = ['laptop', 'phone'].map((id) => ({
          state: saveReducer(initialSaveState('e1', id), {
            type: 'open',
            server: { revision: 0, text: '', updated: '' },
            draft: null,
            at: 0,
          }),
          online: true,
        }))
        let at = 1
        for (const o of ops) {
          at += 1_000
          const device = devices[o.device]!
          if (o.op === 'edit') {
            device.state = saveReducer(device.state, {
              type: 'edit',
              text: `${device.state.text} ${o.text}`.trim(),
              at,
            })
          } else if (o.op === 'send') {
            deliver(server, device, at, o.lose)
          } else if (o.op === 'network') {
            device.online = o.online
            if (o.online) device.state = saveReducer(device.state, { type: 'online', at })
          } else if (o.op === 'late') {
            // Any request but the latest: the latest again is a plain retry.
            const older = server.sent.length - 1
            const old = older > 0 ? server.sent[o.pick % older] : undefined
            if (old) apply(server, old)
          } else if (o.op === 'resolve') {
            device.state = saveReducer(device.state, {
              type: 'resolve',
              choice: o.mine ? 'keep-mine' : 'take-theirs',
              at,
            })
          } else {
            // A reload: the page keeps only its stored draft, and the server's copy if reachable.
            const draft = localDraft(device.state, at)
            const { revision, text, device: writer, lastSeq } = server.head
            device.state = saveReducer(initialSaveState('e1', device.state.device), {
              type: 'open',
              server: device.online
                ? { revision, text, updated: '', device: writer, lastSeq }
                : null,
              draft,
              at,
            })
          }
        }
        expect(server.overwrites).toBe(0)
        // Settle: both online, flush, keep-mine on any conflict, until both are saved. What a
        // device holds unsaved (or set aside) at this point must reach the server.
        const unsavedTexts = devices.map((d) =>
          localDraft(d.state, at).unsaved ? d.state.text : d.state.setAside,
        )
        for (const device of devices) {
          device.online = true
          device.state = saveReducer(device.state, { type: 'online', at })
        }
        for (let round = 0; round < 8; round++) {
          for (const device of devices) {
            at += 1_000
            if (device.state.phase === 'conflict') {
              device.state = saveReducer(device.state, { type: 'resolve', choice: 'keep-mine', at })
            }
            device.state = saveReducer(device.state, { type: 'flush', at })
            if (device.state.phase === 'local' || device.state.phase === 'offline')
              deliver(server, device, at, false)
          }
        }
        for (const device of devices) expect(device.state.phase).toBe('saved')
        for (const text of unsavedTexts) if (text !== null) expect(server.seen).toContain(text)
        expect(server.overwrites).toBe(0)
        expect(server.regressions).toBe(0)
        // What a device holds as saved at the server's revision is what the server holds.
        for (const device of devices) {
          if (device.state.baseRevision === server.head.revision) {
            expect(device.state.text).toBe(server.head.text)
          }
        }
      }),
      { numRuns: 3000 },
    )
  })
})
