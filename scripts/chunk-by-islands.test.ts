// The client build's grouping rule (site/chunk-by-islands.ts, ADR 0095) on a small import graph:
// three islands, a later step of one (a dynamic import) and the modules they share.
import { describe, expect, it } from 'vitest'
import { fileFor, islandsOf, type Facts, type ModuleFacts } from '../site/chunk-by-islands.ts'

/** module -> [static importers, dynamic importers]; islands are the entries. */
const GRAPH: Record<string, [string[], string[]]> = {
  '/a/PlannerIsland.tsx': [[], []],
  '/a/ProfileIsland.tsx': [[], []],
  '/a/AnalyticsIsland.tsx': [[], []],
  // A later step of the planner, loaded at its boundary.
  '/a/TasksPanel.tsx': [[], ['/a/PlannerIsland.tsx']],
  '/a/data-client.ts': [
    ['/a/PlannerIsland.tsx', '/a/ProfileIsland.tsx', '/a/AnalyticsIsland.tsx'],
    [],
  ],
  '/a/session.ts': [['/a/data-client.ts'], []],
  '/a/copy.ts': [['/a/PlannerIsland.tsx', '/a/ProfileIsland.tsx'], []],
  '/a/agenda.ts': [['/a/PlannerIsland.tsx'], []],
  '/a/charts.ts': [['/a/AnalyticsIsland.tsx'], []],
  // Analytics imports it up front, and a planner section later: lent.
  '/a/model.ts': [['/a/AnalyticsIsland.tsx', '/a/TasksPanel.tsx'], []],
  '/a/task-form.ts': [['/a/TasksPanel.tsx'], []],
  // A circle: each imports the other.
  '/a/x.ts': [['/a/agenda.ts', '/a/y.ts'], []],
  '/a/y.ts': [['/a/x.ts'], []],
}
const ISLANDS = new Set(['/a/PlannerIsland.tsx', '/a/ProfileIsland.tsx', '/a/AnalyticsIsland.tsx'])
const facts: Facts = (id) => {
  const node = GRAPH[id]
  if (!node) return null
  const info: ModuleFacts = {
    isEntry: ISLANDS.has(id),
    importers: node[0],
    dynamicImporters: node[1],
  }
  return info
}
const file = (id: string) =>
  (['three or more', 'two', 'one', 'none'] as const)
    .map((reach) => fileFor(reach)(id, facts))
    .filter((name) => name !== null)

describe('the file each module goes to', () => {
  it.each([
    ['/a/data-client.ts', ['common']],
    ['/a/session.ts', ['common']],
    ['/a/copy.ts', ['with-PlannerIsland-ProfileIsland']],
    ['/a/agenda.ts', ['own-PlannerIsland']],
    ['/a/charts.ts', ['own-AnalyticsIsland']],
    ['/a/model.ts', ['lent-AnalyticsIsland-to-PlannerIsland']],
    ['/a/task-form.ts', ['later']],
    ['/a/TasksPanel.tsx', ['later']],
    ['/a/x.ts', ['own-PlannerIsland']],
    ['/a/y.ts', ['own-PlannerIsland']],
  ])('%s goes to %j (exactly one group takes it)', (id, expected) => {
    expect(file(id)).toEqual(expected)
  })

  it('counts a later step only when asked, and an island as reaching itself', () => {
    expect(islandsOf('/a/task-form.ts', facts)).toEqual([])
    expect(islandsOf('/a/task-form.ts', facts, true)).toEqual(['/a/PlannerIsland.tsx'])
    expect(islandsOf('/a/PlannerIsland.tsx', facts)).toEqual(['/a/PlannerIsland.tsx'])
  })

  it('leaves a module the bundler does not know to the bundler', () => {
    expect(file('/a/unknown.ts')).toEqual(['later'])
    expect(islandsOf('/a/unknown.ts', facts)).toEqual([])
  })
})
