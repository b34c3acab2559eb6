// The build's chunk groups name our own files by path (site/chunk-groups.ts): each must still be
// there, or a rename would silently change what the pages load (issue 13).
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHUNK_GROUP_FILES, chunkGroups, isOneOf } from '../site/chunk-groups.ts'

const ROOT = join(import.meta.dirname, '..')

describe('the chunk groups of site/astro.config.mjs', () => {
  it.each(
    Object.entries(CHUNK_GROUP_FILES).flatMap(([group, paths]) =>
      paths.map((path) => [group, path] as const),
    ),
  )('%s names %s, which exists', (_group, path) => {
    expect(existsSync(join(ROOT, path)), `${path} was moved or renamed`).toBe(true)
    expect(statSync(join(ROOT, path)).isDirectory()).toBe(path.endsWith('/'))
  })

  it('takes a module by its path, with or without a query, and nothing that only ends alike', () => {
    const paths = ['ui/src/data/errors.ts', 'ui/src/components/EssaysShell/']
    expect(isOneOf('/repo/ui/src/data/errors.ts', paths)).toBe(true)
    expect(isOneOf('C:\\repo\\ui\\src\\data\\errors.ts', paths)).toBe(true)
    expect(isOneOf('/repo/ui/src/components/EssaysShell/EssaysShell.module.css?used', paths)).toBe(
      true,
    )
    expect(isOneOf('/repo/ui/src/data/auth-errors.ts', paths)).toBe(false)
    expect(isOneOf('/repo/ui/src/data/errors.test.ts', paths)).toBe(false)
    expect(isOneOf('/repo/ui/src/components/EssaysShellNotes/x.tsx', paths)).toBe(false)
  })

  it('puts each file in one group only', () => {
    const all = Object.values(CHUNK_GROUP_FILES).flat()
    expect(new Set(all).size).toBe(all.length)
    expect(chunkGroups.map((g) => g.name)).toEqual(Object.keys(CHUNK_GROUP_FILES))
  })
})
