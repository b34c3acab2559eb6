import type { ReactNode } from 'react'
import { AidDateList } from '../../components/AidDateList/AidDateList.tsx'
import { Banner } from '../../components/Banner/Banner.tsx'
import { Button } from '../../components/Button/Button.tsx'
import { CalendarFeedPanel } from '../../components/CalendarFeedPanel/CalendarFeedPanel.tsx'
import { PlannerApplications } from '../../components/PlannerApplications/PlannerApplications.tsx'
import { PlannerSettingsSummary } from '../../components/PlannerSettingsSummary/PlannerSettingsSummary.tsx'
import { PlannerShell } from '../../components/PlannerShell/PlannerShell.tsx'
import { PlanRulesNotice } from '../../components/PlanRulesNotice/PlanRulesNotice.tsx'
import { RecommenderList } from '../../components/RecommenderList/RecommenderList.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { TaskList } from '../../components/TaskList/TaskList.tsx'
import { WeeklyAgenda } from '../../components/WeeklyAgenda/WeeklyAgenda.tsx'
import type { DataClient } from '../../data/data-client.ts'
import type { Student } from '../../logic/domain.ts'
import { weeklyAgenda } from '../../logic/planner/agenda.ts'
import { aidTimeline } from '../../logic/planner/aid.ts'
import { intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import type { Application, ApplicationValues } from '../../logic/planner/model.ts'
import { recommenderWarnings } from '../../logic/planner/recommenders.ts'
import { planFindings, type RuleSubject } from '../../logic/planner/rules.ts'
import { plannerSchoolOf } from '../../logic/planner/school.ts'
import { dateInZone } from '../../logic/planner/zone.ts'
import type { ListEntry } from '../../logic/domain.ts'
import { dataClient, prefetchForStoredSession } from '../shared/data.ts'
import { useProtectedSession, type ProtectedSessionOptions } from '../shared/session.ts'
import { useFocusPlaces, type FocusPlaces } from './focus.ts'
import { LazyApplicationForm, LazyRecommenderForm, LazyReminderSettings } from './parts.tsx'
import {
  useAidDates,
  useApplications,
  useCalendarFeed,
  useNotices,
  useRecommenders,
  useSettingsPanel,
  useTasks,
  type Notice,
  type Notices,
  type SectionName,
} from './use-planner-sections.ts'
import { useNow, usePlannerLoad, type Plan, type UpdatePlan } from './use-planner.ts'

prefetchForStoredSession()

export type PlannerIslandProps = {
  data?: DataClient
  /** Replaces the page for a signed-out visitor (tests pass their own). */
  redirect?: ProtectedSessionOptions['redirect']
}

/** /planner: the student's applications, their plans, recommenders, calendar and reminders. */
export function PlannerIsland({ data = dataClient(), redirect }: PlannerIslandProps) {
  const session = useProtectedSession(data, redirect ? { redirect } : {})
  if (!session) return <Spinner label="Loading your planner..." />
  return <Planner data={data} student={session.student} />
}

function Planner({ data, student }: { data: DataClient; student: Student }) {
  const { load, retry, update } = usePlannerLoad(data)
  if (load.status === 'loading')
    return (
      <PlannerShell>
        <Spinner label="Loading your plan..." />
      </PlannerShell>
    )
  if (load.status === 'error')
    return (
      <PlannerShell
        notices={
          <Banner
            variant="error"
            action={
              <Button variant="secondary" onClick={retry}>
                Try again
              </Button>
            }
          >
            {`Your plan could not be loaded. ${load.message}`}
          </Banner>
        }
      />
    )
  return (
    <PlannerPage data={data} student={student} plan={load.plan} list={load.list} update={update} />
  )
}

/** A confirmation that takes focus when it appears (its section's notice). */
function NoticeSlot({
  section,
  notices,
  places,
}: {
  section: SectionName
  notices: Notices
  places: FocusPlaces
}): ReactNode {
  const notice: Notice | undefined = notices.notices[section]
  if (!notice) return null
  return (
    <Banner variant={notice.variant}>
      <span ref={places.place(`${section}-notice`, 'self')} tabIndex={-1}>
        {notice.text}
      </span>
    </Banner>
  )
}

/**
 * A place on the page focus can be sent to (its first heading). Pointing at or moving into it
 * fetches the code of the form it opens, if any: a download, not an interaction.
 */
function Place({
  places,
  name,
  preload,
  children,
}: {
  places: FocusPlaces
  name: string
  preload?: () => void
  children: ReactNode
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={places.place(name, 'heading')} onPointerEnter={preload} onFocus={preload}>
      {children}
    </div>
  )
}

/** The plan rules for the application being edited, as if its draft were stored. */
function draftFindings(
  applications: readonly Application[],
  id: string,
  draft: Pick<ApplicationValues, 'plan' | 'status' | 'net_price_checked'> | null,
  school: RuleSubject['school'],
) {
  if (!draft) return []
  const others = applications.filter((app) => app.id !== id)
  const candidate: RuleSubject = {
    id,
    plan: draft.plan,
    status: draft.status,
    net_price_checked: draft.net_price_checked,
    school,
  }
  return planFindings([...others, candidate]).filter((finding) =>
    finding.applicationIds.includes(id),
  )
}

function PlannerPage({
  data,
  student,
  plan,
  list,
  update,
}: {
  data: DataClient
  student: Student
  plan: Plan
  list: ListEntry[]
  update: UpdatePlan
}) {
  const now = useNow()
  const places = useFocusPlaces()
  const notices = useNotices(places)
  const deps = { data, update, notices, places }
  const applications = useApplications(deps)
  const tasks = useTasks(deps)
  const aid = useAidDates(deps)
  const recommenders = useRecommenders(deps)
  const calendar = useCalendarFeed(deps)
  const settings = useSettingsPanel(deps, plan.settings.timezone)

  const zone = plan.settings.timezone
  const today = dateInZone(now, zone, intlOffsetAt)
  const aidItems = aidTimeline(plan.aidDates, plan.applications, today)
  const agenda = weeklyAgenda(
    { applications: plan.applications, tasks: plan.tasks, aid: aidItems },
    today,
  )
  const planned = new Set(plan.applications.map((app) => app.university))
  const candidates = list.filter((entry) => !planned.has(entry.university.id))
  const notice = (section: SectionName) => (
    <NoticeSlot section={section} notices={notices} places={places} />
  )

  const panel = applications.panel
  const editingId = panel?.mode === 'edit' ? panel.application.id : 'new'
  const formSchool = panel?.mode === 'edit' ? panel.application.school : panel?.school
  const applicationPanel =
    panel && formSchool ? (
      <Place places={places} name="applications-panel">
        <LazyApplicationForm
          key={`${panel.mode}:${editingId}:${formSchool.id}`}
          school={formSchool}
          {...(panel.mode === 'edit' ? { initialValues: panel.application } : {})}
          studentZone={zone}
          today={today}
          status={applications.saving ? 'saving' : 'idle'}
          serverError={applications.failure?.message ?? null}
          serverFieldErrors={applications.failure?.fields ?? {}}
          findings={draftFindings(
            plan.applications,
            editingId,
            applications.draft ?? (panel.mode === 'edit' ? panel.application : null),
            formSchool,
          )}
          onSave={applications.onSave}
          onChange={applications.onChange}
          onCancel={applications.onCancel}
        />
      </Place>
    ) : null

  const editing = recommenders.panel
  const recommenderPanel = editing ? (
    <Place places={places} name="recommenders-panel">
      <LazyRecommenderForm
        key={editing === 'new' ? 'new' : editing.id}
        heading={editing === 'new' ? 'Add a recommender' : `Edit ${editing.name}`}
        {...(editing === 'new' ? {} : { initialValues: editing })}
        applications={plan.applications}
        today={today}
        status={recommenders.saving ? 'saving' : 'idle'}
        serverError={recommenders.failure?.message ?? null}
        serverFieldErrors={recommenders.failure?.fields ?? {}}
        onSave={recommenders.onSave}
        onCancel={recommenders.onCancel}
      />
    </Place>
  ) : null

  return (
    <PlannerShell>
      <PlanRulesNotice findings={planFindings(plan.applications)} />
      <WeeklyAgenda agenda={agenda} studentZone={zone} />

      <Place places={places} name="applications" preload={LazyApplicationForm.preload}>
        <PlannerApplications
          applications={plan.applications}
          studentZone={zone}
          now={now}
          candidates={candidates.map((entry) => ({
            id: entry.university.id,
            name: entry.university.name,
          }))}
          listCount={list.length}
          removing={applications.removing}
          notice={notice('applications')}
          panel={applicationPanel}
          onStart={(universityId) => {
            const entry = candidates.find((c) => c.university.id === universityId)
            if (entry) applications.onStart(plannerSchoolOf(entry.university))
          }}
          onEdit={applications.onEdit}
          onRemove={applications.onRemove}
        />
      </Place>

      <TaskList
        key={`tasks:${String(tasks.added)}`}
        tasks={plan.tasks}
        applications={plan.applications}
        today={today}
        taskStates={tasks.states}
        addStatus={tasks.adding ? 'saving' : 'idle'}
        addError={tasks.addError}
        notice={notice('tasks')}
        onToggle={tasks.onToggle}
        onAdd={tasks.onAdd}
        onRemove={tasks.onRemove}
      />

      <AidDateList
        key={`aid:${String(aid.added)}`}
        items={aidItems}
        applications={plan.applications}
        addStatus={aid.adding ? 'saving' : 'idle'}
        addError={aid.addError}
        notice={notice('aid')}
        onToggle={aid.onToggle}
        onAdd={aid.onAdd}
        onRemove={aid.onRemove}
      />

      <Place places={places} name="recommenders" preload={LazyRecommenderForm.preload}>
        <RecommenderList
          recommenders={plan.recommenders}
          applications={plan.applications}
          warnings={recommenderWarnings(plan.recommenders, plan.applications, today)}
          removing={recommenders.removing}
          notice={notice('recommenders')}
          panel={recommenderPanel}
          onAdd={recommenders.onAdd}
          onEdit={recommenders.onEdit}
          onRemove={recommenders.onRemove}
        />
      </Place>

      <Place places={places} name="calendar">
        <CalendarFeedPanel
          feedUrl={plan.calendarUrl}
          status={calendar.status}
          copyState={calendar.copyState}
          error={calendar.error}
          onCreate={calendar.onCreate}
          onRevoke={calendar.onRevoke}
          onCopy={calendar.onCopy}
        />
      </Place>

      {settings.open ? (
        <Place places={places} name="settings-panel">
          <LazyReminderSettings
            settings={plan.settings}
            email={student.email}
            status={settings.saving ? 'saving' : 'idle'}
            serverError={settings.failure?.message ?? null}
            serverFieldErrors={settings.failure?.fields ?? {}}
            onSave={settings.onSave}
            onCancel={settings.onCancel}
          />
        </Place>
      ) : (
        <Place places={places} name="settings" preload={LazyReminderSettings.preload}>
          <PlannerSettingsSummary
            settings={plan.settings}
            email={student.email}
            notice={notice('settings')}
            onChange={settings.onOpen}
          />
        </Place>
      )}
    </PlannerShell>
  )
}
