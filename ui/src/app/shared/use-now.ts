import { useEffect, useState } from 'react'

/** The time, ticking every `everyMs`, for countdowns and "today" (the planner, analytics). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
