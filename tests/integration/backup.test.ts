import { describe, expect, it } from 'vitest'
import { createBackup, listBackups, restoreBackup } from '../../pocketbase/scripts/backup.ts'
import { superuserToken } from '../../pocketbase/scripts/pb.ts'
import { serverForTests } from './harness.ts'

const server = serverForTests()

describe('backups', () => {
  it('are scheduled nightly, keeping seven, as long as request logs are kept', async () => {
    const settings = await server.http('/api/settings', { token: server.adminToken })
    expect(settings.body.backups).toMatchObject({ cron: '0 3 * * *', cronMaxKeep: 7 })
    expect(settings.body.logs).toMatchObject({ maxDays: 7 })
  })

  it('back up, change data, restore: the old data is back', async () => {
    const { data, student } = await server.student('Before Backup')
    await data.profile.setState('universities-intro')
    const key = await createBackup(server.url, server.adminToken, 'it_backup.zip')
    expect((await listBackups(server.url, server.adminToken)).map((b) => b.key)).toContain(key)

    await data.profile.setState('quiz-results')
    const later = await server.student('After Backup')
    expect((await data.profile.get()).state).toBe('quiz-results')

    await restoreBackup(server.url, server.adminToken, key)
    // The restored database has its own sessions table state; sign in again as admin.
    const token = await superuserToken(server.url, 'it-admin@example.test', 'it-admin-password-123')
    const restored = await server.http(`/api/collections/users/records/${student.id}`, { token })
    expect(restored.body).toMatchObject({ name: 'Before Backup', state: 'universities-intro' })
    const gone = await server.http(`/api/collections/users/records/${later.student.id}`, { token })
    expect(gone.status).toBe(404)
    const integrity = await server.http('/api/health', {})
    expect(integrity.status).toBe(200)
  })
})
