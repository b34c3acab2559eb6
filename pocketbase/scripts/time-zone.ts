// Each school's IANA time zone, from its campus coordinates, for the importer (ADR 0072). The
// lookup is geo-tz: exact point-in-polygon over timezone-boundary-builder's boundaries (drawn from
// OpenStreetMap), read from disk. It runs in Node at import only; nothing of it reaches a browser.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { find } from 'geo-tz/dist/find-1970'

/**
 * The boundary data release each geo-tz version ships (its release notes: "Update to 2026d data"
 * is 8.1.9). A geo-tz upgrade fails time-zone.test.ts until its release is written here and in
 * pocketbase/data/README.md, so the data dictionary never names boundaries the importer does not use.
 */
export const BOUNDARY_RELEASES: Readonly<Record<string, string>> = { '8.1.9': '2026d' }

/** The installed geo-tz's version, read from its own package.json. */
export function geoTzVersion(): string {
  const entry = createRequire(import.meta.url).resolve('geo-tz')
  const manifest = join(dirname(entry), '..', 'package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

/** Where the zones come from, as the data dictionary and the product credit it. */
export function timeZoneSource(): { library: string; boundaries: string } {
  const version = geoTzVersion()
  return {
    library: `geo-tz ${version}`,
    boundaries: `timezone-boundary-builder ${BOUNDARY_RELEASES[version] ?? '(release not recorded)'}`,
  }
}

/**
 * The zone whose clocks the campus at (`latitude`, `longitude`) keeps, or null when the point is
 * not a place (out of range) or falls in no land or territorial-water boundary: geo-tz then
 * answers a nautical zone ("Etc/GMT+5"), which is no school's civil time. On a boundary line
 * geo-tz may answer two zones; the first is kept (the tables in time-zone.test.ts hold the lines
 * that matter).
 */
export function campusTimeZone(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  const zone = find(latitude, longitude)[0]
  return zone === undefined || zone.startsWith('Etc/') ? null : zone
}
