import type { ReactNode } from 'react'
import { Section } from '../../components/Section/Section.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { Loaded, type PartCode } from './loaded.tsx'
import type { PanelProps, SectionId } from './sections.ts'

// Each section's panel, with what its steps open, is one file fetched at the section's boundary
// (ADR 0090): when the student first opens the section, or beside the plan itself when the
// address names it. Until it arrives the section shows its own heading and a spinner.

const PANEL_CODE: Record<SectionId, PartCode<PanelProps>> = {
  applications: () => import('./ApplicationsPanel.tsx').then((m) => m.ApplicationsPanel),
  tasks: () => import('./TasksPanel.tsx').then((m) => m.TasksPanel),
  aid: () => import('./AidPanel.tsx').then((m) => m.AidPanel),
  recommenders: () => import('./RecommendersPanel.tsx').then((m) => m.RecommendersPanel),
  decisions: () => import('./DecisionsPanel.tsx').then((m) => m.DecisionsPanel),
  scholarships: () => import('./ScholarshipsPanel.tsx').then((m) => m.ScholarshipsPanel),
  calendar: () => import('./CalendarPanel.tsx').then((m) => m.CalendarPanel),
}

/** The heading each section's panel draws, shown while its code loads so that nothing moves. */
const TITLES: Record<SectionId, string> = {
  applications: 'Applications',
  tasks: 'Tasks',
  aid: 'Financial aid dates',
  recommenders: 'Recommenders',
  decisions: 'Decisions',
  scholarships: 'Scholarships',
  calendar: 'Calendar',
}

/** Fetches a section's code (tests wait for it before they start, as a page's cache would have it). */
export function loadSection(id: SectionId): Promise<unknown> {
  return PANEL_CODE[id]()
}

/**
 * Starts fetching a section's code without drawing it. A failure here is left to the section,
 * which asks again when it is drawn.
 */
export function preloadSection(id: SectionId): void {
  loadSection(id).catch(() => undefined)
}

/** One section of the planner, drawn once its code has arrived. */
export function SectionPanel({ id, panel }: { id: SectionId; panel: PanelProps }) {
  const title = TITLES[id]
  const frame = (content: ReactNode) => <Section title={title}>{content}</Section>
  return (
    <Loaded
      code={PANEL_CODE[id]}
      props={panel}
      loading={
        <Section title={title} aria-busy="true">
          <Spinner label={`Loading ${title.toLowerCase()}...`} />
        </Section>
      }
      frame={frame}
    />
  )
}
