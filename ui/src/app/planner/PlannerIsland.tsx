import { useEffect, useState } from 'react'
import { Banner, RetryBanner } from '../../components/Banner/Banner.tsx'
import { Button } from '../../components/Button/Button.tsx'
import { PlannerSections } from '../../components/PlannerSections/PlannerSections.tsx'
import { PlannerShell } from '../../components/PlannerShell/PlannerShell.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { WeeklyAgenda } from '../../components/WeeklyAgenda/WeeklyAgenda.tsx'
import type { ListEntry, Student } from '../../logic/domain.ts'
import { weeklyAgenda, type Agenda } from '../../logic/planner/agenda.ts'
import { aidTimeline } from '../../logic/planner/aid.ts'
import { intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import { todayOf } from '../../logic/planner/deadline-day.ts'
import { studentZoneInWords } from '../../logic/planner/zone-words.ts'
import { useProtectedSession, type ProtectedSessionOptions } from '../shared/session.ts'
import type { DataClient } from '../../data/data-client.ts'
import { dataClient } from '../shared/data.ts'
import { useFocusPlaces } from './focus.ts'
import { sectionOf, SECTIONS, type PanelProps, type SectionId } from './sections.ts'
import { preloadSection, SectionPanel } from './SectionPanel.tsx'
import { useNow } from '../shared/use-now.ts'
import { usePlannerLoad, type Plan, type UpdatePlan } from './use-planner.ts'

export type PlannerIslandProps = {
  data?: DataClient
  /** Replaces the page for a signed-out visitor (tests pass their own). */
  redirect?: ProtectedSessionOptions['redirect']
}

/**
 * The first view, the same on the server (no session there) and in the browser until the plan
 * is read: the page's title and what it does, drawn from the HTML before the script runs.
 */
function PlannerLoading() {
  return (
    <PlannerShell>
      <Spinner label="Loading your plan..." />
    </PlannerShell>
  )
}

/** /planner: the student's applications, their plans, recommenders, calendar and reminders. */
export function PlannerIsland({ data = dataClient(), redirect }: PlannerIslandProps) {
  const session = useProtectedSession(data, redirect ? { redirect } : {})
  useEffect(() => {
    // The section the address names is fetched beside the plan, not after it (ADR 0090).
    const named = sectionOf(window.location.hash)
    if (named) preloadSection(named)
  }, [])
  if (!session) return <PlannerLoading />
  return <Planner data={data} student={session.student} />
}

function Planner({ data, student }: { data: DataClient; student: Student }) {
  const { load, retry, update } = usePlannerLoad(data)
  if (load.status === 'loading') return <PlannerLoading />
  if (load.status === 'error')
    return (
      <PlannerShell
        notices={
          <RetryBanner onRetry={retry}>
            {`Your plan could not be loaded. ${load.message}`}
          </RetryBanner>
        }
      />
    )
  return (
    <PlannerPage
      data={data}
      student={student}
      plan={load.plan}
      list={load.list}
      zoneFromDevice={load.zoneFromDevice}
      update={update}
    />
  )
}

/** "3 schools", "1 date"; `none` when there are none. */
function counted(items: readonly unknown[], one: string, many: string, none: string): string {
  const count = items.length
  return count === 0 ? none : `${String(count)} ${count === 1 ? one : many}`
}

/** "2 admitted, 1 waiting", or where the cycle ended. */
function decisionsDetail(plan: Plan): string {
  const enrolling = plan.applications.find((app) => app.decision.reply === 'enrolling')
  if (enrolling) return `enrolling at ${enrolling.school.name}`
  const decided = plan.applications.filter((app) =>
    ['admitted', 'deferred', 'waitlisted', 'denied'].includes(app.status),
  ).length
  return decided === 0 ? 'none yet' : `${String(decided)} of ${String(plan.applications.length)}`
}

/** What each section holds, in a few words, for its button. */
function sectionLinks(plan: Plan, agenda: Agenda) {
  const open = plan.tasks.filter((task) => !task.done).length
  const late = agenda.late.filter((item) => item.kind === 'task').length
  const words: Record<SectionId, [label: string, detail: string]> = {
    applications: ['Applications', counted(plan.applications, 'school', 'schools', 'none yet')],
    tasks: ['Tasks', `${late > 0 ? `${String(late)} late, ` : ''}${String(open)} to do`],
    aid: ['Financial aid', counted(plan.aidDates, 'date', 'dates', 'FAFSA and more')],
    recommenders: ['Recommenders', counted(plan.recommenders, 'person', 'people', 'none yet')],
    decisions: ['Decisions', decisionsDetail(plan)],
    scholarships: [
      'Scholarships',
      counted(plan.scholarships, 'scholarship', 'scholarships', 'none yet'),
    ],
    calendar: [
      'Calendar and reminders',
      plan.settings.reminders_enabled ? 'reminders on' : 'reminders off',
    ],
  }
  return SECTIONS.map((id) => ({ id, label: words[id][0], detail: words[id][1] }))
}

function PlannerPage({
  data,
  student,
  plan,
  list,
  zoneFromDevice,
  update,
}: {
  data: DataClient
  student: Student
  plan: Plan
  list: ListEntry[]
  zoneFromDevice: boolean
  update: UpdatePlan
}) {
  const now = useNow()
  const places = useFocusPlaces()
  const [current, setCurrent] = useState<SectionId | null>(() =>
    typeof window === 'undefined' ? null : sectionOf(window.location.hash),
  )
  /** Sections opened so far stay mounted (hidden when another is shown): nothing typed is lost. */
  const [opened, setOpened] = useState<SectionId[]>(current ? [current] : [])

  const zone = plan.settings.timezone
  const clock = { now, zone, offsetAt: intlOffsetAt }
  const today = todayOf(clock)
  const agenda = weeklyAgenda(
    {
      applications: plan.applications,
      tasks: plan.tasks,
      aid: aidTimeline(plan.aidDates, plan.applications, today),
      // After "Submit": portal nudges, interviews, thank-you notes (logic/planner/after-submit.ts).
      portals: plan.portals,
      interviews: plan.interviews,
      recommenders: plan.recommenders,
      scholarships: plan.scholarships,
    },
    clock,
  )
  const choose = (id: SectionId) => {
    setCurrent(id)
    setOpened((ids) => (ids.includes(id) ? ids : [...ids, id]))
    // The address says which section is open, so a reload or a shared link comes back to it.
    window.history.replaceState(window.history.state, '', `#${id}`)
    places.focus(id)
  }
  const panel: PanelProps = {
    data,
    plan,
    update,
    places,
    today,
    now,
    email: student.email,
    name: student.name,
    list,
  }

  // The first visit chose the student's zone from this device: say which, and where to change it.
  const zoneNotice = zoneFromDevice ? (
    <Banner
      action={
        <Button
          variant="secondary"
          onClick={() => {
            choose('calendar')
            places.focus('settings')
          }}
        >
          Change time zone
        </Button>
      }
    >
      {`Your time zone is ${studentZoneInWords(zone)}, as this device is set: deadlines are 11:59 pm there unless the school says otherwise.`}
    </Banner>
  ) : null

  return (
    <PlannerShell notices={zoneNotice}>
      <WeeklyAgenda agenda={agenda} studentZone={zone} />
      <PlannerSections sections={sectionLinks(plan, agenda)} current={current} onChoose={choose} />
      {opened.map((id) => (
        <div key={id} hidden={id !== current}>
          <SectionPanel id={id} panel={panel} />
        </div>
      ))}
    </PlannerShell>
  )
}
