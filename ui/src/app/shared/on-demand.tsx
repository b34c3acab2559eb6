import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { Spinner } from '../../components/Spinner/Spinner.tsx'

// Components a page shows only after a student's step (results, the picker, a dialog): each loads
// when first shown, so a page's first load carries only what it opens on. Each waits behind its
// own boundary, so the card around it (its title, its close button) stays on screen meanwhile.

export type OnDemand<P> = ((props: P) => ReactNode) & {
  /** Starts the download when a student's step makes the part likely next (never on load). */
  preload: () => void
}

export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <Spinner label="Loading..." />,
): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | null = null
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null // a failed download is tried again next time
      throw error
    })
    return loading
  }
  const Lazy = lazy(() => once().then((component) => ({ default: component })))
  function OnDemandPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return Object.assign(OnDemandPart, { preload: () => void once().catch(() => undefined) })
}
