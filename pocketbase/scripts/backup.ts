// Backups of a running PocketBase through its own backup API (a consistent zip of pb_data).
//   node pocketbase/scripts/backup.ts create            -> prints the backup's name
//   node pocketbase/scripts/backup.ts list
//   node pocketbase/scripts/backup.ts restore <name>    -> PocketBase restores and restarts itself
import { adminCredentials, DEFAULT_PORT } from './config.ts'
import { apiCall, superuserToken } from './pb.ts'

type Backup = { key: string; size: number; modified: string }

/** Creates a backup now and returns its name. */
export async function createBackup(url: string, token: string, name?: string): Promise<string> {
  const key =
    name ??
    `backup_${new Date()
      .toISOString()
      .replace(/[-:.TZ]/g, '')
      .slice(0, 14)}.zip`
  await apiCall(url, token, '/api/backups', { method: 'POST', body: JSON.stringify({ name: key }) })
  return key
}

export async function listBackups(url: string, token: string): Promise<Backup[]> {
  return (await apiCall(url, token, '/api/backups')) as Backup[]
}

/** Restores a backup; PocketBase swaps pb_data and restarts. Resolves once it has restarted. */
export async function restoreBackup(url: string, token: string, key: string): Promise<void> {
  const health = async (): Promise<{ up: boolean; canBackup: boolean }> => {
    try {
      const response = await fetch(`${url}/api/health`, { headers: { authorization: token } })
      if (!response.ok) return { up: false, canBackup: false }
      const body = (await response.json()) as { data?: { canBackup?: boolean } }
      return { up: true, canBackup: body.data?.canBackup !== false }
    } catch {
      return { up: false, canBackup: false }
    }
  }
  await apiCall(url, token, `/api/backups/${encodeURIComponent(key)}/restore`, { method: 'POST' })
  const deadline = Date.now() + 30_000
  // First the restore starts (busy or down), then the restarted server answers again.
  let restarting = false
  while (Date.now() < deadline) {
    const now = await health()
    if (!restarting && (!now.up || !now.canBackup)) restarting = true
    else if (restarting && now.up && now.canBackup) return
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error('PocketBase did not restart after the restore')
}

if (import.meta.main) {
  const url = process.env.PB_URL ?? `http://127.0.0.1:${DEFAULT_PORT}`
  const { email, password } = adminCredentials()
  const token = await superuserToken(url, email, password)
  const [command, name] = process.argv.slice(2)
  if (command === 'create') console.log(await createBackup(url, token, name))
  else if (command === 'list')
    for (const b of await listBackups(url, token)) console.log(`${b.key}\t${b.size}\t${b.modified}`)
  else if (command === 'restore' && name) {
    await restoreBackup(url, token, name)
    console.log(`restored ${name}`)
  } else {
    console.error('usage: backup.ts create [name] | list | restore <name>')
    process.exit(2)
  }
}
