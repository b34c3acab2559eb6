import { useEffect, useState } from 'react'
import { Spinner } from '../components/Spinner/Spinner.tsx'
import type { DataClient, Student } from '../data/types.ts'
import { firstName } from '../logic/validation/auth.ts'
import { dataClient } from './data.ts'
import { useProtectedSession } from './session.ts'

/** The specification's loading delay after the sign-in check (section 9). */
export const DASHBOARD_LOADING_DELAY_MS = 1000

export type DashboardIslandProps = { data?: DataClient; loadingDelayMs?: number }

/** /dashboard: checks the session, loads the student, then greets them. */
export function DashboardIsland({
  data = dataClient(),
  loadingDelayMs = DASHBOARD_LOADING_DELAY_MS,
}: DashboardIslandProps) {
  const session = useProtectedSession(data)
  const sessionId = session?.id
  const [student, setStudent] = useState<Student | null>(null)

  useEffect(() => {
    if (!sessionId) return
    let active = true
    void Promise.all([
      data.profile.get().catch(() => data.auth.current()),
      new Promise((r) => setTimeout(r, loadingDelayMs)),
    ]).then(([loaded]) => {
      if (active) setStudent(loaded)
    })
    return () => {
      active = false
    }
  }, [data, sessionId, loadingDelayMs])

  if (!session || !student) return <Spinner label="Loading your dashboard..." />
  return <h1>Welcome, {firstName(student.name)}!</h1>
}
