import { useState } from 'react'
import { PlannerApplications } from '../../components/PlannerApplications/PlannerApplications.tsx'
import { PlanRulesNotice } from '../../components/PlanRulesNotice/PlanRulesNotice.tsx'
import { describeError } from '../../data/errors.ts'
import type { Application, ApplicationValues, PlannerSchool } from '../../logic/planner/model.ts'
import { planFindings, type RuleSubject } from '../../logic/planner/rules.ts'
import { plannerSchoolOf } from '../../logic/planner/school.ts'
import { NoticeSlot, Place, useNotices } from './panel-parts.tsx'
import { ApplicationForm } from './forms.tsx'
import { useFollowUp } from './FollowUp.tsx'
import type { PanelProps } from './sections.ts'
import { replaceById, usePanel } from './use-panel.ts'

export type ApplicationPanel =
  { mode: 'create'; school: PlannerSchool } | { mode: 'edit'; application: Application }

/** Applications: plan one for a school on My List, edit it, remove it. */
export function useApplications({ data, update, places }: PanelProps) {
  const notices = useNotices<'applications'>(places)
  const form = usePanel<ApplicationPanel, 'applications'>(notices, places, 'applications')
  /** What the form holds now, so the plan rules follow the student's edits. */
  const [draft, setDraft] = useState<ApplicationValues | null>(null)
  const [removing, setRemoving] = useState<string[]>([])
  const { panel } = form

  const save = (values: ApplicationValues) =>
    form.submit(async () => {
      if (!panel) return ''
      const saved =
        panel.mode === 'create'
          ? await data.planner.createApplication(values)
          : await data.planner.updateApplication(panel.application.id, values)
      const id = saved.application.id
      update((plan) => ({
        ...plan,
        applications: replaceById(plan.applications, saved.application),
        tasks: [...plan.tasks.filter((task) => task.application !== id), ...saved.tasks],
      }))
      setDraft(null)
      const name = saved.application.school.name
      const steps = saved.tasks.filter((task) => task.kind !== 'custom').length
      return panel.mode === 'create'
        ? `Planned your application to ${name}: ${String(steps)} steps, dated back from its deadline.`
        : `Saved your application to ${name}.`
    })

  const remove = async (application: Application) => {
    const { id } = application
    const name = application.school.name
    setRemoving((ids) => [...ids, id])
    try {
      await data.planner.removeApplication(id)
      // The server removed its steps and aid dates, and took it off its recommenders' lists.
      update((plan) => ({
        ...plan,
        applications: plan.applications.filter((app) => app.id !== id),
        tasks: plan.tasks.filter((task) => task.application !== id),
        aidDates: plan.aidDates.filter((aid) => aid.application !== id),
        recommenders: plan.recommenders.map((person) => ({
          ...person,
          applications: person.applications.filter((app) => app !== id),
        })),
      }))
      if (panel?.mode === 'edit' && panel.application.id === id) form.close()
      notices.notify('applications', `Removed your application to ${name}.`)
    } catch (error) {
      notices.notify('applications', `${name} was not removed. ${describeError(error)}`, 'error')
    } finally {
      setRemoving((ids) => ids.filter((other) => other !== id))
    }
  }

  const open = (next: ApplicationPanel) => {
    setDraft(null)
    form.open(next)
  }
  return {
    notices,
    panel,
    /** The open form's save state and handlers (a draft is kept to check the plan rules). */
    formProps: {
      ...form.saveStatus,
      onSave: (values: ApplicationValues) => void save(values),
      onChange: setDraft,
      onCancel: () => {
        setDraft(null)
        form.close()
      },
    },
    draft,
    removing,
    onStart: (school: PlannerSchool) => open({ mode: 'create', school }),
    onEdit: (application: Application) => open({ mode: 'edit', application }),
    onRemove: (application: Application) => void remove(application),
  }
}

/** The plan rules for the application being edited, as if its draft were stored. */
function draftFindings(
  applications: readonly Application[],
  id: string,
  draft: Pick<
    ApplicationValues,
    'platform' | 'plan' | 'status' | 'deadline_date' | 'net_price_checked'
  > | null,
  school: RuleSubject['school'],
) {
  if (!draft) return []
  const others = applications.filter((app) => app.id !== id)
  const candidate: RuleSubject = {
    id,
    platform: draft.platform,
    plan: draft.plan,
    status: draft.status,
    deadline_date: draft.deadline_date,
    net_price_checked: draft.net_price_checked,
    school,
  }
  return planFindings([...others, candidate]).filter((finding) =>
    finding.applicationIds.includes(id),
  )
}

/** The applications section: the plan rules, each application, and a form to plan or edit one. */
export function ApplicationsPanel(props: PanelProps) {
  const { plan, places, today, now, list } = props
  const applications = useApplications(props)
  const followUp = useFollowUp(props)
  const zone = plan.settings.timezone
  const planned = new Set(plan.applications.map((app) => app.university))
  const candidates = list.filter((entry) => !planned.has(entry.university.id))

  const { panel } = applications
  const editingId = panel?.mode === 'edit' ? panel.application.id : 'new'
  const formSchool = panel?.mode === 'edit' ? panel.application.school : panel?.school
  const form =
    panel && formSchool ? (
      <Place places={places} name="applications-panel">
        <ApplicationForm
          key={`${panel.mode}:${editingId}:${formSchool.id}`}
          school={formSchool}
          {...(panel.mode === 'edit' ? { initialValues: panel.application } : {})}
          studentZone={zone}
          today={today}
          findings={draftFindings(
            plan.applications,
            editingId,
            applications.draft ?? (panel.mode === 'edit' ? panel.application : null),
            formSchool,
          )}
          {...applications.formProps}
        />
      </Place>
    ) : null

  return (
    <Place places={places} name="applications">
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
        essaysHref={(application) => `/essays/?application=${encodeURIComponent(application.id)}`}
        notice={
          <>
            <PlanRulesNotice findings={planFindings(plan.applications)} />
            <NoticeSlot name="applications" notices={applications.notices} places={places} />
            <NoticeSlot name="follow-up" notices={followUp.notices} places={places} />
          </>
        }
        panel={
          <>
            {form}
            {followUp.form}
          </>
        }
        followUp={followUp.summary}
        onStart={(universityId) => {
          const entry = candidates.find((c) => c.university.id === universityId)
          if (entry) applications.onStart(plannerSchoolOf(entry.university))
        }}
        onEdit={applications.onEdit}
        onRemove={applications.onRemove}
      />
    </Place>
  )
}
