import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isPlannerCoreFresh, PLANNER_CORE_PATH } from './planner-core.ts'

/** The bundle as PocketBase loads it: a CommonJS file evaluated with its own module object. */
function loadBundle(): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating our own generated CommonJS file
  new Function('module', 'exports', readFileSync(PLANNER_CORE_PATH, 'utf8'))(module, module.exports)
  return module.exports
}

describe('pb_hooks/lib/planner-core.js', () => {
  it('is fresh: bundled from ui/src/logic/planner/server.ts (run `pnpm typegen` when this fails)', async () => {
    expect(await isPlannerCoreFresh()).toBe(true)
  })

  it('exports everything the hooks call', () => {
    const bundle = loadBundle()
    const hooks = readFileSync(new URL('../pb_hooks/lib/planner.js', import.meta.url), 'utf8')
    const used = [
      ...new Set([...hooks.matchAll(/(?<![-\w])core\.(\w+)/g)].map((match) => match[1]!)),
    ]
    expect(used.length).toBeGreaterThan(10)
    for (const name of used) expect(bundle, name).toHaveProperty(name)
  })

  it('needs nothing of the browser or Node: no Intl, window, document or require', () => {
    const text = readFileSync(PLANNER_CORE_PATH, 'utf8')
    for (const word of ['Intl.', 'window.', 'document.', 'require(', 'process.']) {
      expect(text, word).not.toContain(word)
    }
  })
})
