// The import graph of the project's own TypeScript under a folder, and its circles: every file that
// can reach itself through its imports (type imports, re-exports and dynamic imports included).
// `node scripts/import-graph.ts [folder]` prints them; scripts/import-cycles.test.ts keeps ui/src
// free of them.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..')

const SOURCE = /\.(ts|tsx)$/
/** `import ... from '...'`, `export ... from '...'`, `import '...'` and `import('...')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path)
    return SOURCE.test(entry.name) ? [path] : []
  })
}

/** Each file under `dir` (from the repository root) and the project files it imports. */
export function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of filesUnder(dir)) {
    const text = readFileSync(join(ROOT, file), 'utf8')
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => relative(ROOT, resolve(ROOT, dirname(file), match[1]!.split('?')[0]!)))
      .filter((target) => SOURCE.test(target) && existsSync(join(ROOT, target)))
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/**
 * The circles of `graph`: its strongly connected components of more than one file (or a file that
 * imports itself), each sorted, in a stable order (Tarjan's algorithm).
 */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort())
  }
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file)
  return found.sort((a, b) => (a[0]! < b[0]! ? -1 : 1))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = circles(importGraph(process.argv[2] ?? 'ui/src'))
  for (const circle of found) console.log(circle.join(' <-> '))
  console.log(`${String(found.length)} import circles`)
}
