import { useEffect, type ReactNode } from 'react'
import { ChartPlaceholder } from '../../components/ChartFigure/ChartFigure.tsx'
import { RetryBanner } from '../../components/Banner/Banner.tsx'
import type { EssaysLoad } from './use-analytics-data.ts'

/**
 * A report that counts the essays: asks for them when it first renders, keeps
 * the chart's place while they are read, and says so, with Try again, when they cannot be.
 */
export function WithEssays({
  title,
  essays,
  need,
  children,
}: {
  /** The chart's name, as its figure will be named. */
  title: string
  essays: EssaysLoad
  need: () => void
  children: ReactNode
}) {
  useEffect(() => {
    need()
  }, [need])
  if (essays.status === 'ready') return children
  if (essays.status === 'error') {
    return (
      <RetryBanner
        onRetry={need}
      >{`${title}: your essays could not be read. ${essays.message}`}</RetryBanner>
    )
  }
  return <ChartPlaceholder title={title} />
}
