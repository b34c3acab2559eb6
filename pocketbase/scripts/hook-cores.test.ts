import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { hookCorePath, HOOK_CORES, isHookCoreFresh } from './hook-cores.ts'
import { loadHookModule } from './hook-module.ts'
import { HOOKS_DIR } from './pb.ts'

describe.each(HOOK_CORES)('pb_hooks/lib/$name.js', (core) => {
  it(`is fresh: bundled from ${core.entry} (run \`pnpm typegen\` when this fails)`, async () => {
    expect(await isHookCoreFresh(core)).toBe(true)
  })

  it.each(core.callers)('exports everything %s calls', (path) => {
    const bundle = loadHookModule(`lib/${core.name}.js`)
    const caller = readFileSync(resolve(HOOKS_DIR, path), 'utf8')
    const called = [...caller.matchAll(/(?<![-\w])core\.(\w+)/g)].map((match) => match[1]!)
    const destructured = [
      ...caller.matchAll(/const \{([^}]+)\} = require\(`\$\{__hooks\}\/lib\/([\w-]+)\.js`\)/g),
    ]
      .filter((match) => match[2] === core.name)
      .flatMap((match) => match[1]!.split(',').map((name) => name.trim()))
    const used = [...new Set([...called, ...destructured])]
    expect(used.length).toBeGreaterThan(0)
    for (const name of used) expect(bundle, name).toHaveProperty(name)
  })

  // PocketBase's JSVM (goja) has no Intl, URL or URLSearchParams: a bundle that calls them loads
  // and then throws at the first request that reaches the call.
  it('needs nothing of the browser or Node: no Intl, URL, window, document or require', () => {
    const text = readFileSync(hookCorePath(core), 'utf8')
    for (const word of [
      'Intl.',
      'new URL(',
      'URLSearchParams',
      'window.',
      'document.',
      'require(',
      'process.',
    ]) {
      expect(text, word).not.toContain(word)
    }
  })
})
