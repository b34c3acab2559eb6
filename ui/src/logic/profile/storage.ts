/**
 * What a student is told of their storage (docs/adr/0075): the server keeps every account within a
 * quota of bytes (GET /api/account/storage says how much is used), and the student hears of it
 * before reaching it, from 80% on, on /essays and in the profile's data section.
 */

/** Bytes used and the account's quota, as the server counts them. */
export type StorageUse = { used: number; quota: number }

/** From this share on, the pages warn. */
export const STORAGE_WARNING_SHARE = 0.8

/** "12.3 MB", "250 MB": decimal megabytes, one decimal below 100. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / 1_000_000
  const shown = mb >= 100 ? Math.round(mb) : Math.round(mb * 10) / 10
  return `${shown.toLocaleString('en-US')} MB`
}

/** The share used, as a whole percent (a full account is 100, never past it). */
export function percentUsed({ used, quota }: StorageUse): number {
  if (quota <= 0) return 100
  return Math.min(100, Math.floor((used / quota) * 100))
}

/** "3.1 MB of 250 MB used (1%)". */
export function storageSummary(use: StorageUse): string {
  return `${formatMegabytes(use.used)} of ${formatMegabytes(use.quota)} used (${String(percentUsed(use))}%)`
}

/** The warning from 80% on, or null below it. */
export function storageWarning(use: StorageUse): string | null {
  const percent = percentUsed(use)
  if (use.quota > 0 && use.used < use.quota * STORAGE_WARNING_SHARE) return null
  if (percent >= 100) {
    return `Your essay storage is full (${formatMegabytes(use.quota)}): delete essays, versions or plans you no longer need before saving more.`
  }
  return `You have used ${String(percent)}% of your essay storage (${formatMegabytes(use.used)} of ${formatMegabytes(use.quota)}). Delete essays or versions you no longer need to make room.`
}
