import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DashboardState } from '../../logic/dashboard/dashboard-machine.ts'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { memoryStore } from './storage.ts'
import { useOutbox } from './use-outbox.ts'

describe('useOutbox', () => {
  it('sends a card the student moves to while the previous move is still on its way', async () => {
    const data = createMemoryDataClient()
    const sent: DashboardState[] = []
    let arrive = (): void => undefined
    // The first save waits on the network; the second is pushed meanwhile and replaces it.
    data.profile.setState = (state) => {
      sent.push(state)
      return sent.length === 1
        ? new Promise((resolve) => {
            arrive = () => resolve(data.auth.current()!)
          })
        : Promise.resolve(data.auth.current()!)
    }
    const store = memoryStore()
    const { result } = renderHook(() => useOutbox(data, 'student-1', store))
    let first: Promise<boolean> = Promise.resolve(false)
    act(() => {
      first = result.current.push({ kind: 'state', state: 'universities-intro' })
    })
    await waitFor(() => expect(sent).toEqual(['universities-intro']))
    act(() => {
      void result.current.push({ kind: 'state', state: 'new' })
    })
    await act(async () => {
      arrive()
      await first
    })
    await waitFor(() => expect(sent).toEqual(['universities-intro', 'new']))
    await waitFor(() => expect(result.current.status.pending).toBe(0))
  })
})
