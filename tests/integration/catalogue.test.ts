import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { findCsv } from '../../pocketbase/scripts/import.ts'
import { describe, expect, it } from 'vitest'
import { searchKey } from '../../ui/src/logic/search/search-key.ts'
import { serverForTests } from './harness.ts'

const server = serverForTests()

const count = async (filter = '') =>
  (
    await server.http(
      `/api/collections/universities/records?perPage=1${filter ? `&filter=${encodeURIComponent(filter)}` : ''}`,
    )
  ).body.totalItems as number

describe('the catalogue importer', () => {
  it('loads every row once, and a second run changes nothing', async () => {
    const first = await server.importCatalogue()
    expect(first).toMatchObject({ rows: 1963, inserted: 1963, updated: 0, rejected: [] })
    const second = await server.importCatalogue()
    expect(second).toMatchObject({
      rows: 1963,
      inserted: 0,
      updated: 0,
      unchanged: 1963,
      rejected: [],
    })
    expect(await count()).toBe(1963)
  })

  it('keeps figures as numbers and "not reported" as null (spot check: Harvard)', async () => {
    const harvard = (
      await server.http(
        `/api/collections/universities/records?filter=${encodeURIComponent('unitid = 166027')}`,
      )
    ).body.items[0]
    expect(harvard).toMatchObject({
      name: 'Harvard University',
      setting: 'urban',
      undergrad_enrollment: 7973,
      admit_rate_fall2022: 0.0324,
      tuition_fees_out_of_state_2022_23: 57261,
    })
    // Open-admission schools report no admissions: stored as null, never as 0; real zeros stay 0.
    const rows: Record<string, string>[] = parse(readFileSync(findCsv()!, 'utf8'), {
      columns: true,
    })
    const empty = rows.filter((r) => r.admit_rate_fall2022 === '').length
    const zero = rows.filter(
      (r) => r.admit_rate_fall2022 !== '' && Number(r.admit_rate_fall2022) === 0,
    ).length
    expect(empty).toBeGreaterThan(0)
    expect(await count('admit_rate_fall2022 = null')).toBe(empty)
    expect(await count('admit_rate_fall2022 = 0')).toBe(zero)
  })

  it('imports the 2026-11-22 columns under the CSV names: faith, fee (0 is no fee), open admission, considerations', async () => {
    const get = async (unitid: number) =>
      (
        await server.http(
          `/api/collections/universities/records?filter=${encodeURIComponent(`unitid = ${unitid}`)}`,
        )
      ).body.items[0]
    const rows: Record<string, string>[] = parse(readFileSync(findCsv()!, 'utf8'), {
      columns: true,
    })
    const notreDame = rows.find((r) => r.unitid === '152080')!
    expect(await get(152080)).toMatchObject({
      religious_affiliation: 'Roman Catholic',
      religious_affiliation_code: Number(notreDame.religious_affiliation_code),
      application_fee_2021_22: Number(notreDame.application_fee_2021_22),
      open_admission_2021_22: false,
      essay_requirement_fall2022: notreDame.essay_requirement_fall2022,
      recommendations_requirement_fall2022: notreDame.recommendations_requirement_fall2022,
      sat_submit_share_fall2022: Number(notreDame.sat_submit_share_fall2022),
    })
    const noFee = rows.find((r) => r.application_fee_2021_22 === '0')!
    expect((await get(Number(noFee.unitid))).application_fee_2021_22).toBe(0)
    const open = rows.filter((r) => r.open_admission_2021_22 === 'True').length
    const unknown = rows.filter((r) => r.open_admission_2021_22 === '').length
    expect(await count('open_admission_2021_22 = true')).toBe(open)
    expect(await count('open_admission_2021_22 = null')).toBe(unknown)
    const blind = rows.filter(
      (r) => r.admission_test_scores_requirement_fall2022 === 'not_considered',
    )
    expect(await count("admission_test_scores_requirement_fall2022 = 'not_considered'")).toBe(
      blind.length,
    )
  })

  it('reports a malformed row with its line and column and loads the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-csv-'))
    const csv = join(dir, 'bad.csv')
    writeFileSync(
      csv,
      [
        'unitid,name,city,state,control,locale_code,locale,setting,admit_rate_fall2022',
        '999001,Good Test College,Springfield,IL,public,12,City: Midsize,urban,0.5',
        '999002,Bad Test College,Springfield,IL,public,12,City: Midsize,metropolis,0.5',
      ].join('\n'),
    )
    const summary = await server.importCatalogue(csv)
    expect(summary.inserted).toBe(1)
    expect(summary.rejected).toEqual([
      {
        line: 3,
        column: 'setting',
        reason: '"metropolis" is not one of urban, suburban, town, rural',
      },
    ])
    expect(await count('unitid = 999001')).toBe(1)
    expect(await count('unitid = 999002')).toBe(0)
  })

  it('is public to read and closed to write for everyone but admins', async () => {
    const { token } = await server.student()
    const create = await server.http('/api/collections/universities/records', {
      method: 'POST',
      token,
      body: JSON.stringify({ unitid: 1, name: 'Fake U' }),
    })
    expect(create.status).toBe(403)
    const harvard = 'u00000000166027'
    const update = await server.http(`/api/collections/universities/records/${harvard}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ name: 'Hacked' }),
    })
    expect(update.status).toBe(403)
    expect((await server.http(`/api/collections/universities/records/${harvard}`)).body.name).toBe(
      'Harvard University',
    )
  })

  it('stores the same search key the browser computes, for every school', async () => {
    const items: { name: string; city: string; state: string; search_text: string }[] = []
    for (let page = 1; page <= 2; page++) {
      const result = await server.http(
        `/api/collections/universities/records?perPage=1000&page=${page}&fields=name,city,state,search_text`,
      )
      items.push(...result.body.items)
    }
    expect(items.length).toBeGreaterThanOrEqual(1963)
    const mismatches = items.filter(
      (u) => u.search_text !== searchKey(`${u.name} ${u.city} ${u.state}`),
    )
    expect(mismatches).toEqual([])
  })

  it('finds schools as students name them through the data layer, with city and state', async () => {
    const { data } = await server.student()
    const [first] = await data.universities.search('texas austin')
    expect(first).toEqual({
      id: 'u00000000228778',
      unitid: 228778,
      name: 'The University of Texas at Austin',
      city: 'Austin',
      state: 'TX',
    })
    const accents = await data.universities.search('HARVÁRD')
    expect(accents[0]?.name).toBe('Harvard University')
    expect((await data.universities.search('UCLA'))[0]?.name).toBe(
      'University of California-Los Angeles',
    )
    expect((await data.universities.search('Ohio State', { limit: 2 })).map((u) => u.name)).toEqual(
      ['Ohio State University-Main Campus', 'Ohio State University-Lima Campus'],
    )
    expect(await data.universities.search('zzzz no such school')).toEqual([])
  })

  it('loads the search index once, and sees a renamed school after the next visit', async () => {
    const { data } = await server.student()
    expect(await data.universities.search('')).toEqual([])
    const renamed = await server.http('/api/collections/universities/records/u00000000174844', {
      method: 'PATCH',
      token: server.adminToken,
      body: JSON.stringify({ name: 'Saint Olaf College' }),
    })
    expect(renamed.status).toBe(200)
    const { data: later } = await server.student()
    expect((await later.universities.search('st olaf'))[0]?.name).toBe('Saint Olaf College')
    await server.http('/api/collections/universities/records/u00000000174844', {
      method: 'PATCH',
      token: server.adminToken,
      body: JSON.stringify({ name: 'St Olaf College' }),
    })
  })
})

describe('saved universities: a student list, private and without duplicates', () => {
  it('adding twice keeps one entry, and only the owner sees or removes it', async () => {
    const owner = await server.student('Owner')
    const other = await server.student('Other')
    const first = await owner.data.list.add('u00000000166027')
    const again = await owner.data.list.add('u00000000166027')
    expect(again.id).toBe(first.id)
    expect((await owner.data.list.items()).map((e) => e.university.name)).toEqual([
      'Harvard University',
    ])

    expect(await other.data.list.items()).toEqual([])
    expect(
      (
        await server.http(`/api/collections/saved_universities/records/${first.id}`, {
          token: other.token,
        })
      ).status,
    ).toBe(404)
    const steal = await server.http(`/api/collections/saved_universities/records/${first.id}`, {
      method: 'DELETE',
      token: other.token,
    })
    expect(steal.status).toBe(404)
    const plant = await server.http('/api/collections/saved_universities/records', {
      method: 'POST',
      token: other.token,
      body: JSON.stringify({ user: owner.student.id, university: 'u00000000228778' }),
    })
    expect(plant.status).toBe(400)
    expect((await owner.data.list.items()).map((e) => e.university.id)).toEqual(['u00000000166027'])

    await owner.data.list.remove(first.id)
    expect(await owner.data.list.items()).toEqual([])
  })
})
