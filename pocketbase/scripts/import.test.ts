import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { convertCell, DEFAULT_CSV, findCsv, parseCatalogue, recordIdFor } from './import.ts'
import { POCKETBASE_DIR } from './pb.ts'

const fields = [
  { name: 'unitid', type: 'number', required: true, onlyInt: true, min: 1 },
  { name: 'name', type: 'text', required: true },
  { name: 'control', type: 'select', required: true, values: ['public', 'private_nonprofit'] },
  { name: 'hbcu', type: 'bool' },
  { name: 'website', type: 'url' },
  { name: 'admit_rate_fall2022', type: 'json' },
]

describe('convertCell', () => {
  it.each([
    [fields[0]!, '166027', { value: 166027 }],
    [fields[0]!, '16.5', { error: '"16.5" is not a whole number' }],
    [fields[0]!, '', { error: 'is required but empty' }],
    [fields[3]!, 'True', { value: true }],
    [fields[3]!, 'maybe', { error: '"maybe" is not True or False' }],
    [fields[5]!, '', { value: null }],
    [fields[5]!, '0.0324', { value: 0.0324 }],
    [fields[5]!, 'n/a', { error: '"n/a" is not a number' }],
    [fields[5]!, 'True', { value: true }],
    [fields[5]!, 'False', { value: false }],
    [fields[0]!, 'True', { error: '"True" is not a number' }],
    [fields[2]!, 'private', { error: '"private" is not one of public, private_nonprofit' }],
    [fields[4]!, 'https://a.edu/with space', { value: 'https://a.edu/with%20space' }],
    [fields[4]!, 'javascript:alert(1)', { error: '"javascript:alert(1)" is not a web address' }],
  ])('%j %j', (field, raw, expected) => {
    expect(convertCell(field, raw)).toEqual(expected)
  })
})

describe('parseCatalogue', () => {
  it('names the line and column of every malformed row and keeps the rest', () => {
    const csv = [
      'unitid,name,control,hbcu,website,admit_rate_fall2022',
      '1,Good College,public,False,https://good.edu,0.5',
      '2,Bad Rate,public,False,https://bad.edu,lots',
      '3,"Quoted, Comma",private_nonprofit,True,https://q.edu,',
      '4,Short Row',
    ].join('\n')
    const result = parseCatalogue(csv, fields)
    expect(result.rows).toBe(4)
    expect(result.records.map((r) => r.values.name)).toEqual(['Good College', 'Quoted, Comma'])
    expect(result.records[1]).toEqual({
      line: 4,
      values: {
        unitid: 3,
        name: 'Quoted, Comma',
        control: 'private_nonprofit',
        hbcu: true,
        website: 'https://q.edu/',
        admit_rate_fall2022: null,
      },
    })
    expect(result.rejected).toEqual([
      { line: 3, column: 'admit_rate_fall2022', reason: '"lots" is not a number' },
      { line: 5, column: 'control', reason: 'is missing (the row has too few cells)' },
    ])
  })

  it('refuses a file without a required column', () => {
    expect(() => parseCatalogue('name\nX\n', fields)).toThrow(/unitid/)
  })
})

describe('recordIdFor', () => {
  it('makes a 15-character PocketBase id', () => {
    expect(recordIdFor(166027)).toBe('u00000000166027')
    expect(recordIdFor(166027)).toHaveLength(15)
  })
})

describe('findCsv', () => {
  it('reads the repository copy by default, so a clone runs with the real catalogue', () => {
    const saved = process.env.UNIVERSITIES_CSV
    delete process.env.UNIVERSITIES_CSV
    try {
      expect(findCsv()).toBe(DEFAULT_CSV)
      expect(DEFAULT_CSV.startsWith(POCKETBASE_DIR)).toBe(true)
      const header = readFileSync(DEFAULT_CSV, 'utf8').split('\n', 1)[0]
      expect(header?.startsWith('unitid,')).toBe(true)
    } finally {
      if (saved !== undefined) process.env.UNIVERSITIES_CSV = saved
    }
  })

  it('lets UNIVERSITIES_CSV point elsewhere, and says so when the file is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-csv-'))
    const other = join(dir, 'other.csv')
    writeFileSync(other, 'unitid,name\n')
    expect(findCsv(other)).toBe(other)
    expect(findCsv(join(dir, 'missing.csv'))).toBeNull()
  })
})
