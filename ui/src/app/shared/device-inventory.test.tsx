import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  saveStoredAuth,
  setSigningOut,
  SESSION_KEY,
  SHARED_COMPUTER_KEY,
  SIGN_OUT_REQUEST,
} from '../../data/session-store.ts'
import { classify, type DeviceEntry, type EntryKind } from '../../logic/device/device-data.ts'
import { selectionKey } from '../dashboard/use-university-picker.ts'
import { DEVICE_KEY } from '../essays/device.ts'
import { deviceStore, draftKey, libraryKey } from '../essays/draft-store.ts'
import { answerDraftKey } from '../quiz/answer-drafts.ts'
import { browserAreas, readDevice, removeEntries } from './device-inventory.ts'
import { browserStore, pageMemory } from './storage.ts'
import { outboxKey } from './use-outbox.ts'

const token = 'a.eyJleHAiOjQxMDI0NDQ4MDB9.s'
const record = { id: 'u1', collectionName: 'users', name: 'Maya' }

afterEach(() => {
  vi.restoreAllMocks()
})

describe('every key the app writes is known to the rules', () => {
  it.each<[string, DeviceEntry, EntryKind, string | null]>([
    [
      'session-store',
      { area: 'local', key: SESSION_KEY, value: JSON.stringify({ token, record }) },
      'session',
      'u1',
    ],
    ['use-outbox', { area: 'local', key: outboxKey('u1'), value: '' }, 'outbox', 'u1'],
    ['answer-drafts', { area: 'local', key: answerDraftKey('u1'), value: '' }, 'quiz-draft', 'u1'],
    [
      'use-university-picker',
      { area: 'local', key: selectionKey('u1'), value: '' },
      'selection',
      'u1',
    ],
    [
      'draft-store (drafts)',
      { area: 'indexeddb', key: draftKey('u1', 'e1'), value: {} },
      'essay-draft',
      'u1',
    ],
    [
      'draft-store (library)',
      { area: 'indexeddb', key: libraryKey('u1'), value: {} },
      'essay-library',
      'u1',
    ],
    ['essays/device', { area: 'local', key: DEVICE_KEY, value: 'd' }, 'device', null],
    [
      'the shared-computer choice',
      { area: 'session', key: SHARED_COMPUTER_KEY, value: '1' },
      'shared-computer',
      null,
    ],
    [
      'the navbar',
      { area: 'session', key: SIGN_OUT_REQUEST, value: '/' },
      'sign-out-request',
      null,
    ],
  ])('%s', (_, entry, kind, owner) => {
    expect(classify(entry)).toEqual({ kind, owner })
  })
})

describe('browserAreas', () => {
  it("reads and removes the browser's storage (no IndexedDB here: it is not created)", async () => {
    saveStoredAuth(token, record)
    browserStore().set(answerDraftKey('u1'), '{}')
    sessionStorage.setItem(SIGN_OUT_REQUEST, '/')
    const areas = await browserAreas()
    expect(Object.keys(areas)).toEqual(['local', 'session'])
    const entries = await readDevice(areas)
    expect(entries.map((e) => `${e.area} ${e.key}`).sort()).toEqual([
      `local ${answerDraftKey('u1')}`,
      `local ${SESSION_KEY}`,
      `session ${SIGN_OUT_REQUEST}`,
    ])
    await removeEntries(areas, entries)
    expect(localStorage.length + sessionStorage.length).toBe(0)
  })

  it("on a shared computer reads the page's memory, where the pages keep what is typed", async () => {
    sessionStorage.setItem(SHARED_COMPUTER_KEY, '1')
    saveStoredAuth(token, record)
    browserStore().set(answerDraftKey('u1'), '{"budget":"low"}')
    await deviceStore().set(draftKey('u1', 'e1'), { device: 'd', draft: {} })
    // Nothing personal reached localStorage; the session is this tab's.
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull()
    const areas = await browserAreas()
    const entries = await readDevice(areas)
    expect(entries.map((e) => `${e.area} ${e.key}`).sort()).toEqual([
      `memory ${answerDraftKey('u1')}`,
      `memory-records ${draftKey('u1', 'e1')}`,
      `session ${SHARED_COMPUTER_KEY}`,
      `session ${SESSION_KEY}`,
    ])
    // Leaving the page would lose what is only in memory: the browser asks first.
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(leaving()).toBe(true)
    await removeEntries(areas, entries)
    expect(pageMemory()?.keys()).toEqual([])
    expect(await readDevice(await browserAreas())).toEqual([])
    expect(leaving()).toBe(false)
  })
})

describe('writes of a student', () => {
  it('land only while a session is stored and no sign-out is clearing the device', () => {
    browserStore().set('college-compass:quiz-draft:u1', '{}')
    expect(localStorage.length).toBe(0)
    saveStoredAuth(token, record)
    setSigningOut(true)
    browserStore().set('college-compass:quiz-draft:u1', '{}')
    expect(localStorage.length).toBe(1)
    setSigningOut(false)
    browserStore().set('college-compass:quiz-draft:u1', '{}')
    expect(localStorage.length).toBe(2)
  })

  it('never fail when the browser refuses them', () => {
    saveStoredAuth(token, record)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(() => browserStore().set('k', 'v')).not.toThrow()
    expect(browserStore().get('k')).toBeNull()
  })
})
