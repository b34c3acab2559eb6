import { afterEach, describe, expect, it, vi } from 'vitest'
import { isSigningOut, setSigningOut } from '../../data/session-store.ts'
import type { UnsentItem } from '../../logic/device/device-data.ts'
import type { SignOutEvent } from '../../logic/device/sign-out-machine.ts'
import { makeStudent } from '../../testing/student-fixtures.ts'
import { draftKey, libraryKey, memoryDeviceStore } from '../essays/draft-store.ts'
import { answerDraftKey } from '../quiz/answer-drafts.ts'
import { fromListed, fromRecords, type DeviceAreas } from './device-inventory.ts'
import { clearDevice, signOut, type SignOutDeps } from './sign-out.ts'
import { memoryStore } from './storage.ts'
import type { UnsentDialog, UnsentView } from './unsent-dialog.tsx'
import { outboxKey } from './use-outbox.ts'

const student = makeStudent({ id: 'u1', quizAnswers: { budget: 'low' } })
const session = JSON.stringify({
  token: 'a.b.c',
  record: { id: 'u1', collectionName: 'users', quizAnswers: { budget: 'low' } },
})

/** An essay draft with text the server never got, as the draft engine stores it. */
const unsentDraft = {
  device: 'dev1',
  draft: {
    essayId: 'e1',
    text: 'I learned to weld.',
    serverText: '',
    baseRevision: 0,
    edits: 4,
    unsaved: true,
    at: 1,
    setAside: null,
  },
}

/**
 * A device in memory (localStorage and IndexedDB stand-ins) and a log of everything the sign-out
 * does to it, in order.
 */
function setup(
  options: {
    unsent?: boolean
    online?: boolean
    answers?: SignOutEvent<never>[]
    send?: SignOutDeps['send']
    dialog?: 'fails'
  } = {},
) {
  const log: string[] = []
  const local = memoryStore({
    pocketbase_auth: session,
    'essays-device': 'dev1',
    ...(options.unsent
      ? { [answerDraftKey('u1')]: JSON.stringify({ budget: 'high', gpa: '3.6-4.0' }) }
      : {}),
    [outboxKey('u1')]: JSON.stringify({ userId: 'u1', writes: [] }),
  })
  const records = memoryDeviceStore({
    [libraryKey('u1')]: { essays: [{ id: 'e1', title: 'Why us' }], applications: [], at: 1 },
    [draftKey('u1', 'e1')]: options.unsent
      ? unsentDraft
      : { ...unsentDraft, draft: { ...unsentDraft.draft, unsaved: false } },
  })
  const logged = (area: 'local' | 'indexeddb', access: ReturnType<typeof fromListed>) => ({
    ...access,
    remove: async (key: string) => {
      log.push(`remove ${area} ${key}`)
      await access.remove(key)
    },
  })
  const areas: DeviceAreas = {
    local: logged('local', fromListed('local', local)),
    indexeddb: logged('indexeddb', fromRecords('indexeddb', records)),
  }
  const answers = [...(options.answers ?? [])]
  const views: UnsentView[] = []
  const dialog: UnsentDialog = {
    ask: (view) => {
      views.push(view)
      log.push(`ask ${view.status}`)
      return Promise.resolve(answers.shift() ?? { type: 'stay' })
    },
    show: (view) => {
      views.push(view)
      log.push(`show ${view.status}`)
    },
    close: () => log.push('close dialog'),
  }
  const signedIn = { current: student as typeof student | null }
  const deps: SignOutDeps = {
    auth: {
      current: () => signedIn.current,
      signOut: () => {
        log.push('end session')
        signedIn.current = null
        local.remove('pocketbase_auth')
      },
    },
    areas: () => Promise.resolve(areas),
    openDialog: () => {
      log.push('open dialog')
      return options.dialog === 'fails'
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(dialog)
    },
    send:
      options.send ??
      (async (items) => {
        log.push(`send ${items.map((i) => i.kind).join(',')}`)
        await Promise.resolve()
        log.push('sent')
        return { left: [], problem: null }
      }),
    online: () => options.online ?? true,
  }
  return { log, local, records, deps, views, signedIn }
}

afterEach(() => {
  setSigningOut(false)
  vi.restoreAllMocks()
})

describe('signOut', () => {
  it('with nothing unsent, asks nothing and leaves nothing: typed work first, the session last', async () => {
    const { log, local, records, deps } = setup()
    await expect(signOut(deps)).resolves.toBe('signed-out')
    expect(log).toEqual([
      'remove indexeddb draft:u1:e1',
      'remove local college-compass:outbox:u1',
      'remove indexeddb library:u1',
      'remove local essays-device',
      'remove local pocketbase_auth',
      'end session',
    ])
    expect(local.keys()).toEqual([])
    expect(records.values.size).toBe(0)
    expect(isSigningOut()).toBe(true)
  })

  it('saves first when asked: nothing is removed until the send has finished', async () => {
    const { log, local, records, deps, views } = setup({
      unsent: true,
      answers: [{ type: 'save' }],
    })
    await expect(signOut(deps)).resolves.toBe('signed-out')
    expect(views[0]).toEqual({
      status: 'asking',
      changes: ['Your essay "Why us"', 'Your quiz answers (2 questions answered, not submitted)'],
      problem: null,
    })
    expect(log.slice(0, 6)).toEqual([
      'open dialog',
      'ask asking',
      'show saving',
      'send essay,quiz',
      'sent',
      'remove indexeddb draft:u1:e1',
    ])
    expect(log.at(-1)).toBe('close dialog')
    expect(log.indexOf('end session')).toBeGreaterThan(log.indexOf('remove local pocketbase_auth'))
    expect(local.keys()).toEqual([])
    expect(records.values.size).toBe(0)
  })

  it('asks about the work of a student whose stored session has expired, too', async () => {
    const { views, deps, signedIn } = setup({ unsent: true, answers: [{ type: 'discard' }] })
    signedIn.current = null
    await expect(signOut(deps)).resolves.toBe('signed-out')
    expect(views.map((v) => v.status)).toEqual(['asking'])
  })

  it('discards without sending when the student chooses to', async () => {
    const send = vi.fn()
    const { log, local, deps } = setup({ unsent: true, answers: [{ type: 'discard' }], send })
    await expect(signOut(deps)).resolves.toBe('signed-out')
    expect(send).not.toHaveBeenCalled()
    expect(log).toContain('end session')
    expect(local.keys()).toEqual([])
  })

  it('stays signed in, with everything still on the device, when the student stays', async () => {
    const { log, local, records, deps, signedIn } = setup({
      unsent: true,
      answers: [{ type: 'stay' }],
    })
    await expect(signOut(deps)).resolves.toBe('stayed')
    expect(log).toEqual(['open dialog', 'ask asking', 'close dialog'])
    expect(signedIn.current).not.toBeNull()
    expect(local.keys()).toHaveLength(4)
    expect(records.values.size).toBe(2)
    expect(isSigningOut()).toBe(false)
  })

  it('offline, says it cannot send; a save does nothing until the connection is back', async () => {
    const send = vi.fn()
    const { views, deps } = setup({
      unsent: true,
      online: false,
      answers: [{ type: 'save' }, { type: 'discard' }],
      send,
    })
    await expect(signOut(deps)).resolves.toBe('signed-out')
    expect(views.map((v) => v.status)).toEqual(['offline', 'offline'])
    expect(send).not.toHaveBeenCalled()
  })

  it('asks again with what was not saved, and why; a second try that works signs out', async () => {
    let attempt = 0
    const send = vi.fn((items: readonly UnsentItem[]) => {
      attempt += 1
      return Promise.resolve(
        attempt === 1
          ? { left: items.filter((i) => i.kind === 'essay'), problem: 'offline' as const }
          : { left: [], problem: null },
      )
    })
    const { views, deps, local } = setup({
      unsent: true,
      answers: [{ type: 'save' }, { type: 'save' }],
      send,
    })
    await expect(signOut(deps)).resolves.toBe('signed-out')
    expect(views.map((v) => [v.status, v.changes, v.problem])).toEqual([
      ['asking', expect.any(Array), null],
      ['saving', expect.any(Array), null],
      ['failed', ['Your essay "Why us"'], 'offline'],
      ['saving', ['Your essay "Why us"'], null],
    ])
    expect(send).toHaveBeenCalledTimes(2)
    expect(local.keys()).toEqual([])
  })

  it.each([
    [true, 'signed-out'],
    [false, 'stayed'],
  ] as const)(
    'when the dialog cannot be downloaded, the browser asks (discard: %s)',
    async (discard, outcome) => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(discard)
      const { deps } = setup({ unsent: true, dialog: 'fails' })
      await expect(signOut(deps)).resolves.toBe(outcome)
      expect(confirm).toHaveBeenCalledOnce()
    },
  )

  it('clears again after the session ends: a write that raced the first pass is gone too', async () => {
    const { deps, local } = setup()
    const { auth } = deps
    deps.auth = {
      current: () => auth.current(),
      signOut: () => {
        auth.signOut()
        local.set(answerDraftKey('u1'), '{"budget":"low"}')
      },
    }
    await signOut(deps)
    expect(local.keys()).toEqual([])
  })
})

describe('clearDevice', () => {
  it("after a refused session keeps only that student's unsent work", async () => {
    const { deps, local, records } = setup({ unsent: true })
    local.set(answerDraftKey('u2'), '{"budget":"low"}')
    await clearDevice({ type: 'refused', userId: 'u1' }, deps.areas)
    expect(local.keys().sort()).toEqual(
      [answerDraftKey('u2'), answerDraftKey('u1'), 'essays-device'].sort(),
    )
    expect([...records.values.keys()]).toEqual([draftKey('u1', 'e1')])
  })
})
