import type { KeyValueStore } from '../shared/storage.ts'

/** Where this browser's id is kept (not a student's data; cleared by a sign-out, ADR 0076). */
export const DEVICE_KEY = 'essays-device'
const VALID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * This browser's id in essay saves (the server's own-run rule, ADR 0046): one per browser, kept
 * across reloads and restarts, so a draft typed here continues here. Two tabs of one browser
 * never write the same essay at once (edit-lock.ts), so they may share it.
 */
export function deviceId(store: KeyValueStore, random: () => string = randomId): string {
  const stored = store.get(DEVICE_KEY)
  if (stored !== null && VALID.test(stored)) return stored
  const created = random()
  store.set(DEVICE_KEY, created)
  return created
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9))
  return `d${[...bytes].map((b) => b.toString(36).padStart(2, '0')).join('')}`
}
