/**
 * Time zone rules from the browser's (or Node's) Intl, for the pure logic in zone.ts. The server
 * supplies the same function from Go's zone database instead.
 */
import type { OffsetAt } from './zone.ts'

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

/** Offset from the wall clock Intl shows for the instant (whole seconds are dropped). */
export const intlOffsetAt: OffsetAt = (zone, epochMs) => {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(zone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
  const whole = epochMs - (((epochMs % 1000) + 1000) % 1000)
  return Math.round((wall - whole) / 60_000)
}

/**
 * Whether Intl knows `zone`. Intl forgives case and may answer with another name of the same zone
 * ("Asia/Kolkata" resolves to "Asia/Calcutta" in Chromium); the server's zone database is
 * case-sensitive, so a name that differs from Intl's only in case is refused here too.
 */
export function isKnownZone(zone: string): boolean {
  if (zone === '' || zone === 'Local') return false
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
    return resolved === zone || resolved.toLowerCase() !== zone.toLowerCase()
  } catch {
    return false
  }
}

/** The device's zone, e.g. "America/Chicago" (the planner's default for a new student). */
export function deviceZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone
}

let supported: readonly string[] | null = null

/** Every zone Intl can name (read once). */
export function browserZones(): readonly string[] {
  supported ??= Intl.supportedValuesOf('timeZone')
  return supported
}

/** Zones as select options: "America/Los_Angeles" reads "America/Los Angeles". */
export function zoneOptions(zones: readonly string[]): { value: string; label: string }[] {
  return zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))
}
