import { cpus, totalmem } from 'node:os'

/** The machine a result was measured on, recorded with every benchmark result. */
export function machine(): { cores: number; cpu: string; memoryGiB: number; node: string } {
  const list = cpus()
  return {
    cores: list.length,
    cpu: list[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** max - min, as a share of the median: how noisy the repeats were. */
export function spread(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  return (Math.max(...values) - Math.min(...values)) / median(values)
}
