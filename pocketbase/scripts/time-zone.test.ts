// The campus time zone lookup (ADR 0072) where U.S. time zones split states: places named by
// their coordinates, then the catalogue's own schools there, then every school against the zones
// its state keeps. Each expectation is the civil time the place keeps, from the tz database's
// descriptions and the states' own county lists, never the library's answer copied back.
import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { SCHOOL_ZONE_CREDIT, usZoneOf } from '../../ui/src/logic/planner/zone-words.ts'
import { DEFAULT_CSV } from './import.ts'
import { POCKETBASE_DIR } from './pb.ts'
import { BOUNDARY_RELEASES, campusTimeZone, geoTzVersion, timeZoneSource } from './time-zone.ts'

type Words = 'Eastern' | 'Central' | 'Mountain' | 'Arizona' | 'Pacific' | 'Alaska' | 'Hawaii'
type Row = Record<string, string> & { state: string }

/** The group's words start with the short name ("Arizona Time (Mountain, ...)" is Arizona). */
const wordsOf = (zone: string | null): string | undefined =>
  zone === null
    ? undefined
    : usZoneOf(zone)?.words.split(' ')[0]?.replace('Hawaii-Aleutian', 'Hawaii')

describe('campusTimeZone at places where a time zone line runs', () => {
  it.each<[string, number, number, string]>([
    // Michigan's Upper Peninsula: the four counties on Wisconsin keep Central Time.
    ['Menominee, MI', 45.1078, -87.6143, 'America/Menominee'],
    ['Ironwood, MI', 46.4547, -90.171, 'America/Menominee'],
    ['Iron Mountain, MI', 45.8202, -88.066, 'America/Menominee'],
    ['Escanaba, MI', 45.7453, -87.0646, 'America/Detroit'],
    ['Marquette, MI', 46.5436, -87.3954, 'America/Detroit'],
    ['Houghton, MI', 47.1211, -88.5694, 'America/Detroit'],
    // Indiana: Eastern, but the corners by Chicago and Evansville keep Central.
    ['Indianapolis, IN', 39.7684, -86.1581, 'America/Indiana/Indianapolis'],
    ['Gary, IN', 41.5934, -87.3464, 'America/Chicago'],
    ['Hammond, IN', 41.5834, -87.5, 'America/Chicago'],
    ['Evansville, IN', 37.9716, -87.5711, 'America/Chicago'],
    // Florida west of the Apalachicola keeps Central.
    ['Pensacola, FL', 30.4213, -87.2169, 'America/Chicago'],
    // Texas: El Paso and Hudspeth counties keep Mountain; Alpine (Brewster) keeps Central.
    ['El Paso, TX', 31.7619, -106.485, 'America/Denver'],
    ['Alpine, TX', 30.3585, -103.661, 'America/Chicago'],
    // The Dakotas, Nebraska and Kansas: Mountain in the west.
    ['Bismarck, ND', 46.8083, -100.7837, 'America/Chicago'],
    ['Scottsbluff, NE', 41.8666, -103.6672, 'America/Denver'],
    ['North Platte, NE', 41.1239, -100.7654, 'America/Chicago'],
    ['Goodland, KS', 39.3508, -101.7102, 'America/Denver'],
    ['Garden City, KS', 37.9717, -100.8727, 'America/Chicago'],
    // Kentucky and Tennessee.
    ['Bowling Green, KY', 36.9685, -86.4808, 'America/Chicago'],
    ['Lexington, KY', 38.0406, -84.5037, 'America/New_York'],
    ['Nashville, TN', 36.1627, -86.7816, 'America/Chicago'],
    ['Knoxville, TN', 35.9606, -83.9207, 'America/New_York'],
    // Idaho and Oregon: the panhandle keeps Pacific; Malheur County, Oregon keeps Mountain.
    ['Boise, ID', 43.615, -116.2023, 'America/Boise'],
    ['Moscow, ID', 46.7324, -117.0002, 'America/Los_Angeles'],
    ['Lewiston, ID', 46.4165, -117.0177, 'America/Los_Angeles'],
    ['Ontario, OR', 44.0266, -116.9629, 'America/Boise'],
    // Arizona keeps standard time, but the Navajo Nation keeps daylight saving (Mountain), and
    // the Hopi Reservation inside it does not.
    ['Tempe, AZ', 33.4255, -111.94, 'America/Phoenix'],
    ['Window Rock, AZ (Navajo Nation)', 35.6803, -109.0526, 'America/Denver'],
    ['Tuba City, AZ (Navajo Nation)', 36.135, -111.2399, 'America/Denver'],
    ['Kykotsmovi, AZ (Hopi Reservation)', 35.8747, -110.6238, 'America/Phoenix'],
    ['Honolulu, HI', 21.3069, -157.8583, 'Pacific/Honolulu'],
    ['Anchorage, AK', 61.2181, -149.9003, 'America/Anchorage'],
    ['Adak, AK', 51.88, -176.658, 'America/Adak'],
    // Territories (the catalogue has none; the words cover them).
    ['San Juan, PR', 18.4655, -66.1057, 'America/Puerto_Rico'],
    ['Charlotte Amalie, VI', 18.3419, -64.9307, 'America/Puerto_Rico'],
    ['Hagåtña, GU', 13.4757, 144.7489, 'Pacific/Guam'],
    ['Saipan, MP', 15.185, 145.7467, 'Pacific/Guam'],
    // American Samoa is UTC-11; independent Samoa, 130 km away, is UTC+13.
    ['Pago Pago, AS', -14.2756, -170.702, 'Pacific/Pago_Pago'],
  ])('%s (%f, %f) keeps %s', (_place, latitude, longitude, zone) => {
    expect(campusTimeZone(latitude, longitude)).toBe(zone)
  })

  it.each<[number, number]>([
    [30, -40], // the open Atlantic: a nautical zone, no school's clock
    [Number.NaN, -87],
    [91, 0],
    [0, 181],
  ])('(%f, %f) has no campus zone', (latitude, longitude) => {
    expect(campusTimeZone(latitude, longitude)).toBeNull()
  })
})

const rows: Row[] = parse(readFileSync(DEFAULT_CSV, 'utf8'), { columns: true })
const byUnitid = new Map(rows.map((row) => [row.unitid, row]))

describe("the catalogue's schools in split states", () => {
  it.each<[string, string, string, string, Words]>([
    // unitid, name, city, state: as the catalogue has them; then the time the campus keeps.
    ['151351', 'Indiana University-Bloomington', 'Bloomington', 'IN', 'Eastern'],
    ['152080', 'University of Notre Dame', 'Notre Dame', 'IN', 'Eastern'],
    ['243780', 'Purdue University-Main Campus', 'West Lafayette', 'IN', 'Eastern'],
    ['151360', 'Indiana University-Northwest', 'Gary', 'IN', 'Central'],
    ['490805', 'Purdue University Northwest', 'Hammond', 'IN', 'Central'],
    ['152600', 'Valparaiso University', 'Valparaiso', 'IN', 'Central'],
    ['150534', 'University of Evansville', 'Evansville', 'IN', 'Central'],
    ['151306', 'University of Southern Indiana', 'Evansville', 'IN', 'Central'],
    ['152099', 'Oakland City University', 'Oakland City', 'IN', 'Central'],
    ['151379', 'Indiana University-Southeast', 'New Albany', 'IN', 'Eastern'],
    ['171456', 'Northern Michigan University', 'Marquette', 'MI', 'Eastern'],
    ['171128', 'Michigan Technological University', 'Houghton', 'MI', 'Eastern'],
    ['170976', 'University of Michigan-Ann Arbor', 'Ann Arbor', 'MI', 'Eastern'],
    ['138354', 'University of West Florida', 'Pensacola', 'FL', 'Central'],
    ['132408', 'Baptist University of Florida', 'Graceville', 'FL', 'Central'],
    ['134097', 'Florida State University', 'Tallahassee', 'FL', 'Eastern'],
    ['228796', 'The University of Texas at El Paso', 'El Paso', 'TX', 'Mountain'],
    ['228787', 'The University of Texas at Dallas', 'Richardson', 'TX', 'Central'],
    ['200059', 'Dickinson State University', 'Dickinson', 'ND', 'Mountain'],
    ['200280', 'University of North Dakota', 'Grand Forks', 'ND', 'Central'],
    ['219347', 'South Dakota School of Mines and Technology', 'Rapid City', 'SD', 'Mountain'],
    ['219046', 'Black Hills State University', 'Spearfish', 'SD', 'Mountain'],
    ['219356', 'South Dakota State University', 'Brookings', 'SD', 'Central'],
    ['180948', 'Chadron State College', 'Chadron', 'NE', 'Mountain'],
    ['181464', 'University of Nebraska-Lincoln', 'Lincoln', 'NE', 'Central'],
    ['155317', 'University of Kansas', 'Lawrence', 'KS', 'Central'],
    ['157951', 'Western Kentucky University', 'Bowling Green', 'KY', 'Central'],
    ['157401', 'Murray State University', 'Murray', 'KY', 'Central'],
    ['157216', 'Lindsey Wilson College', 'Columbia', 'KY', 'Central'],
    ['157085', 'University of Kentucky', 'Lexington', 'KY', 'Eastern'],
    ['157289', 'University of Louisville', 'Louisville', 'KY', 'Eastern'],
    ['221999', 'Vanderbilt University', 'Nashville', 'TN', 'Central'],
    ['221759', 'The University of Tennessee-Knoxville', 'Knoxville', 'TN', 'Eastern'],
    ['221740', 'The University of Tennessee-Chattanooga', 'Chattanooga', 'TN', 'Eastern'],
    ['142115', 'Boise State University', 'Boise', 'ID', 'Mountain'],
    ['142285', 'University of Idaho', 'Moscow', 'ID', 'Pacific'],
    ['142328', 'Lewis-Clark State College', 'Lewiston', 'ID', 'Pacific'],
    ['209542', 'Oregon State University', 'Corvallis', 'OR', 'Pacific'],
    ['104151', 'Arizona State University Campus Immersion', 'Tempe', 'AZ', 'Arizona'],
    ['105330', 'Northern Arizona University', 'Flagstaff', 'AZ', 'Arizona'],
    ['141574', 'University of Hawaii at Manoa', 'Honolulu', 'HI', 'Hawaii'],
    ['102614', 'University of Alaska Fairbanks', 'Fairbanks', 'AK', 'Alaska'],
    ['102632', 'University of Alaska Southeast', 'Juneau', 'AK', 'Alaska'],
  ])('%s %s (%s, %s) keeps %s Time', (unitid, name, city, state, words) => {
    const row = byUnitid.get(unitid)
    expect(row && [row.name, row.city, row.state]).toEqual([name, city, state])
    expect(wordsOf(campusTimeZone(Number(row?.latitude), Number(row?.longitude)))).toBe(words)
  })
})

/** The U.S. times each state keeps somewhere in it (the 50 states and DC). */
const STATE_TIMES: Record<string, readonly Words[]> = {
  AL: ['Central'],
  AK: ['Alaska', 'Hawaii'],
  AZ: ['Arizona', 'Mountain'],
  AR: ['Central'],
  CA: ['Pacific'],
  CO: ['Mountain'],
  CT: ['Eastern'],
  DC: ['Eastern'],
  DE: ['Eastern'],
  FL: ['Eastern', 'Central'],
  GA: ['Eastern'],
  HI: ['Hawaii'],
  ID: ['Mountain', 'Pacific'],
  IL: ['Central'],
  IN: ['Eastern', 'Central'],
  IA: ['Central'],
  KS: ['Central', 'Mountain'],
  KY: ['Eastern', 'Central'],
  LA: ['Central'],
  ME: ['Eastern'],
  MD: ['Eastern'],
  MA: ['Eastern'],
  MI: ['Eastern', 'Central'],
  MN: ['Central'],
  MS: ['Central'],
  MO: ['Central'],
  MT: ['Mountain'],
  NE: ['Central', 'Mountain'],
  NV: ['Pacific', 'Mountain'],
  NH: ['Eastern'],
  NJ: ['Eastern'],
  NM: ['Mountain'],
  NY: ['Eastern'],
  NC: ['Eastern'],
  ND: ['Central', 'Mountain'],
  OH: ['Eastern'],
  OK: ['Central'],
  OR: ['Pacific', 'Mountain'],
  PA: ['Eastern'],
  RI: ['Eastern'],
  SC: ['Eastern'],
  SD: ['Central', 'Mountain'],
  TN: ['Eastern', 'Central'],
  TX: ['Central', 'Mountain'],
  UT: ['Mountain'],
  VT: ['Eastern'],
  VA: ['Eastern'],
  WA: ['Pacific'],
  WV: ['Eastern'],
  WI: ['Central'],
  WY: ['Mountain'],
}

describe('every school of the catalogue', () => {
  const zoned = rows.map((row) => ({
    row,
    zone: campusTimeZone(Number(row.latitude), Number(row.longitude)),
  }))

  it('gets a zone its state keeps', () => {
    const wrong = zoned
      .filter(({ row, zone }) => !STATE_TIMES[row.state]?.includes(wordsOf(zone) as Words))
      .map(({ row, zone }) => `${row.unitid} ${row.name} (${row.city}, ${row.state}): ${zone}`)
    expect(wrong).toEqual([])
  })

  it('is in a U.S. zone the planner says in words', () => {
    expect(zoned.filter(({ zone }) => zone === null || usZoneOf(zone) === null)).toEqual([])
  })
})

describe('where the zones come from', () => {
  it('records the boundary release of the installed geo-tz, as the data dictionary and the product say', () => {
    const version = geoTzVersion()
    const release = BOUNDARY_RELEASES[version]
    expect(release, `geo-tz ${version}: record its boundary release`).toMatch(/^\d{4}[a-z]$/)
    const { library, boundaries } = timeZoneSource()
    const dictionary = readFileSync(`${POCKETBASE_DIR}/data/README.md`, 'utf8')
    expect(dictionary).toContain(library)
    expect(dictionary).toContain(boundaries)
    expect(SCHOOL_ZONE_CREDIT).toContain(boundaries)
  })

  it('is pinned to one exact geo-tz version', () => {
    const manifest = JSON.parse(readFileSync(`${POCKETBASE_DIR}/package.json`, 'utf8')) as {
      dependencies: Record<string, string>
    }
    expect(manifest.dependencies['geo-tz']).toBe(geoTzVersion())
  })
})
