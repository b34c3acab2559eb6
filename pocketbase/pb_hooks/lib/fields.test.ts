import { describe, expect, it } from 'vitest'
import { loadHookModule } from '../../scripts/hook-module.ts'

type FieldsLib = {
  valuesOf: (
    record: unknown,
    collection: string,
    names: readonly string[],
  ) => Record<string, unknown>
}

const { valuesOf } = loadHookModule('lib/fields.js') as FieldsLib

/**
 * A record as the hooks see it, holding what the store would: the getters PocketBase's record
 * has, each answering only its own kind, so a field read by the wrong getter reads wrongly.
 */
function recordOf(stored: Record<string, unknown>) {
  const as = (kind: string) => (name: string) => {
    const value = stored[name]
    return typeof value === kind ? value : kind === 'string' ? '' : kind === 'boolean' ? false : 0
  }
  return {
    getString: (name: string) => {
      const value = stored[name]
      return typeof value === 'string' ? value : ''
    },
    getBool: as('boolean'),
    getFloat: as('number'),
    getStringSlice: (name: string) => (Array.isArray(stored[name]) ? stored[name] : []),
    get: (name: string) => stored[name],
  }
}

describe('lib/fields.js valuesOf', () => {
  it.each([
    ['a bool', 'applications', 'score_sends', true, true],
    ['a JSON amount', 'applications', 'score_send_fee', '18.5', 18.5],
    ['empty JSON, as not entered', 'applications', 'aid_offer', '', null],
    ['unreadable JSON, as undefined', 'applications', 'aid_offer', '{not json', undefined],
    ['a select', 'applications', 'plan', 'ed', 'ed'],
    ['a number', 'essays', 'limit_max', 650, 650],
    ['a multiple relation', 'recommenders', 'applications', ['a', 'b'], ['a', 'b']],
    [
      'a date as its text',
      'interviews',
      'at',
      '2026-12-01 15:00:00.000Z',
      '2026-12-01 15:00:00.000Z',
    ],
  ])('reads %s by its type (%s.%s)', (_kind, collection, name, stored, expected) => {
    expect(valuesOf(recordOf({ [name]: stored }), collection, [name])).toEqual({ [name]: expected })
  })

  it('refuses a field no migration declares, naming it', () => {
    expect(() => valuesOf(recordOf({}), 'applications', ['score_sends', 'sends_scores'])).toThrow(
      /applications has no field sends_scores/,
    )
    expect(() => valuesOf(recordOf({}), 'nothing', ['x'])).toThrow(/no collection nothing/)
  })
})
