import { useEffect, useState } from 'react'
import { WhatsNextSummary } from '../../components/WhatsNextSummary/WhatsNextSummary.tsx'
import type { DataClient } from '../../data/data-client.ts'
import type { NextSummary } from '../../logic/planner/agenda.ts'
import { deviceZone, intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import { planSummary } from '../../logic/planner/summary.ts'
import { dateInZone } from '../../logic/planner/zone.ts'

export type PlannerSummaryProps = {
  data: DataClient
  /** The planner page. */
  plannerHref?: string
}

/**
 * The dashboard's "what's next", beside its card (never one of the specification's cards). It
 * reads the plan once; while it loads, or when it cannot be read, it shows nothing, rather than
 * a wrong count.
 */
export function PlannerSummary({ data, plannerHref = '/planner/' }: PlannerSummaryProps) {
  const [summary, setSummary] = useState<NextSummary | null | undefined>(undefined)
  useEffect(() => {
    let active = true
    data.planner.load().then(
      (plan) => {
        const today = dateInZone(Date.now(), plan.settings?.timezone ?? deviceZone(), intlOffsetAt)
        if (active) setSummary(planSummary(plan, today))
      },
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [data])
  if (summary === undefined) return null
  return <WhatsNextSummary summary={summary} plannerHref={plannerHref} />
}
