import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { intlOffsetAt } from './intl-zone.ts'
import {
  placeInWords,
  schoolZoneInWords,
  studentZoneChoices,
  studentZoneInWords,
  US_ZONES,
  usZoneOf,
  zoneChoices,
  zoneInWords,
} from './zone-words.ts'

/** The zones the tz database lists for the United States and its territories (zone.tab). */
const US_ZONE_TAB = [
  'America/New_York',
  'America/Detroit',
  'America/Kentucky/Louisville',
  'America/Kentucky/Monticello',
  'America/Indiana/Indianapolis',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  'America/Chicago',
  'America/Indiana/Tell_City',
  'America/Indiana/Knox',
  'America/Menominee',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/North_Dakota/Beulah',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/St_Thomas',
  'Pacific/Guam',
  'Pacific/Saipan',
  'Pacific/Pago_Pago',
]

describe('zoneInWords: a zone as U.S. students name it', () => {
  it.each([
    ['America/Detroit', 'Eastern Time'],
    ['America/Indiana/Indianapolis', 'Eastern Time'],
    // Browsers list Indiana's and Kentucky's zones under their older names.
    ['America/Indianapolis', 'Eastern Time'],
    ['America/Louisville', 'Eastern Time'],
    ['America/Kentucky/Louisville', 'Eastern Time'],
    ['America/Chicago', 'Central Time'],
    ['America/Menominee', 'Central Time'],
    ['America/Indiana/Tell_City', 'Central Time'],
    ['America/North_Dakota/New_Salem', 'Central Time'],
    ['America/Denver', 'Mountain Time'],
    ['America/Boise', 'Mountain Time'],
    ['America/Phoenix', 'Arizona Time (Mountain, no daylight saving)'],
    ['America/Los_Angeles', 'Pacific Time'],
    ['America/Juneau', 'Alaska Time'],
    ['Pacific/Honolulu', 'Hawaii-Aleutian Time (Hawaii, no daylight saving)'],
    ['America/Adak', 'Hawaii-Aleutian Time (Aleutian Islands, with daylight saving)'],
    ['America/Puerto_Rico', 'Atlantic Time (Puerto Rico, U.S. Virgin Islands)'],
    ['America/St_Thomas', 'Atlantic Time (Puerto Rico, U.S. Virgin Islands)'],
    ['Pacific/Saipan', 'Chamorro Time (Guam, Northern Mariana Islands)'],
    ['Pacific/Pago_Pago', 'Samoa Time (American Samoa)'],
    // Outside the United States: the planner's city name.
    ['Europe/London', 'London time'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires time'],
    ['UTC', 'UTC'],
  ])('%s is %s', (zone, words) => {
    expect(zoneInWords(zone)).toBe(words)
  })

  it('names every zone of the United States and its territories', () => {
    expect(US_ZONE_TAB.filter((zone) => usZoneOf(zone) === null)).toEqual([])
  })

  it('lists no zone under two names', () => {
    const members = US_ZONES.flatMap((group) => group.members)
    expect(new Set(members).size).toBe(members.length)
  })

  // The words are true only if every member keeps its group's clock: checked with the machine's
  // zone rules in every week of this cycle and the next (daylight saving on and off).
  it("says what each member's clocks show, every week of 2026-2028", () => {
    const weeks = Array.from(
      { length: 53 * 2 },
      (_, i) => Date.UTC(2026, 6, 1) + i * 7 * 86_400_000,
    )
    const differing = US_ZONES.flatMap((group) =>
      group.members.flatMap((member) =>
        weeks
          .filter((at) => intlOffsetAt(member, at) !== intlOffsetAt(group.zone, at))
          .map((at) => `${member} vs ${group.zone} on ${new Date(at).toISOString().slice(0, 10)}`),
      ),
    )
    expect(differing).toEqual([])
  })

  it.each([
    ['America/Phoenix', false],
    ['Pacific/Honolulu', false],
    ['America/Adak', true],
    ['America/Denver', true],
    ['America/Puerto_Rico', false],
  ])('%s keeps daylight saving: %s (as its words say)', (zone, saves) => {
    const winter = intlOffsetAt(zone, Date.UTC(2027, 0, 15))
    const summer = intlOffsetAt(zone, Date.UTC(2027, 6, 15))
    expect(winter !== summer).toBe(saves)
  })
})

describe('placeInWords and schoolZoneInWords', () => {
  it.each([
    ['Ann Arbor', 'MI', 'Ann Arbor, Michigan'],
    ['Washington', 'DC', 'Washington, District of Columbia'],
    ['San Juan', 'PR', 'San Juan, Puerto Rico'],
    ['Mangilao', 'GU', 'Mangilao, Guam'],
    ['Pago Pago', 'AS', 'Pago Pago, American Samoa'],
    ['Somewhere', 'ZZ', 'Somewhere, ZZ'],
    ['', 'OH', 'Ohio'],
    [null, null, ''],
  ])('%s, %s reads "%s"', (city, state, words) => {
    expect(placeInWords(city, state)).toBe(words)
  })

  it.each([
    [
      { city: 'Ann Arbor', state: 'MI', time_zone: 'America/Detroit' },
      'Ann Arbor, Michigan: Eastern Time',
    ],
    [
      { city: 'Tempe', state: 'AZ', time_zone: 'America/Phoenix' },
      'Tempe, Arizona: Arizona Time (Mountain, no daylight saving)',
    ],
    [{ city: 'Gary', state: 'IN', time_zone: 'America/Chicago' }, 'Gary, Indiana: Central Time'],
    [
      { city: 'Honolulu', state: 'HI', time_zone: 'Pacific/Honolulu' },
      'Honolulu, Hawaii: Hawaii-Aleutian Time (Hawaii, no daylight saving)',
    ],
    [
      { city: 'San Juan', state: 'PR', time_zone: 'America/Puerto_Rico' },
      'San Juan, Puerto Rico: Atlantic Time (Puerto Rico, U.S. Virgin Islands)',
    ],
    [{ time_zone: 'America/Boise' }, 'Mountain Time'],
    [{ city: 'Ann Arbor', state: 'MI', time_zone: null }, null],
    [{ city: 'Ann Arbor', state: 'MI', time_zone: '' }, null],
    [{ city: 'Ann Arbor', state: 'MI' }, null],
  ])('%j reads %j', (school, words) => {
    expect(schoolZoneInWords(school)).toBe(words)
  })
})

const OFFERED = [
  'Eastern Time',
  'Central Time',
  'Mountain Time',
  'Arizona Time (Mountain, no daylight saving)',
  'Pacific Time',
  'Alaska Time',
  'Hawaii-Aleutian Time (Hawaii, no daylight saving)',
  'Atlantic Time (Puerto Rico, U.S. Virgin Islands)',
  'Chamorro Time (Guam, Northern Mariana Islands)',
  'Samoa Time (American Samoa)',
]

describe('zoneChoices: the short list of the school time zone field', () => {
  it('offers the U.S. zones in words, in order, when the school has no zone', () => {
    const choices = zoneChoices({ city: 'Springfield', state: 'IL', time_zone: null })
    expect(choices.map((choice) => choice.label)).toEqual(OFFERED)
    expect(choices[0]).toEqual({ value: 'America/New_York', label: 'Eastern Time' })
  })

  it("puts the school's own zone in its group's place, named with the school's place", () => {
    const choices = zoneChoices({ city: 'Ann Arbor', state: 'MI', time_zone: 'America/Detroit' })
    expect(choices[0]).toEqual({
      value: 'America/Detroit',
      label: 'Eastern Time (Ann Arbor, Michigan)',
    })
    expect(choices.slice(1).map((choice) => choice.label)).toEqual(OFFERED.slice(1))
  })

  it('offers a zone the short list leaves out when it is the school’s (Adak)', () => {
    const labels = zoneChoices({ city: 'Adak', state: 'AK', time_zone: 'America/Adak' }).map(
      (choice) => choice.label,
    )
    expect(labels).toContain(
      'Hawaii-Aleutian Time (Aleutian Islands, with daylight saving; Adak, Alaska)',
    )
    expect(labels).toHaveLength(OFFERED.length + 1)
  })

  it('puts a school zone outside the United States first', () => {
    const [first, ...rest] = zoneChoices({ city: 'London', state: '', time_zone: 'Europe/London' })
    expect(first).toEqual({ value: 'Europe/London', label: 'London time (London)' })
    expect(rest.map((choice) => choice.label)).toEqual(OFFERED)
  })

  it("holds the school's zone exactly once, whatever U.S. zone it is, and every value once", () => {
    const members = US_ZONES.flatMap((group) => group.members)
    fc.assert(
      fc.property(fc.constantFrom(...members), fc.string(), (zone, city) => {
        const values = zoneChoices({ city, state: 'TX', time_zone: zone }).map((c) => c.value)
        expect(values.filter((value) => value === zone)).toHaveLength(1)
        expect(new Set(values).size).toBe(values.length)
      }),
    )
  })
})

describe("the student's own zone: said with its city, chosen from the same short list", () => {
  it.each([
    ['America/Chicago', 'Central Time (Chicago)'],
    ['America/Detroit', 'Eastern Time (Detroit)'],
    ['America/Indiana/Indianapolis', 'Eastern Time (Indianapolis)'],
    ['America/Los_Angeles', 'Pacific Time (Los Angeles)'],
    ['Pacific/Honolulu', 'Hawaii-Aleutian Time (Hawaii, no daylight saving; Honolulu)'],
    ['America/Phoenix', 'Arizona Time (Mountain, no daylight saving; Phoenix)'],
    // Names with no city, and zones abroad, whose words already name their city.
    ['US/Eastern', 'Eastern Time'],
    ['Europe/London', 'London time'],
    ['Asia/Kolkata', 'Kolkata time'],
    ['UTC', 'UTC'],
  ])('%s reads "%s"', (zone, words) => {
    expect(studentZoneInWords(zone)).toBe(words)
  })

  it("puts the student's zone in its group's place, the rest of the list unchanged", () => {
    const choices = studentZoneChoices('America/Chicago', 'America/Chicago')
    expect(choices.map((choice) => choice.label)).toEqual([
      OFFERED[0],
      'Central Time (Chicago)',
      ...OFFERED.slice(2),
    ])
    expect(choices[1]).toEqual({ value: 'America/Chicago', label: 'Central Time (Chicago)' })
  })

  it("offers this device's zone beside the one the student has, each with its city", () => {
    const labels = studentZoneChoices('America/Chicago', 'America/Los_Angeles').map(
      (choice) => choice.label,
    )
    expect(labels).toContain('Central Time (Chicago)')
    expect(labels).toContain('Pacific Time (Los Angeles)')
    expect(labels).toHaveLength(OFFERED.length)
  })

  it('keeps two zones of one group apart (Chicago and Knox, Indiana)', () => {
    const choices = studentZoneChoices('America/Chicago', 'America/Indiana/Knox')
    expect(choices.slice(1, 3)).toEqual([
      { value: 'America/Chicago', label: 'Central Time (Chicago)' },
      { value: 'America/Indiana/Knox', label: 'Central Time (Knox)' },
    ])
  })

  it('puts a zone abroad first, in its own words', () => {
    const [first, ...rest] = studentZoneChoices('Europe/London', 'America/New_York')
    expect(first).toEqual({ value: 'Europe/London', label: 'London time' })
    expect(rest[0]).toEqual({ value: 'America/New_York', label: 'Eastern Time (New York)' })
  })

  it("holds the student's zone and the device's, each once, and every value once", () => {
    const members = US_ZONES.flatMap((group) => group.members)
    const zones = fc.constantFrom(...members, 'Europe/London', 'Asia/Tokyo', 'UTC')
    fc.assert(
      fc.property(zones, zones, (zone, device) => {
        const values = studentZoneChoices(zone, device).map((c) => c.value)
        expect(values.filter((value) => value === zone)).toHaveLength(1)
        expect(values.filter((value) => value === device)).toHaveLength(1)
        expect(new Set(values).size).toBe(values.length)
      }),
    )
  })
})
