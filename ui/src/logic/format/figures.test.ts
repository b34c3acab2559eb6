import { describe, expect, it } from 'vitest'
import { SAMPLE_UNIVERSITIES } from '../../testing/sample-universities.ts'
import { makeUniversity } from '../../testing/university-fixtures.ts'
import {
  formatDate,
  formatDollars,
  formatLocation,
  formatRate,
  keyFigures,
  NOT_REPORTED,
} from './figures.ts'

describe('formatDollars', () => {
  it.each([
    [13910, '$13,910'],
    [0, '$0'],
    [3354.6, '$3,355'],
    [null, NOT_REPORTED],
  ])('%s -> %s', (value, expected) => {
    expect(formatDollars(value)).toBe(expected)
  })
})

describe('formatRate', () => {
  it.each([
    [0.0324, '3.2%'],
    [0.5, '50%'],
    [0, '0%'],
    [1, '100%'],
    [0.89754, '89.8%'],
    [null, NOT_REPORTED],
  ])('%s -> %s', (value, expected) => {
    expect(formatRate(value)).toBe(expected)
  })
})

describe('keyFigures', () => {
  it('gives each figure its data year (Harvard)', () => {
    const harvard = SAMPLE_UNIVERSITIES[0]!
    expect(formatLocation(harvard)).toBe('Cambridge, MA')
    expect(keyFigures(harvard)).toEqual([
      { label: 'Average net price', value: '$13,910', year: '2020-21' },
      { label: 'Admit rate', value: '3.2%', year: 'fall 2022' },
      { label: 'Tuition and fees (out of state)', value: '$57,261', year: '2022-23' },
    ])
  })

  it('says "Not reported" for figures the catalogue lacks, never $0 or 0%', () => {
    const values = keyFigures(makeUniversity({ id: 'x', name: 'Unreported College' })).map(
      (f) => f.value,
    )
    expect(values).toEqual([NOT_REPORTED, NOT_REPORTED, NOT_REPORTED])
  })
})

describe('formatDate', () => {
  it.each([
    ['2026-09-01 12:00:00.000Z', 'September 1, 2026'],
    ['2026-11-21T23:59:59.000Z', 'November 21, 2026'],
    ['', null],
    [null, null],
    ['not a date', null],
  ])('%s -> %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected)
  })
})
