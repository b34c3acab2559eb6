// Each school's time zone (ADR 0072) against a real PocketBase with the real catalogue: computed
// by the importer from the coordinates, right where states split, filled in again by an import
// into a catalogue that lacks it, carried to the planner through the data layer (and not in the
// matching projection), and removed by the migration's down step.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CSV } from '../../pocketbase/scripts/import.ts'
import { startServer } from '../../pocketbase/scripts/server.ts'
import { plannerSchoolOf } from '../../ui/src/logic/planner/school.ts'
import { schoolZoneInWords } from '../../ui/src/logic/planner/zone-words.ts'
import { makeApplication } from '../../ui/src/testing/planner-fixtures.ts'
import { IT_ADMIN, serverForTests } from './harness.ts'
import { collectionFields, downAndUpFrom } from './migration-helpers.ts'
import { apiAs, records } from './planner-helpers.ts'

const server = serverForTests({ catalogue: true })

const MICHIGAN = 'u00000000170976'

/** The stored zone of each school, by unitid. */
async function zonesByUnitid(): Promise<Map<number, string>> {
  const zones = new Map<number, string>()
  for (let page = 1; ; page++) {
    const { body } = await server.http(
      `/api/collections/universities/records?perPage=1000&page=${page}&fields=unitid,time_zone&skipTotal=1`,
    )
    const items = body.items as { unitid: number; time_zone: string }[]
    for (const item of items) zones.set(item.unitid, item.time_zone)
    if (items.length < 1000) return zones
  }
}

describe("the catalogue's time zones", () => {
  it('gives every school a zone, and the split states their lines', async () => {
    const zones = await zonesByUnitid()
    expect(zones.size).toBe(1963)
    expect([...zones].filter(([, zone]) => zone === '')).toEqual([])
    expect(
      Object.fromEntries(
        [
          [151360, 'Indiana University-Northwest, Gary'],
          [151351, 'Indiana University-Bloomington'],
          [170976, 'University of Michigan-Ann Arbor'],
          [171456, 'Northern Michigan University, Marquette'],
          [138354, 'University of West Florida, Pensacola'],
          [228796, 'The University of Texas at El Paso'],
          [157951, 'Western Kentucky University, Bowling Green'],
          [221759, 'The University of Tennessee-Knoxville'],
          [142285, 'University of Idaho, Moscow'],
          [142115, 'Boise State University'],
          [104151, 'Arizona State University Campus Immersion, Tempe'],
          [141574, 'University of Hawaii at Manoa'],
        ].map(([unitid, name]) => [name, zones.get(Number(unitid))]),
      ),
    ).toEqual({
      'Indiana University-Northwest, Gary': 'America/Chicago',
      'Indiana University-Bloomington': 'America/Indiana/Indianapolis',
      'University of Michigan-Ann Arbor': 'America/Detroit',
      'Northern Michigan University, Marquette': 'America/Detroit',
      'University of West Florida, Pensacola': 'America/Chicago',
      'The University of Texas at El Paso': 'America/Denver',
      'Western Kentucky University, Bowling Green': 'America/Chicago',
      'The University of Tennessee-Knoxville': 'America/New_York',
      'University of Idaho, Moscow': 'America/Los_Angeles',
      'Boise State University': 'America/Boise',
      'Arizona State University Campus Immersion, Tempe': 'America/Phoenix',
      'University of Hawaii at Manoa': 'Pacific/Honolulu',
    })
  })

  it('fills a missing zone on the next import and changes nothing else', async () => {
    const admin = apiAs(server, server.adminToken)
    expect((await admin.patch(records('universities', MICHIGAN), { time_zone: '' })).status).toBe(
      200,
    )
    const summary = await server.importCatalogue()
    expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 1962, rejected: [] })
    expect((await admin.get(records('universities', MICHIGAN))).body.time_zone).toBe(
      'America/Detroit',
    )
  })

  it('refuses a zone that is not a zone name, and students may not write one', async () => {
    const admin = apiAs(server, server.adminToken)
    const bad = await admin.patch(records('universities', MICHIGAN), { time_zone: 'Eastern; DROP' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data as object)).toEqual(['time_zone'])
    const { token } = await server.student('Zone Writer')
    const student = await apiAs(server, token).patch(records('universities', MICHIGAN), {
      time_zone: 'America/Chicago',
    })
    expect(student.status).toBe(403)
    expect((await admin.get(records('universities', MICHIGAN))).body.time_zone).toBe(
      'America/Detroit',
    )
  })
})

describe('the zone on its way to the planner', () => {
  it("reaches My List, the form's school and the stored application, in words", async () => {
    const { data } = await server.student('Maya Johnson')
    await data.list.add(MICHIGAN)
    const [entry] = await data.list.items()
    expect(entry?.university.time_zone).toBe('America/Detroit')
    const school = plannerSchoolOf(entry!.university)
    expect(schoolZoneInWords(school)).toBe('Ann Arbor, Michigan: Eastern Time')

    await data.planner.ensureSettings('America/Chicago')
    const saved = await data.planner.createApplication(
      makeApplication({
        id: '',
        school,
        plan: 'ea',
        deadline_date: '2030-11-01',
        deadline_zone_rule: 'school',
        deadline_zone: school.time_zone ?? '',
      }),
    )
    expect(saved.application.deadline_zone).toBe('America/Detroit')
    // 11:59 pm in Ann Arbor, EDT (UTC-4) on November 1.
    expect(saved.application.deadline_at).toBe('2030-11-02T03:59:00.000Z')
    const [loaded] = (await data.planner.load()).applications
    expect(loaded?.school).toMatchObject({
      city: 'Ann Arbor',
      state: 'MI',
      time_zone: 'America/Detroit',
    })
  })

  it('stays out of the matching projection', async () => {
    const { data } = await server.student('Matcher')
    const catalogue = await data.universities.matchingCatalogue()
    expect(catalogue).toHaveLength(1963)
    expect(catalogue[0]).not.toHaveProperty('time_zone')
  })
})

describe('a catalogue imported before the time zones', () => {
  it('gets them at the next start, with nothing else changed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cc-zones-'))
    const csvDir = mkdtempSync(join(tmpdir(), 'cc-zones-csv-'))
    const [header = '', ...rows] = readFileSync(DEFAULT_CSV, 'utf8').split('\n')
    const csv = join(csvDir, 'universities.csv')
    writeFileSync(csv, `${[header, ...rows.slice(0, 3)].join('\n')}\n`)
    const start = () =>
      startServer({ mode: 'test', dataDir, admin: IT_ADMIN, catalogue: csv, log: () => undefined })
    const zones = async (url: string) =>
      (
        (await (
          await fetch(
            `${url}/api/collections/universities/records?fields=time_zone,name&sort=unitid`,
          )
        ).json()) as { items: { name: string; time_zone: string }[] }
      ).items
    try {
      const first = await start()
      const imported = await zones(first.url)
      expect(imported.map((item) => item.time_zone)).toEqual([
        'America/Chicago',
        'America/Chicago',
        'America/Chicago',
      ])
      // As an older catalogue has it: no zones.
      for (const id of ['u00000000100654', 'u00000000100663', 'u00000000100690']) {
        await fetch(`${first.url}${records('universities', id)}`, {
          method: 'PATCH',
          headers: { authorization: first.adminToken!, 'content-type': 'application/json' },
          body: JSON.stringify({ time_zone: '' }),
        })
      }
      expect((await zones(first.url)).every((item) => item.time_zone === '')).toBe(true)
      await first.close()

      const again = await start()
      expect(await zones(again.url)).toEqual(imported)
      await again.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(csvDir, { recursive: true, force: true })
    }
  })
})

describe('migration 1763870000', () => {
  it('has a down step that removes time_zone, and applies again', () => {
    downAndUpFrom('1763870000', (dir, stage) => {
      expect(collectionFields(dir, 'universities').includes('time_zone')).toBe(stage !== 'down')
    })
  })
})
