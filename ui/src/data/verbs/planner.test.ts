import { describe, expect, it, vi } from 'vitest'
import { createPocketBase } from '../client.ts'
import { verbContext } from './context.ts'

describe('the planner verbs', () => {
  it('say offline when their code cannot be downloaded, and try again on the next call', async () => {
    vi.doMock('./planner-calls.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { plannerVerbs } = await import('./planner.ts')
    // Signed out: once the calls have loaded, they refuse before any request.
    const verbs = plannerVerbs(verbContext(createPocketBase('http://127.0.0.1:9')))
    await expect(verbs.load()).rejects.toMatchObject({ name: 'DataError', kind: 'offline' })
    vi.doUnmock('./planner-calls.ts')
    await expect(verbs.load()).rejects.toMatchObject({ name: 'DataError', kind: 'unauthorized' })
    await expect(verbs.ensureSettings('UTC')).rejects.toMatchObject({ kind: 'unauthorized' })
  })
})
