// Shared steps of the tests that check a migration's down step: a data directory migrated up,
// then back from one migration on, and the fields a collection has there.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { MIGRATIONS_DIR, migrateDown, migrateUp } from '../../pocketbase/scripts/pb.ts'

function query<T>(dataDir: string, sql: string, ...params: string[]): T[] {
  const db = new DatabaseSync(join(dataDir, 'data.db'), { readOnly: true })
  try {
    return db.prepare(sql).all(...params) as T[]
  } finally {
    db.close()
  }
}

/** The names of a collection's fields in the data directory's database. */
export function collectionFields(dataDir: string, collection: string): string[] {
  const [row] = query<{ fields: string }>(
    dataDir,
    'SELECT fields FROM _collections WHERE name = ?',
    collection,
  )
  if (!row) throw new Error(`no collection ${collection}`)
  return (JSON.parse(row.fields) as { name: string }[]).map((field) => field.name)
}

/** The names of the collections in the data directory's database. */
export function collectionNames(dataDir: string): string[] {
  return query<{ name: string }>(dataDir, 'SELECT name FROM _collections').map((row) => row.name)
}

/**
 * Runs `check` on a new data directory with every migration applied, then every migration from
 * `timestamp` on reverted, then applied again: `check(dir, 'up' | 'down' | 'up again')`.
 */
export function downAndUpFrom(
  timestamp: string,
  check: (dataDir: string, stage: 'up' | 'down' | 'up again') => void,
): void {
  const dir = mkdtempSync(join(tmpdir(), 'cc-migration-'))
  try {
    migrateUp(dir)
    check(dir, 'up')
    const later = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.js') && f >= timestamp)
    migrateDown(dir, later.length)
    check(dir, 'down')
    migrateUp(dir)
    check(dir, 'up again')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
