/**
 * Time zones as U.S. students name them ("Eastern Time"), and a school's zone said with its place
 * ("Ann Arbor, Michigan: Eastern Time"). Pure: a table of IANA names, no Intl, so the hooks could
 * run it as the browser does (CONTRIBUTING, "Add logic"). The school's zone itself comes from the
 * catalogue (`time_zone`, computed from the campus's coordinates at import: ADR 0072).
 */
import { STATE_NAMES } from '../matching/us-states.ts'
import { zoneLabel } from './zone.ts'

/** One way U.S. clocks are kept, in words, with every IANA name that keeps it there. */
export type UsZone = {
  /** What the student reads. */
  readonly words: string
  /** The zone stored when a student picks this choice for a school of another zone. */
  readonly zone: string
  /** Every IANA name (canonical, or an older link that browsers still list) that keeps it. */
  readonly members: readonly string[]
  /** Offered in the short list of the planner's time zone field (the rest are one step away). */
  readonly offered: boolean
}

/**
 * The zones of the 50 states, DC and the territories, in the order the field offers them. Arizona
 * (but not the Navajo Nation, which keeps Mountain Time with daylight saving) and Hawaii keep
 * standard time all year, so they are choices of their own; Adak, the only Hawaii-Aleutian zone
 * with daylight saving, is named but left to the full list (no catalogue school is there).
 */
export const US_ZONES: readonly UsZone[] = [
  {
    words: 'Eastern Time',
    zone: 'America/New_York',
    members: [
      'America/New_York',
      'America/Detroit',
      'America/Kentucky/Louisville',
      'America/Kentucky/Monticello',
      'America/Indiana/Indianapolis',
      'America/Indiana/Marengo',
      'America/Indiana/Petersburg',
      'America/Indiana/Vevay',
      'America/Indiana/Vincennes',
      'America/Indiana/Winamac',
      'America/Indianapolis',
      'America/Fort_Wayne',
      'America/Louisville',
      'US/Eastern',
      'US/East-Indiana',
      'US/Michigan',
      'EST5EDT',
    ],
    offered: true,
  },
  {
    words: 'Central Time',
    zone: 'America/Chicago',
    members: [
      'America/Chicago',
      'America/Indiana/Knox',
      'America/Indiana/Tell_City',
      'America/Knox_IN',
      'America/Menominee',
      'America/North_Dakota/Beulah',
      'America/North_Dakota/Center',
      'America/North_Dakota/New_Salem',
      'US/Central',
      'US/Indiana-Starke',
      'CST6CDT',
    ],
    offered: true,
  },
  {
    words: 'Mountain Time',
    zone: 'America/Denver',
    members: [
      'America/Denver',
      'America/Boise',
      'America/Shiprock',
      'Navajo',
      'US/Mountain',
      'MST7MDT',
    ],
    offered: true,
  },
  {
    words: 'Arizona Time (Mountain, no daylight saving)',
    zone: 'America/Phoenix',
    members: ['America/Phoenix', 'US/Arizona'],
    offered: true,
  },
  {
    words: 'Pacific Time',
    zone: 'America/Los_Angeles',
    members: ['America/Los_Angeles', 'US/Pacific', 'PST8PDT'],
    offered: true,
  },
  {
    words: 'Alaska Time',
    zone: 'America/Anchorage',
    members: [
      'America/Anchorage',
      'America/Juneau',
      'America/Metlakatla',
      'America/Nome',
      'America/Sitka',
      'America/Yakutat',
      'US/Alaska',
    ],
    offered: true,
  },
  {
    words: 'Hawaii-Aleutian Time (Hawaii, no daylight saving)',
    zone: 'Pacific/Honolulu',
    members: ['Pacific/Honolulu', 'Pacific/Johnston', 'US/Hawaii'],
    offered: true,
  },
  {
    words: 'Hawaii-Aleutian Time (Aleutian Islands, with daylight saving)',
    zone: 'America/Adak',
    members: ['America/Adak', 'America/Atka', 'US/Aleutian'],
    offered: false,
  },
  {
    words: 'Atlantic Time (Puerto Rico, U.S. Virgin Islands)',
    zone: 'America/Puerto_Rico',
    members: ['America/Puerto_Rico', 'America/St_Thomas', 'America/Virgin'],
    offered: true,
  },
  {
    words: 'Chamorro Time (Guam, Northern Mariana Islands)',
    zone: 'Pacific/Guam',
    members: ['Pacific/Guam', 'Pacific/Saipan'],
    offered: true,
  },
  {
    words: 'Samoa Time (American Samoa)',
    zone: 'Pacific/Pago_Pago',
    members: ['Pacific/Pago_Pago', 'Pacific/Midway', 'Pacific/Samoa', 'US/Samoa'],
    offered: true,
  },
]

const BY_MEMBER = new Map(US_ZONES.flatMap((group) => group.members.map((name) => [name, group])))

/** The U.S. way of keeping time that `zone` names, or null for a zone outside the table. */
export function usZoneOf(zone: string): UsZone | null {
  return BY_MEMBER.get(zone) ?? null
}

/** "Eastern Time" for a U.S. zone; elsewhere the planner's city name for it ("London time"). */
export function zoneInWords(zone: string): string {
  return usZoneOf(zone)?.words ?? zoneLabel(zone)
}

/** The 50 states and DC, then the territories and freely associated states IPEDS also lists. */
const PLACE_NAMES: Readonly<Record<string, string | undefined>> = {
  ...STATE_NAMES,
  AS: 'American Samoa',
  FM: 'the Federated States of Micronesia',
  GU: 'Guam',
  MH: 'the Marshall Islands',
  MP: 'the Northern Mariana Islands',
  PR: 'Puerto Rico',
  PW: 'Palau',
  VI: 'the U.S. Virgin Islands',
}

function stateName(code: string): string {
  return PLACE_NAMES[code] ?? code
}

/** "Ann Arbor, Michigan" from the catalogue's city and two-letter state; '' when both are empty. */
export function placeInWords(
  city: string | null | undefined,
  state: string | null | undefined,
): string {
  const parts = [city?.trim() ?? '', state ? stateName(state.trim()) : ''].filter(
    (part) => part !== '',
  )
  return parts.join(', ')
}

/** The catalogue's facts the school's zone is said with. */
export type ZonedSchool = {
  city?: string | null
  state?: string | null
  time_zone?: string | null
}

/** "Ann Arbor, Michigan: Eastern Time", or null when the catalogue gives the school no zone. */
export function schoolZoneInWords(school: ZonedSchool): string | null {
  if (!school.time_zone) return null
  const place = placeInWords(school.city, school.state)
  const words = zoneInWords(school.time_zone)
  return place === '' ? words : `${place}: ${words}`
}

/** Where the suggestion comes from, as the field credits it (the importer's boundary release). */
export const SCHOOL_ZONE_CREDIT =
  "The school's zone is found from its campus's location with timezone-boundary-builder 2026d (© OpenStreetMap contributors, ODbL)."

/** One choice of a time zone field. */
export type ZoneChoice = { readonly value: string; readonly label: string }

/**
 * "Eastern Time (Ann Arbor, Michigan)"; words that already end in a remark keep one pair of
 * brackets: "Hawaii-Aleutian Time (Hawaii, no daylight saving; Honolulu)".
 */
function withPlace(words: string, place: string): string {
  if (place === '') return words
  return words.endsWith(')') ? `${words.slice(0, -1)}; ${place})` : `${words} (${place})`
}

/** A zone a field names with a place of its own: the school's town, the student's city. */
export type PlacedZone = { readonly zone: string; readonly place: string }

/**
 * The short list of a time zone field: the U.S. zones in words, in order, with each placed zone
 * (the school's, say America/Detroit; the student's and this device's) standing in its group's
 * place and named with its place ("Eastern Time (Ann Arbor, Michigan)"), so choosing it stores
 * exactly that zone. A placed zone outside the U.S. table comes first, in its own words.
 */
export function zoneChoicesWith(placed: readonly PlacedZone[]): ZoneChoice[] {
  const own = placed.filter(
    (p, i) => p.zone !== '' && placed.findIndex((q) => q.zone === p.zone) === i,
  )
  const label = (p: PlacedZone) => withPlace(zoneInWords(p.zone), p.place)
  const abroad = own.filter((p) => usZoneOf(p.zone) === null)
  const choices = US_ZONES.flatMap((group) => {
    const mine = own.filter((p) => usZoneOf(p.zone) === group)
    if (mine.length > 0) return mine.map((p) => ({ value: p.zone, label: label(p) }))
    return group.offered ? [{ value: group.zone, label: group.words }] : []
  })
  return [...abroad.map((p) => ({ value: p.zone, label: label(p) })), ...choices]
}

/** The short list of the school's time zone field, the school's own zone named with its place. */
export function zoneChoices(school: ZonedSchool): ZoneChoice[] {
  return zoneChoicesWith([
    { zone: school.time_zone ?? '', place: placeInWords(school.city, school.state) },
  ])
}

/**
 * The city a U.S. zone is named after ("Chicago" for America/Chicago, "Indianapolis" for
 * America/Indiana/Indianapolis); '' for a zone outside the U.S. table, whose words already name
 * its city ("London time"), and for names with no city (US/Eastern, EST5EDT).
 */
function cityOf(zone: string): string {
  if (usZoneOf(zone) === null || !/^(America|Pacific)\//.test(zone)) return ''
  return zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ')
}

/** The student's own zone in words, with its city: "Central Time (Chicago)", "London time". */
export function studentZoneInWords(zone: string): string {
  return withPlace(zoneInWords(zone), cityOf(zone))
}

/**
 * The short list of the student's time zone field: the zone they have and the zone this device
 * is on, each named with its city ("Central Time (Chicago)"), among the U.S. zones in words.
 */
export function studentZoneChoices(zone: string, device: string): ZoneChoice[] {
  return zoneChoicesWith([zone, device].map((z) => ({ zone: z, place: cityOf(z) })))
}
