import { useMemo } from 'react'
import { AnalyticsShell } from '../../components/AnalyticsShell/AnalyticsShell.tsx'
import { AnalyticsStart } from '../../components/AnalyticsStart/AnalyticsStart.tsx'
import { Banner, RetryBanner } from '../../components/Banner/Banner.tsx'
import { EntryPanel } from '../../components/EntryPanel/EntryPanel.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { NOTHING_ENTERED } from '../../logic/analytics/entries.ts'
import type { AnalyticsInput } from '../../logic/analytics/report-input.ts'
import type { Student } from '../../logic/domain.ts'
import { deviceZone, intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import { dateInZone } from '../../logic/planner/zone.ts'
import { useProtectedSession, type ProtectedSessionOptions } from '../shared/session.ts'
import { AffordabilitySection } from './sections/Affordability.tsx'
import { AidOfferForm } from '../../components/AidOfferForm/AidOfferForm.tsx'
import { BalanceSection } from './sections/Balance.tsx'
import { CostSection } from './sections/Cost.tsx'
import { CostEntriesForm } from '../../components/CostEntriesForm/CostEntriesForm.tsx'
import { DecisionsSection } from './sections/Decisions.tsx'
import { ReadinessSection } from './sections/Readiness.tsx'
import { TestsSection } from './sections/Tests.tsx'
import { WorkloadSection } from './sections/Workload.tsx'
import { useAnalyticsSources, type AnalyticsSources } from './useAnalyticsSources.ts'
import { useNow } from '../shared/use-now.ts'
import {
  useAnalyticsData,
  useEssays,
  type AnalyticsData,
  type EssaysLoad,
} from './use-analytics-data.ts'
import { useEntryEditor } from './use-entry-editor.ts'
import { WithEssays } from './with-essays.tsx'
import type { DataClient } from '../../data/data-client.ts'
import { dataClient } from '../shared/data.ts'

/** Where the student changes what the figures are worked out from. */
export const LINKS = {
  schools: '/dashboard/?card=universities',
  quiz: '/quiz',
  settings: '/profile',
  planner: '/planner/',
  essays: '/essays/',
}

export type AnalyticsIslandProps = {
  data?: DataClient
  /** The planner's and the essays' records (tests pass their own). */
  sources?: AnalyticsSources
  /** Replaces the page for a signed-out visitor (tests pass their own). */
  redirect?: ProtectedSessionOptions['redirect']
}

/**
 * The first view, the same on the server (no session there) and in the browser until the list
 * and plan are read: the page's title and what it is, drawn from the HTML before the script runs.
 */
function AnalyticsLoading() {
  return (
    <AnalyticsShell>
      <Spinner label="Loading your list and plan..." />
    </AnalyticsShell>
  )
}

/** /analytics: list balance, affordability, test advice, readiness, workload, costs and decisions. */
export function AnalyticsIsland({ data = dataClient(), sources, redirect }: AnalyticsIslandProps) {
  const session = useProtectedSession(data, redirect ? { redirect } : {})
  const fromData = useAnalyticsSources(data, sources)
  if (!session) return <AnalyticsLoading />
  return <Analytics data={data} sources={fromData} student={session.student} />
}

function Analytics({
  data,
  sources,
  student,
}: {
  data: DataClient
  sources: AnalyticsSources
  student: Student
}) {
  const { load, retry, setEntries } = useAnalyticsData(data, sources)
  const { essays, need } = useEssays(sources)
  if (load.status === 'loading') return <AnalyticsLoading />
  if (load.status === 'error') {
    return (
      <AnalyticsShell
        notices={
          <RetryBanner
            onRetry={retry}
          >{`Your analytics could not be loaded. ${load.message}`}</RetryBanner>
        }
      />
    )
  }
  return (
    <AnalyticsPage
      data={data}
      student={student}
      loaded={load.data}
      essays={essays}
      needEssays={need}
      setEntries={setEntries}
    />
  )
}

const NO_ESSAYS: never[] = []

function AnalyticsPage({
  data,
  student,
  loaded,
  essays,
  needEssays,
  setEntries,
}: {
  data: DataClient
  student: Student
  loaded: AnalyticsData
  essays: EssaysLoad
  needEssays: () => void
  setEntries: ReturnType<typeof useAnalyticsData>['setEntries']
}) {
  const now = useNow()
  const zone = loaded.timezone ?? deviceZone()
  const today = dateInZone(now, zone, intlOffsetAt)
  const input = useMemo<AnalyticsInput>(
    () => ({
      answers: student.quizAnswers,
      settings: student.matchSettings,
      list: loaded.list,
      otherSchools: loaded.otherSchools,
      applications: loaded.applications,
      tasks: loaded.tasks,
      recommenders: loaded.recommenders,
      // Only the reports wrapped in WithEssays read them, once they are ready.
      essays: essays.status === 'ready' ? essays.essays : NO_ESSAYS,
      entries: loaded.entries,
      today,
      now,
      zone,
      offsetAt: intlOffsetAt,
    }),
    [student, loaded, essays, today, now, zone],
  )
  const editor = useEntryEditor(data, setEntries, zone)
  const { editing } = editor
  const entriesOf = (id: string) => loaded.entries.applications[id]
  const application = editing
    ? loaded.applications.find((app) => app.id === editing.applicationId)
    : undefined

  const notices = (
    <>
      {editor.saved ? <Banner variant="success">{editor.saved}</Banner> : null}
      {editor.waiverError ? <Banner variant="error">{editor.waiverError}</Banner> : null}
    </>
  )
  const formState = {
    schoolName: editing?.schoolName ?? '',
    status: editor.save.status,
    serverError: editor.save.error,
    serverFieldErrors: editor.save.fields,
    onCancel: editor.close,
  }

  // Charts with nothing to show are one line saying what they need.
  const hasSchools = loaded.list.length > 0 || loaded.applications.length > 0
  if (!hasSchools) {
    return (
      <AnalyticsShell notices={notices} links={LINKS}>
        <AnalyticsStart missing="everything" links={LINKS} />
      </AnalyticsShell>
    )
  }
  const schoolCharts = (
    <>
      <BalanceSection input={input} />
      <AffordabilitySection input={input} />
      <TestsSection input={input} />
    </>
  )
  if (loaded.applications.length === 0) {
    return (
      <AnalyticsShell notices={notices} links={LINKS}>
        {schoolCharts}
        <AnalyticsStart missing="applications" links={LINKS} />
      </AnalyticsShell>
    )
  }

  return (
    <AnalyticsShell notices={notices} links={LINKS}>
      {schoolCharts}
      <WithEssays title="Readiness per application" essays={essays} need={needEssays}>
        <ReadinessSection input={input} plannerHref={LINKS.planner} />
      </WithEssays>
      <WithEssays title="Workload by week" essays={essays} need={needEssays}>
        <WorkloadSection input={input} />
      </WithEssays>
      <CostSection
        input={input}
        onEdit={(row) =>
          editor.open({ kind: 'costs', applicationId: row.id, schoolName: row.schoolName })
        }
        onCssWaiverChange={editor.setCssWaiver}
        savingWaiver={editor.waiverSaving}
      />
      {editing?.kind === 'costs' && application ? (
        <EntryPanel title={`CSS Profile and score reports: ${editing.schoolName}`}>
          <CostEntriesForm
            {...formState}
            initialValues={{
              ...NOTHING_ENTERED,
              // The planner's CSS Profile mark stands until analytics keeps one of its own.
              css_profile_required: application.css_profile_required,
              ...entriesOf(application.id),
            }}
            onSave={editor.submit}
          />
        </EntryPanel>
      ) : null}
      <DecisionsSection
        input={input}
        onEditOffer={(column) =>
          editor.open({ kind: 'offer', applicationId: column.id, schoolName: column.schoolName })
        }
      />
      {editing?.kind === 'offer' && application ? (
        <EntryPanel title={`Aid offer from ${editing.schoolName}`}>
          <AidOfferForm
            {...formState}
            initialOffer={entriesOf(application.id)?.aid_offer ?? null}
            onSave={(offer) => editor.submit({ aid_offer: offer })}
          />
        </EntryPanel>
      ) : null}
    </AnalyticsShell>
  )
}
