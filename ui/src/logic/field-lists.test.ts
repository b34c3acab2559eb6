import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fieldsOf, pickFields } from './field-lists.ts'

describe('fieldsOf', () => {
  it.each([
    [{}, []],
    [{ done: false }, ['done']],
    [
      { score_sends: false, score_send_fee: null, aid_offer: null },
      ['score_sends', 'score_send_fee', 'aid_offer'],
    ],
  ])('names the fields of %j in order', (defaults, expected) => {
    expect(fieldsOf(defaults)).toEqual(expected)
  })
})

describe('pickFields', () => {
  it.each([
    [{ a: 1, b: 2, c: 3 }, ['a', 'c'], { a: 1, c: 3 }],
    [{ a: 1 }, ['a', 'b'], { a: 1 }],
    [{ a: undefined }, ['a'], { a: undefined }],
    [{ a: null, b: false }, [], {}],
  ] as const)('picks %j by %j', (values, fields, expected) => {
    expect(pickFields<Record<string, unknown>, string>(values, fields)).toEqual(expected)
  })

  // Inherited names too: a field is picked only when the values have it themselves.
  const names = fc.constantFrom('score_sends', 'aid_offer', 'done', 'toString', 'constructor')

  it('keeps exactly the listed keys the values have, unchanged', () => {
    fc.assert(
      fc.property(fc.dictionary(names, fc.anything()), fc.array(names), (values, fields) => {
        const picked = pickFields<Record<string, unknown>, string>(values, fields)
        expect(Object.keys(picked).sort()).toEqual(
          [...new Set(fields.filter((f) => Object.hasOwn(values, f)))].sort(),
        )
        for (const key of Object.keys(picked)) expect(picked[key]).toBe(values[key])
      }),
    )
  })
})
