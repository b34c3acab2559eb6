import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { Spinner } from '../../components/Spinner/Spinner.tsx'

// Components a page shows only after a student's step (the results, the picker, the quiz steps on
// the dashboard, the debug panel): each loads when first shown, so a page's first load carries
// only the card it opens on. Each waits behind its own boundary, so the card around it (its title,
// its close button) stays on screen meanwhile.

type OnDemand<P> = ((props: P) => ReactNode) & {
  /** Starts the download when a student's step makes the part likely next (never on load). */
  preload: () => void
}

function onDemand<P extends object>(
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

export const LazyMatchResults = onDemand(
  () => import('../../components/MatchResults/MatchResults.tsx').then((m) => m.MatchResults),
  <Spinner label="Finding your matches..." />,
)
export const LazyQuizStep = onDemand(() =>
  import('../../components/QuizStep/QuizStep.tsx').then((m) => m.QuizStep),
)
export const LazyUniversityPicker = onDemand(() =>
  import('../../components/UniversityPicker/UniversityPicker.tsx').then((m) => m.UniversityPicker),
)
export const LazyDebugPanel = onDemand(
  () => import('../../components/DebugPanel/DebugPanel.tsx').then((m) => m.DebugPanel),
  null,
)
export const LazyLegalModal = onDemand(
  () => import('../../components/LegalModal/LegalModal.tsx').then((m) => m.LegalModal),
  null,
)
