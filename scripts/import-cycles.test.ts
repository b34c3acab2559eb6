// No import circles in ui/src (issue 25, item 5; ADR 0089): a file that reaches itself through
// its imports (type imports, re-exports and dynamic imports count) is two rooms that should be
// one, or a third that both need. `node scripts/import-graph.ts` prints the circles.
import { describe, expect, it } from 'vitest'
import { circles, importGraph } from './import-graph.ts'

/**
 * Circles known and being broken elsewhere. The list can only shrink: the test fails when a listed
 * circle is gone, so remove its line then. Never add to it.
 */
const KNOWN: readonly (readonly string[])[] = [
  // A sign-out clears the device's stores, which load the sign-out code on demand; the loading
  // of the data client and of this code is being reworked on another branch (issue 25, item 2).
  [
    'ui/src/app/essays/draft-store.ts',
    'ui/src/app/shared/device-inventory.ts',
    'ui/src/app/shared/sign-out.ts',
    'ui/src/app/shared/storage.ts',
  ],
]

const key = (circle: readonly string[]) => circle.join(' <-> ')
const found = circles(importGraph('ui/src')).map(key)

describe('import circles in ui/src', () => {
  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ])
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']])
  })

  it('reads type imports and dynamic imports', () => {
    const graph = importGraph('ui/src')
    expect(graph.get('ui/src/logic/planner/status.ts')).toContain('ui/src/logic/planner/model.ts')
    expect(graph.get('ui/src/app/shared/storage.ts')).toContain('ui/src/app/shared/sign-out.ts')
  })

  it('has none but the known ones', () => {
    expect(found.filter((circle) => !KNOWN.map(key).includes(circle))).toEqual([])
  })

  it.each(KNOWN.map(key))('%s is still a circle (else take it off the list)', (circle) => {
    expect(found).toContain(circle)
  })
})
