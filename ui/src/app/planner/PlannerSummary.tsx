import { useEffect, useState } from 'react'
import { WhatsNextSummary } from '../../components/WhatsNextSummary/WhatsNextSummary.tsx'
import type { DataClient } from '../../data/data-client.ts'
import type { NextSummary } from '../../logic/planner/agenda.ts'
import { readPlanSummary } from './read-plan-summary.ts'

export type PlannerSummaryProps = {
  data: DataClient
  /** The planner page. */
  plannerHref?: string
}

/**
 * The dashboard's "what's next", beside its card (never one of the specification's cards). It
 * reads the plan once; while it loads, or when it cannot be read, it shows nothing, rather than
 * a wrong count. A student without an application has no plan to read: one small question
 * settles it, and the whole plan is read only for a student who has one.
 */
export function PlannerSummary({ data, plannerHref = '/planner/' }: PlannerSummaryProps) {
  const [summary, setSummary] = useState<NextSummary | null | undefined>(undefined)
  useEffect(() => {
    let active = true
    data.planner
      .hasApplications()
      .then((planned) => (planned ? readPlanSummary(data) : null))
      .then(
        (read) => {
          if (active) setSummary(read)
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
