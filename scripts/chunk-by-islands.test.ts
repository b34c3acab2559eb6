// The client build's grouping rule (site/chunk-by-islands.ts, ADRs 0095, 0099) on a small import
// graph: three islands, later steps of two of them (dynamic imports) and the modules they share.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  fileFor,
  islandsOf,
  stepsOf,
  type Facts,
  type ModuleFacts,
} from '../site/chunk-by-islands.ts'

/** module -> [static importers, dynamic importers]; islands are the entries. */
const GRAPH: Record<string, [string[], string[]]> = {
  '/a/PlannerIsland.tsx': [[], []],
  '/a/ProfileIsland.tsx': [[], []],
  '/a/AnalyticsIsland.tsx': [[], []],
  // Later steps, each loaded at its boundary: two planner sections, a dialog of the profile and
  // one of the planner.
  '/a/TasksPanel.tsx': [[], ['/a/PlannerIsland.tsx']],
  '/a/AidPanel.tsx': [[], ['/a/PlannerIsland.tsx']],
  '/a/ShareDialog.tsx': [[], ['/a/ProfileIsland.tsx']],
  '/a/ExportDialog.tsx': [[], ['/a/PlannerIsland.tsx']],
  '/a/data-client.ts': [
    ['/a/PlannerIsland.tsx', '/a/ProfileIsland.tsx', '/a/AnalyticsIsland.tsx'],
    [],
  ],
  '/a/session.ts': [['/a/data-client.ts'], []],
  '/a/copy.ts': [['/a/PlannerIsland.tsx', '/a/ProfileIsland.tsx'], []],
  '/a/agenda.ts': [['/a/PlannerIsland.tsx'], []],
  '/a/charts.ts': [['/a/AnalyticsIsland.tsx'], []],
  // Analytics imports it up front, a planner section later: the two islands share it.
  '/a/model.ts': [['/a/AnalyticsIsland.tsx', '/a/TasksPanel.tsx'], []],
  // Profile and Analytics import it up front, a planner section later: three islands use it.
  '/a/select-field.ts': [['/a/ProfileIsland.tsx', '/a/AnalyticsIsland.tsx', '/a/AidPanel.tsx'], []],
  // Only one later step imports it: it stays in that step's file.
  '/a/task-form.ts': [['/a/TasksPanel.tsx'], []],
  // Both planner sections import it: the planner's later file.
  '/a/panel-kit.ts': [['/a/TasksPanel.tsx', '/a/AidPanel.tsx'], []],
  // Dialogs of two islands import it.
  '/a/confirm.ts': [['/a/ShareDialog.tsx', '/a/ExportDialog.tsx'], []],
  // A circle: each imports the other.
  '/a/x.ts': [['/a/agenda.ts', '/a/y.ts'], []],
  '/a/y.ts': [['/a/x.ts'], []],
}
const ISLANDS = new Set(['/a/PlannerIsland.tsx', '/a/ProfileIsland.tsx', '/a/AnalyticsIsland.tsx'])
const factsOf =
  (graph: Record<string, [string[], string[]]>, islands: ReadonlySet<string>): Facts =>
  (id) => {
    const node = graph[id]
    if (!node) return null
    const info: ModuleFacts = {
      isEntry: islands.has(id),
      importers: node[0],
      dynamicImporters: node[1],
    }
    return info
  }
const facts = factsOf(GRAPH, ISLANDS)

describe('the file each module goes to', () => {
  it.each([
    ['/a/data-client.ts', 'common'],
    ['/a/session.ts', 'common'],
    ['/a/select-field.ts', 'common'],
    ['/a/copy.ts', 'with-PlannerIsland-ProfileIsland'],
    ['/a/model.ts', 'with-AnalyticsIsland-PlannerIsland'],
    ['/a/agenda.ts', 'own-PlannerIsland'],
    ['/a/charts.ts', 'own-AnalyticsIsland'],
    ['/a/x.ts', 'own-PlannerIsland'],
    ['/a/y.ts', 'own-PlannerIsland'],
    ['/a/panel-kit.ts', 'later-PlannerIsland'],
    ['/a/confirm.ts', 'later-PlannerIsland-ProfileIsland'],
    ['/a/task-form.ts', null],
    ['/a/TasksPanel.tsx', null],
    ['/a/unknown.ts', null],
  ])('%s goes to %j', (id, expected) => {
    expect(fileFor(id, facts)).toBe(expected)
  })

  it('counts a later step only when asked, and an island as reaching itself', () => {
    expect(islandsOf('/a/task-form.ts', facts)).toEqual([])
    expect(islandsOf('/a/task-form.ts', facts, true)).toEqual(['/a/PlannerIsland.tsx'])
    expect(islandsOf('/a/PlannerIsland.tsx', facts)).toEqual(['/a/PlannerIsland.tsx'])
    expect(stepsOf('/a/panel-kit.ts', facts).sort()).toEqual([
      '/a/AidPanel.tsx',
      '/a/TasksPanel.tsx',
    ])
  })

  it('names every island whose steps share a later piece', () => {
    const graph: Record<string, [string[], string[]]> = {
      ...GRAPH,
      '/a/ChartDialog.tsx': [[], ['/a/AnalyticsIsland.tsx']],
      '/a/confirm.ts': [['/a/ShareDialog.tsx', '/a/ExportDialog.tsx', '/a/ChartDialog.tsx'], []],
    }
    expect(fileFor('/a/confirm.ts', factsOf(graph, ISLANDS))).toBe(
      'later-AnalyticsIsland-PlannerIsland-ProfileIsland',
    )
  })
})

/** A random graph: islands 0..2, later steps 3..5 (each loaded by an island), modules 6..11. */
const randomGraph = fc
  .record({
    stepOf: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 3, maxLength: 3 }),
    imports: fc.array(fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 3 }), {
      minLength: 12,
      maxLength: 12,
    }),
  })
  .map(({ stepOf, imports }) => {
    const name = (n: number) => `/g/${n < 3 ? `Island${n}` : n < 6 ? `Step${n}` : `m${n}`}.ts`
    const graph: Record<string, [string[], string[]]> = {}
    for (let n = 0; n < 12; n++)
      graph[name(n)] = [[], n >= 3 && n < 6 ? [name(stepOf[n - 3]!)] : []]
    imports.forEach((targets, from) => {
      for (const to of targets) if (to >= 6 && to !== from) graph[name(to)]![0].push(name(from))
    })
    return { graph, islands: new Set([0, 1, 2].map(name)), name }
  })

describe('what a page loads up front', () => {
  it('a module an island imports up front is in a file whose name counts that island', () => {
    fc.assert(
      fc.property(randomGraph, ({ graph, islands }) => {
        const facts = factsOf(graph, islands)
        for (const id of Object.keys(graph)) {
          const upFront = islandsOf(id, facts)
          const file = fileFor(id, facts)
          if (upFront.length === 0) continue
          // Up front: never left to the bundler, never in a later file.
          expect(file).not.toBeNull()
          expect(file!.startsWith('later-')).toBe(false)
          // The file is named by every island that uses the module (or common for 3).
          const users = islandsOf(id, facts, true)
          expect(users.length).toBeGreaterThanOrEqual(upFront.length)
          if (file !== 'common')
            for (const island of users)
              expect(file).toContain(island.split('/').pop()!.split('.')[0]!)
        }
      }),
    )
  })

  it('a module no island imports up front is never in a file a page loads up front', () => {
    fc.assert(
      fc.property(randomGraph, ({ graph, islands }) => {
        const facts = factsOf(graph, islands)
        for (const id of Object.keys(graph)) {
          if (islandsOf(id, facts).length > 0) continue
          const file = fileFor(id, facts)
          expect(file === null || file.startsWith('later-')).toBe(true)
          if (file !== null) expect(stepsOf(id, facts).length).toBeGreaterThanOrEqual(2)
        }
      }),
    )
  })
})
