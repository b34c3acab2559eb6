// The save engine against a fake clock, an in-memory device store and a scripted server: the
// device first, the server when the student pauses, retries, reloads, conflicts, naming.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DataError } from '../../data/errors.ts'
import type { EssaySaveAnswer, EssaySaveRequest } from '../../data/verbs/essays.ts'
import { PAUSE_MS, type LocalDraft, type ServerCopy } from '../../logic/essays/save-machine.ts'
import { DraftEngine, NamingError, type EngineDeps } from './draft-engine.ts'
import { draftKey, memoryDeviceStore, type DeviceStore } from './draft-store.ts'
import type { EditLock } from './edit-lock.ts'

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

type Reply = EssaySaveAnswer | DataError

/** A server that answers saves from a script, or accepts them one revision at a time. */
function fakeServer(copy: ServerCopy | null) {
  const requests: EssaySaveRequest[] = []
  const replies: Reply[] = []
  let head = copy ?? { revision: 0, text: '', updated: '' }
  let reachable = copy !== null
  return {
    requests,
    reply: (...next: Reply[]) => replies.push(...next),
    setReachable: (yes: boolean) => {
      reachable = yes
    },
    get head() {
      return head
    },
    load: () => Promise.resolve(reachable ? head : null),
    save: (request: EssaySaveRequest): Promise<EssaySaveAnswer> => {
      requests.push(request)
      const scripted = replies.shift()
      if (scripted instanceof DataError) return Promise.reject(scripted)
      if (scripted) return Promise.resolve(scripted)
      if (!reachable) return Promise.reject(new DataError('offline', "Can't reach the server."))
      if (request.text !== head.text)
        head = { ...head, revision: head.revision + 1, text: request.text }
      return Promise.resolve({
        kind: 'saved',
        revision: head.revision,
        updated: '',
        versionId: request.name ? 'v-named' : null,
        tookMs: 20,
      })
    },
  }
}

function engine(
  server: ReturnType<typeof fakeServer>,
  store: DeviceStore = memoryDeviceStore(),
  extra: Partial<EngineDeps> = {},
) {
  const created = new DraftEngine({
    essayId: 'e1',
    userId: 'u1',
    device: 'laptop',
    store,
    load: server.load,
    save: server.save,
    ...extra,
  })
  created.start()
  return created
}

const settle = () => vi.advanceTimersByTimeAsync(0)

/** A device that kept an unsaved draft of essay e1 for student u1, typed under the id `device`. */
function storeWithUnsavedDraft(
  device: string,
  draft: Pick<LocalDraft, 'text' | 'serverText' | 'baseRevision' | 'edits'>,
) {
  const stored: LocalDraft = { essayId: 'e1', unsaved: true, at: 1, setAside: null, ...draft }
  return memoryDeviceStore({ [draftKey('u1', 'e1')]: { device, draft: stored } })
}

/** An engine on a fresh device, opened on the server's `copy` of the essay. */
async function openedOn(copy: ServerCopy) {
  const server = fakeServer(copy)
  const e = engine(server)
  await settle()
  return { server, e }
}

describe('the save engine', () => {
  it('opens on the server copy, keeps every edit on the device at once, saves after a pause', async () => {
    const server = fakeServer({ revision: 3, text: 'Hello', updated: '' })
    const store = memoryDeviceStore()
    const e = engine(server, store)
    await settle()
    expect(e.getSnapshot()).toMatchObject({
      status: 'ready',
      state: { text: 'Hello', phase: 'saved' },
    })

    e.edit('Hello world')
    await settle()
    expect(store.values.get(draftKey('u1', 'e1'))).toMatchObject({
      device: 'laptop',
      draft: { text: 'Hello world', unsaved: true, baseRevision: 3 },
    })
    expect(server.requests).toEqual([])
    expect(e.getSnapshot().state.phase).toBe('local')

    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    expect(server.requests).toEqual([
      { baseRevision: 3, text: 'Hello world', device: 'laptop', saveId: 'laptop-1', seq: 1 },
    ])
    expect(e.getSnapshot().state).toMatchObject({ phase: 'saved', baseRevision: 4 })
    expect(store.values.get(draftKey('u1', 'e1'))).toMatchObject({ draft: { unsaved: false } })
  })

  it('keeps what is pasted without the characters the server refuses (a NUL, a bidi override)', async () => {
    const { server, e } = await openedOn({ revision: 0, text: '', updated: '' })
    e.edit('Pasted\u0000 text\u202e with\r\nparagraphs\tand tabs\u0007')
    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    expect(server.requests.map((r) => r.text)).toEqual(['Pasted text with\r\nparagraphs\tand tabs'])
  })

  it('a full storage is said, and the text stays on the device to be sent again', async () => {
    const { server, e } = await openedOn({ revision: 0, text: '', updated: '' })
    const full = 'Your storage is full (250 MB): delete essays.'
    server.reply(new DataError('invalid', `Please check storage: ${full}`, { storage: full }))
    e.edit('More words')
    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    expect(e.getSnapshot().problem).toBe(`Please check storage: ${full}`)
    expect(e.getSnapshot().state.text).toBe('More words')
  })

  it('retries a failed save with the same id, and at once when the browser is back online', async () => {
    const { server, e } = await openedOn({ revision: 0, text: '', updated: '' })
    server.setReachable(false)
    e.edit('Offline words')
    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    expect(e.getSnapshot().state.phase).toBe('offline')
    e.edit('Offline words, and more')
    server.setReachable(true)
    e.online()
    await settle()
    expect(server.requests.map((r) => [r.saveId, r.text])).toEqual([
      ['laptop-1', 'Offline words'],
      ['laptop-2', 'Offline words, and more'],
    ])
    expect(server.head.text).toBe('Offline words, and more')
    expect(e.getSnapshot().state.phase).toBe('saved')
  })

  it('a reload finds every word on the device, even with the server unreachable, and sends it later', async () => {
    const server = fakeServer({ revision: 2, text: 'Start', updated: '' })
    const store = memoryDeviceStore()
    const first = engine(server, store)
    await settle()
    server.setReachable(false)
    first.edit('Start, typed offline')
    await settle()
    first.dispose()

    const second = engine(server, store)
    await settle()
    expect(second.getSnapshot().state).toMatchObject({
      text: 'Start, typed offline',
      phase: 'offline',
    })
    server.setReachable(true)
    second.online()
    await settle()
    expect(server.requests.at(-1)).toMatchObject({
      baseRevision: 2,
      text: 'Start, typed offline',
      device: 'laptop',
    })
    expect(second.getSnapshot().state.phase).toBe('saved')
  })

  it('opened offline with no draft on this device, shows the copy the page last saw, and sends nothing until an edit', async () => {
    const server = fakeServer({ revision: 6, text: 'Written on the phone.', updated: '' })
    server.setReachable(false)
    const e = engine(server, memoryDeviceStore(), {
      lastSeen: () => Promise.resolve({ revision: 6, text: 'Written on the phone.', updated: '' }),
    })
    await settle()
    expect(e.getSnapshot()).toMatchObject({
      status: 'ready',
      state: { text: 'Written on the phone.', baseRevision: 6 },
    })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.requests).toEqual([])
    // An edit offline is kept and sent on top of that copy once the server answers.
    e.edit('Written on the phone. And the laptop.')
    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    server.setReachable(true)
    e.online()
    await settle()
    expect(server.head).toMatchObject({
      revision: 7,
      text: 'Written on the phone. And the laptop.',
    })
    expect(server.requests.at(-1)).toMatchObject({ baseRevision: 6 })
  })

  it('a draft typed under another device id keeps that id (a cleared device id is no new device)', async () => {
    const server = fakeServer({ revision: 1, text: 'A', updated: '', device: 'old', lastSeq: 4 })
    const store = storeWithUnsavedDraft('old', {
      text: 'AB',
      serverText: 'A',
      baseRevision: 1,
      edits: 5,
    })
    engine(server, store)
    await vi.advanceTimersByTimeAsync(0)
    expect(server.requests[0]).toMatchObject({ device: 'old', seq: 5, text: 'AB' })
  })

  it("shows another device's text as a conflict and writes on top only when told to", async () => {
    const { server, e } = await openedOn({ revision: 5, text: 'Mine', updated: '' })
    server.reply({
      kind: 'conflict',
      current: { revision: 6, text: 'Theirs', updated: '2026-11-23T09:59:00.000Z' },
    })
    e.edit('Mine, longer')
    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    expect(e.getSnapshot().state).toMatchObject({
      phase: 'conflict',
      conflict: { text: 'Theirs' },
    })
    e.edit('ignored while in conflict')
    expect(e.getSnapshot().state.text).toBe('Mine, longer')

    e.resolve('keep-mine')
    await settle()
    expect(server.requests.at(-1)).toMatchObject({ baseRevision: 6, text: 'Mine, longer' })
  })

  it('says when the device refuses to keep the text, and the server still gets it', async () => {
    const server = fakeServer({ revision: 0, text: '', updated: '' })
    const e = engine(server, memoryDeviceStore({}, { failWrites: true }))
    await settle()
    e.edit('Only in memory')
    await settle()
    expect(e.getSnapshot().storage).toBe('failed')
    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    expect(server.head.text).toBe('Only in memory')
  })

  it('waits, read-only, while another tab of this browser writes the essay', async () => {
    const server = fakeServer({ revision: 0, text: 'Hi', updated: '' })
    let letGo: () => void = () => undefined
    const otherTabHasIt: EditLock = (_name, onHeld) => {
      letGo = () => onHeld(true)
      return () => undefined
    }
    const e = engine(server, memoryDeviceStore(), { lock: otherTabHasIt })
    await settle()
    expect(e.getSnapshot().status).toBe('opening')
    e.edit('lost?')
    letGo()
    await settle()
    expect(e.getSnapshot()).toMatchObject({ status: 'ready', state: { text: 'Hi' } })
  })

  it('names a version once the text is on the server; offline it says why', async () => {
    const { server, e } = await openedOn({ revision: 1, text: 'Draft', updated: '' })
    e.edit('Draft two')
    const named = e.nameVersion('Sent to my counselor')
    await vi.advanceTimersByTimeAsync(0)
    await expect(named).resolves.toBe('v-named')
    expect(server.requests.map((r) => [r.text, r.name])).toEqual([
      ['Draft two', undefined],
      ['Draft two', 'Sent to my counselor'],
    ])

    server.setReachable(false)
    e.edit('Draft three')
    const offline = expect(e.nameVersion('Final?')).rejects.toBeInstanceOf(NamingError)
    await vi.advanceTimersByTimeAsync(0)
    await offline
    expect(e.getSnapshot().state.text).toBe('Draft three')
  })

  it('an essay deleted elsewhere keeps the text on this device to copy', async () => {
    const store = storeWithUnsavedDraft('laptop', {
      text: 'Keep me',
      serverText: '',
      baseRevision: 0,
      edits: 1,
    })
    const e = new DraftEngine({
      essayId: 'e1',
      userId: 'u1',
      device: 'laptop',
      store,
      load: () => Promise.reject(new DataError('not-found', 'Not found.')),
      save: () => Promise.reject(new Error('never')),
    })
    e.start()
    await settle()
    expect(e.getSnapshot()).toMatchObject({ status: 'gone', state: { text: 'Keep me' } })
  })

  it('a refused text is said once and cleared by the next edit', async () => {
    const { server, e } = await openedOn({ revision: 0, text: '', updated: '' })
    server.reply(new DataError('invalid', 'Please check text: too long', { text: 'too long' }))
    e.edit('x')
    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    expect(e.getSnapshot()).toMatchObject({
      problem: 'Please check text: too long',
      state: { phase: 'offline' },
    })
    e.edit('xy')
    expect(e.getSnapshot().problem).toBeNull()
  })
})
