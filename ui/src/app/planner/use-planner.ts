import { useCallback, useEffect, useState } from 'react'
import type { PlannerPageData } from './data.ts'
import { describeError } from '../../data/errors.ts'
import type { ListEntry } from '../../logic/domain.ts'
import { deviceZone } from '../../logic/planner/intl-zone.ts'
import type { PlannerData, PlannerSettings } from '../../logic/planner/model.ts'

/** The plan as the page shows it: settings always exist once the page is ready. */
export type Plan = PlannerData & { settings: PlannerSettings }

export type PlannerLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready'
      plan: Plan
      list: ListEntry[]
      /** The settings were made on this load, with this device's zone (the first visit). */
      zoneFromDevice: boolean
    }

/** Changes the plan in place after a write the server accepted. */
export type UpdatePlan = (change: (plan: Plan) => Plan) => void

/**
 * The student's plan and My List, read together; on the first visit the planner's settings are
 * made with this device's time zone (a deadline needs a zone: ADR 0043).
 */
export function usePlannerLoad(data: PlannerPageData): {
  load: PlannerLoad
  retry: () => void
  update: UpdatePlan
} {
  const [load, setLoad] = useState<PlannerLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let active = true
    const read = async () => {
      const [plan, list] = await Promise.all([data.planner.load(), data.list.items()])
      const settings = plan.settings ?? (await data.planner.ensureSettings(deviceZone()))
      return { plan: { ...plan, settings }, list, zoneFromDevice: plan.settings === null }
    }
    read().then(
      (ready) => {
        if (active) setLoad({ status: 'ready', ...ready })
      },
      (failure: unknown) => {
        if (active) setLoad({ status: 'error', message: describeError(failure) })
      },
    )
    return () => {
      active = false
    }
  }, [data, attempt])

  const update = useCallback<UpdatePlan>((change) => {
    setLoad((current) =>
      current.status === 'ready' ? { ...current, plan: change(current.plan) } : current,
    )
  }, [])
  const retry = useCallback(() => {
    setLoad({ status: 'loading' })
    setAttempt((count) => count + 1)
  }, [])
  return { load, retry, update }
}
