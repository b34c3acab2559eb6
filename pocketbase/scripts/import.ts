// The catalogue importer: reads the universities CSV with a real CSV parser, checks every cell
// against the `universities` collection's own schema, adds the columns it derives (each school's
// time zone, from its coordinates: ADR 0072), and upserts by `unitid` through the batch API.
// Running it twice changes nothing the second time. Malformed rows are reported by line and
// column; the rest still load.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'csv-parse/sync'
import { adminCredentials, DEFAULT_PORT } from './config.ts'
import { apiCall, POCKETBASE_DIR, superuserToken } from './pb.ts'
import { campusTimeZone } from './time-zone.ts'

/** The repository's own copy of the public-domain catalogue (pocketbase/data/README.md). */
export const DEFAULT_CSV = resolve(POCKETBASE_DIR, 'data/universities.csv')
const BATCH_SIZE = 100

export const CSV_HELP = `No universities CSV found at ${process.env.UNIVERSITIES_CSV ?? DEFAULT_CSV}.
The repository keeps a copy in pocketbase/data/universities.csv; UNIVERSITIES_CSV points elsewhere.
The catalogue is public-domain U.S. federal data; to rebuild it, download the College Scorecard
institution file (https://collegescorecard.ed.gov/data/) and the IPEDS HD, IC and ADM files
(https://nces.ed.gov/ipeds/datacenter/DataFiles.aspx) and produce the columns listed in
pocketbase/data/README.md (not time_zone: the importer computes it from latitude and longitude).
The product runs without it; search and matching stay empty.`

type Field = {
  name: string
  type: string
  required?: boolean
  onlyInt?: boolean
  min?: number | null
  max?: number | null
  values?: string[]
}

export type Rejection = { line: number; column: string; reason: string }
export type ImportSummary = {
  rows: number
  inserted: number
  updated: number
  unchanged: number
  rejected: Rejection[]
  /** Lines of rows whose coordinates fall in no time zone (their `time_zone` stays empty). */
  noTimeZone: number[]
}

type Row = Record<string, unknown>

/** Resolves the CSV path: `UNIVERSITIES_CSV`, else the repository's copy, else null. */
export function findCsv(explicit?: string): string | null {
  const candidate = explicit ?? process.env.UNIVERSITIES_CSV ?? DEFAULT_CSV
  return existsSync(candidate) ? candidate : null
}

/** Turns one CSV cell into the value the field expects, or explains why it cannot. */
export function convertCell(field: Field, raw: string): { value: unknown } | { error: string } {
  const text = raw.trim()
  if (text === '') {
    if (field.required) return { error: 'is required but empty' }
    switch (field.type) {
      case 'json':
        return { value: null }
      case 'bool':
        return { value: false }
      case 'number':
        return { value: 0 }
      default:
        return { value: '' }
    }
  }
  switch (field.type) {
    case 'text':
      return { value: text }
    case 'number':
    case 'json': {
      // A JSON column holds a figure, or a flag written True/False (open_admission_2021_22).
      const flag = field.type === 'json' ? text.toLowerCase() : ''
      if (flag === 'true' || flag === 'false') return { value: flag === 'true' }
      const n = Number(text)
      if (!Number.isFinite(n)) return { error: `"${text}" is not a number` }
      if (field.onlyInt && !Number.isInteger(n)) return { error: `"${text}" is not a whole number` }
      if (field.min != null && n < field.min) return { error: `${n} is below ${field.min}` }
      if (field.max != null && n > field.max) return { error: `${n} is above ${field.max}` }
      return { value: n }
    }
    case 'bool': {
      const lower = text.toLowerCase()
      if (lower === 'true' || lower === '1') return { value: true }
      if (lower === 'false' || lower === '0') return { value: false }
      return { error: `"${text}" is not True or False` }
    }
    case 'select':
      return field.values?.includes(text)
        ? { value: text }
        : { error: `"${text}" is not one of ${(field.values ?? []).join(', ')}` }
    case 'url':
      try {
        const url = new URL(text)
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
          return { error: `"${text}" is not a web address` }
        }
        return { value: url.href }
      } catch {
        return { error: `"${text}" is not a web address` }
      }
    default:
      return { error: `has unsupported field type ${field.type}` }
  }
}

/** Parses the CSV text into records for the collection, collecting every malformed cell. */
export function parseCatalogue(
  csvText: string,
  fields: Field[],
): { records: { line: number; values: Row }[]; rejected: Rejection[]; rows: number } {
  const rows: { record: Record<string, string | undefined>; info: { lines: number } }[] = parse(
    csvText,
    {
      columns: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      bom: true,
    },
  )

  const byName = new Map(fields.map((f) => [f.name, f]))
  const header = rows.length > 0 ? Object.keys(rows[0]!.record) : []
  const missing = fields.filter((f) => f.required && !header.includes(f.name)).map((f) => f.name)
  if (rows.length > 0 && missing.length > 0) {
    throw new Error(`the CSV has no column for required field(s): ${missing.join(', ')}`)
  }

  const records: { line: number; values: Row }[] = []
  const rejected: Rejection[] = []
  for (const { record, info } of rows) {
    const line = info.lines
    const out: Row = {}
    let ok = true
    for (const column of header) {
      const field = byName.get(column)
      if (!field) continue
      const raw = record[column]
      if (raw === undefined) {
        rejected.push({ line, column, reason: 'is missing (the row has too few cells)' })
        ok = false
        break
      }
      const converted = convertCell(field, raw)
      if ('error' in converted) {
        rejected.push({ line, column, reason: converted.error })
        ok = false
        break
      }
      out[column] = converted.value
    }
    if (ok) records.push({ line, values: out })
  }
  return { records, rejected, rows: rows.length }
}

/**
 * Adds what the importer derives rather than reads, when the collection has the column: each
 * school's time zone from its latitude and longitude ('' where none is found). A `time_zone` cell
 * in the CSV is overwritten: the column is computed, never copied. Returns the lines left without one.
 */
export function deriveColumns(records: { line: number; values: Row }[], fields: Field[]): number[] {
  if (!fields.some((field) => field.name === 'time_zone')) return []
  const missing: number[] = []
  for (const { line, values } of records) {
    // A CSV without coordinates says nothing about the zone: what is stored stays.
    if (values.latitude === undefined || values.longitude === undefined) continue
    const zone = campusTimeZone(Number(values.latitude), Number(values.longitude))
    values.time_zone = zone ?? ''
    if (zone === null) missing.push(line)
  }
  return missing
}

/** PocketBase ids are 15 characters of [a-z0-9]; derive one from the unitid so upserts are natural. */
export function recordIdFor(unitid: number): string {
  return `u${String(unitid).padStart(14, '0')}`
}

function sameRecord(existing: Row, wanted: Row): boolean {
  return Object.entries(wanted).every(
    ([key, value]) => JSON.stringify(existing[key] ?? null) === JSON.stringify(value ?? null),
  )
}

export type ImportOptions = {
  url: string
  token: string
  csvPath: string
  log?: (line: string) => void
}

/** Imports the CSV into a running PocketBase as a superuser. */
export async function importUniversities(options: ImportOptions): Promise<ImportSummary> {
  const log = options.log ?? (() => undefined)
  const api = (path: string, init?: RequestInit) => apiCall(options.url, options.token, path, init)
  const collection = (await api('/api/collections/universities')) as { fields: Field[] }
  const fields = collection.fields.filter(
    (f) => !['id', 'created', 'updated', 'search_text'].includes(f.name),
  )

  const { records, rejected, rows } = parseCatalogue(readFileSync(options.csvPath, 'utf8'), fields)
  const noTimeZone = deriveColumns(records, fields)

  const existing = new Map<number, Row>()
  for (let page = 1; ; page++) {
    const result = (await api(
      `/api/collections/universities/records?page=${page}&perPage=1000&skipTotal=1`,
    )) as { items: Row[] }
    for (const item of result.items) existing.set(Number(item.unitid), item)
    if (result.items.length < 1000) break
  }

  const summary: ImportSummary = {
    rows,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected,
    noTimeZone,
  }
  const pending: { body: Row; isNew: boolean; line: number }[] = []
  for (const { line, values } of records) {
    const unitid = Number(values.unitid)
    const current = existing.get(unitid)
    if (current && sameRecord(current, values)) summary.unchanged++
    else {
      const id = typeof current?.id === 'string' ? current.id : recordIdFor(unitid)
      pending.push({ body: { ...values, id }, isNew: !current, line })
    }
  }

  for (let start = 0; start < pending.length; start += BATCH_SIZE) {
    const chunk = pending.slice(start, start + BATCH_SIZE)
    const requests = chunk.map(({ body, isNew }) =>
      isNew
        ? { method: 'POST', url: '/api/collections/universities/records', body }
        : {
            method: 'PATCH',
            url: `/api/collections/universities/records/${String(body.id)}`,
            body,
          },
    )
    try {
      await api('/api/batch', { method: 'POST', body: JSON.stringify({ requests }) })
      for (const item of chunk) {
        if (item.isNew) summary.inserted++
        else summary.updated++
      }
    } catch {
      // A batch is one transaction: retry its rows one by one to find and report the bad ones.
      for (const [i, item] of chunk.entries()) {
        const request = requests[i]!
        try {
          await api(request.url, { method: request.method, body: JSON.stringify(request.body) })
          if (item.isNew) summary.inserted++
          else summary.updated++
        } catch (error) {
          const data = (error as { body?: { data?: Record<string, { message?: string }> } }).body
            ?.data
          const [column, detail] = Object.entries(data ?? {})[0] ?? [
            'row',
            { message: String(error) },
          ]
          summary.rejected.push({
            line: item.line,
            column,
            reason: detail.message ?? 'rejected by the server',
          })
        }
      }
    }
    log(`  ${Math.min(start + BATCH_SIZE, pending.length)} / ${pending.length} written`)
  }
  return summary
}

export function formatSummary(summary: ImportSummary): string {
  const lines = [
    `Universities: ${summary.rows} rows read, ${summary.inserted} inserted, ${summary.updated} updated, ` +
      `${summary.unchanged} unchanged, ${summary.rejected.length} rejected`,
  ]
  for (const r of summary.rejected) {
    lines.push(`  rejected: line ${r.line}, column ${r.column}: ${r.reason}`)
  }
  if (summary.noTimeZone.length > 0) {
    lines.push(
      `  no time zone found for the coordinates on line(s) ${summary.noTimeZone.join(', ')}`,
    )
  }
  return lines.join('\n')
}

async function main(): Promise<void> {
  const url = process.env.PB_URL ?? `http://127.0.0.1:${DEFAULT_PORT}`
  const { email, password } = adminCredentials()
  const csvPath = findCsv(process.argv[2])
  if (!csvPath) {
    console.log(CSV_HELP)
    return
  }
  console.log(`Importing ${csvPath} into ${url} ...`)
  const token = await superuserToken(url, email, password)
  const summary = await importUniversities({ url, token, csvPath, log: console.log })
  console.log(formatSummary(summary))
  if (summary.rejected.length > 0) process.exitCode = 1
}

if (import.meta.main) {
  await main()
}
