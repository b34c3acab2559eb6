// A pb_hooks CommonJS file loaded as PocketBase's runtime loads it, for unit tests: its own
// module object, and `require(`${__hooks}/lib/...`)` answered from the same folder.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { HOOKS_DIR } from './pb.ts'

/** The exports of pb_hooks/<path> (e.g. 'lib/essays.js'). */
export function loadHookModule(path: string): unknown {
  return load(resolve(HOOKS_DIR, path))
}

function load(file: string): unknown {
  const module = { exports: {} }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating our own CommonJS file
  new Function('module', 'exports', 'require', '__hooks', readFileSync(file, 'utf8'))(
    module,
    module.exports,
    load,
    HOOKS_DIR,
  )
  return module.exports
}
