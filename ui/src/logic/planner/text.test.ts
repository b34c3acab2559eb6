import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nameProblem } from '../validation/name.ts'
import { TEXT_MESSAGE, textProblem } from './text.ts'

describe('textProblem', () => {
  it.each([
    ['a NUL', 'Dana\u0000Lee'],
    ['an escape', '\u001b[31mZoom'],
    ['a bell', 'Room 4\u0007'],
    ['a line break', 'Library\nRoom 4'],
    ['a tab', 'Library\tRoom 4'],
    ['a C1 control', 'Room\u0085'],
    ['the line separator', 'Room\u2028'],
    ['a right-to-left override', '\u202eevil.example'],
    ['a bidi isolate', 'Dana \u2066Lee\u2069'],
  ])('refuses %s', (_, value) => {
    expect(textProblem(value)).toBe(TEXT_MESSAGE)
  })

  it.each([
    ['an address', 'Ann Arbor District Library, 343 S Fifth Ave'],
    ['a video link', 'https://tulane.zoom.us/j/5551234?pwd=x'],
    ['accents and other scripts', 'Zoë Ölçer, 李明, محمد'],
    ['nothing', ''],
  ])('takes %s', (_, value) => {
    expect(textProblem(value)).toBeNull()
  })

  it('refuses exactly what the name rule calls forbidden', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(textProblem(value) !== null).toBe(nameProblem(`a${value}`) === 'forbidden')
      }),
    )
  })
})
