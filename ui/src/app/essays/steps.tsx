import { lazy, Suspense, type ReactNode } from 'react'
import { Spinner } from '../../components/Spinner/Spinner.tsx'

// The one loading boundary of the signed-in pages (ADR 0088): an open essay and the library draw
// with the page; what only a student's further step shows (later-steps.ts) is one file, fetched on
// the first such step. Without it, /essays with an essay open is over its 130 KB budget.
const steps = () => import('./later-steps.ts')

export const CreateEssay = lazy(() => steps().then((m) => ({ default: m.CreateEssay })))
export const EssayForm = lazy(() => steps().then((m) => ({ default: m.EssayForm })))
export const GuardPanel = lazy(() => steps().then((m) => ({ default: m.GuardPanel })))
export const HistoryPanel = lazy(() => steps().then((m) => ({ default: m.HistoryPanel })))
export const PlanPanel = lazy(() => steps().then((m) => ({ default: m.PlanPanel })))
export const ReusePanel = lazy(() => steps().then((m) => ({ default: m.ReusePanel })))
export const VersionNameForm = lazy(() => steps().then((m) => ({ default: m.VersionNameForm })))

/** Where a later step draws: a spinner while its code arrives. */
export function LaterStep({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading..." />}>{children}</Suspense>
}
