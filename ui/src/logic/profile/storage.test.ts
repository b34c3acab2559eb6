import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatMegabytes,
  percentUsed,
  STORAGE_WARNING_SHARE,
  storageSummary,
  storageWarning,
} from './storage.ts'

const QUOTA = 250_000_000

describe('storage', () => {
  it.each<[number, string]>([
    [0, '0 MB'],
    [3_141_592, '3.1 MB'],
    [99_949_999, '99.9 MB'],
    [250_000_000, '250 MB'],
    [1_234_000_000, '1,234 MB'],
  ])('%d bytes read %s', (bytes, expected) => {
    expect(formatMegabytes(bytes)).toBe(expected)
  })

  it.each<[number, string | null]>([
    [0, null],
    [199_999_999, null],
    [
      200_000_000,
      'You have used 80% of your essay storage (200 MB of 250 MB). Delete essays or versions you no longer need to make room.',
    ],
    [
      237_600_000,
      'You have used 95% of your essay storage (238 MB of 250 MB). Delete essays or versions you no longer need to make room.',
    ],
    [
      250_000_000,
      'Your essay storage is full (250 MB): delete essays, versions or plans you no longer need before saving more.',
    ],
  ])('%d bytes used: %s', (used, expected) => {
    expect(storageWarning({ used, quota: QUOTA })).toBe(expected)
  })

  it('summarises the use', () => {
    expect(storageSummary({ used: 3_141_592, quota: QUOTA })).toBe('3.1 MB of 250 MB used (1%)')
  })

  it('warns exactly from 80% on, and the percent never passes 100', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 * QUOTA }), (used) => {
        const use = { used, quota: QUOTA }
        expect(storageWarning(use) !== null).toBe(used >= QUOTA * STORAGE_WARNING_SHARE)
        expect(percentUsed(use)).toBeGreaterThanOrEqual(0)
        expect(percentUsed(use)).toBeLessThanOrEqual(100)
      }),
    )
  })
})
