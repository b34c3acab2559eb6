import { useEffect, useState } from 'react'
import { Spinner } from '../components/Spinner/Spinner.tsx'
import type { DataClient, Student } from '../data/types.ts'
import { firstName } from '../logic/validation/auth.ts'
import { dataClient } from './data.ts'
import { redirectTo } from './navigation.ts'

/** The specification's loading delay after the sign-in check (section 9). */
export const DASHBOARD_LOADING_DELAY_MS = 1000

export type DashboardIslandProps = { data?: DataClient; loadingDelayMs?: number }

/** /dashboard: checks the session, loads the student, then greets them. */
export function DashboardIsland({
  data = dataClient(),
  loadingDelayMs = DASHBOARD_LOADING_DELAY_MS,
}: DashboardIslandProps) {
  const [student, setStudent] = useState<Student | null>(null)

  useEffect(() => {
    let active = true
    const load = async () => {
      const session = await data.auth.refresh()
      if (!session) {
        redirectTo('/login')
        return
      }
      const [loaded] = await Promise.all([
        data.profile.get().catch(() => session),
        new Promise((r) => setTimeout(r, loadingDelayMs)),
      ])
      if (active) setStudent(loaded)
    }
    void load()
    return () => {
      active = false
    }
  }, [data, loadingDelayMs])

  if (!student) return <Spinner label="Loading your dashboard..." />
  return <h1>Welcome, {firstName(student.name)}!</h1>
}
