import { useState } from 'react'
import { FollowUpSummary } from '../../components/FollowUpSummary/FollowUpSummary.tsx'
import { InterviewForm, PortalForm } from './forms.tsx'
import type { Interview, InterviewValues } from '../../logic/planner/interviews.ts'
import type { Application } from '../../logic/planner/model.ts'
import { portalItems, type Portal, type PortalValues } from '../../logic/planner/portal.ts'
import { Place, useNotices } from './panel-parts.tsx'
import type { PanelProps } from './sections.ts'
import { replaceById, usePanel } from './use-panel.ts'

// After "Submit" on the applications section (issue 26): each card's portal and interview, the
// forms that edit them (shown above the list, as the application form is), and the quick saves
// of "I checked it today" and a thank-you tick.

type FollowUpPanel = { kind: 'portal' | 'interview'; application: Application }
type QuickState = 'saving' | 'failed'

export function useFollowUp({ data, update, places, plan, today }: PanelProps) {
  const notices = useNotices<'follow-up'>(places)
  const form = usePanel<FollowUpPanel, 'follow-up'>(notices, places, 'follow-up')
  /** The application whose summary focus returns to when a form closes. */
  const [last, setLast] = useState<string | null>(null)
  const [checks, setChecks] = useState<Record<string, QuickState>>({})
  const [thanks, setThanks] = useState<Record<string, QuickState>>({})
  const portalOf = (id: string) => plan.portals.find((portal) => portal.application === id)
  const interviewOf = (id: string) => plan.interviews.find((item) => item.application === id)
  const putPortal = (saved: Portal) =>
    update((current) => ({ ...current, portals: replaceById(current.portals, saved) }))
  const putInterview = (saved: Interview) =>
    update((current) => ({ ...current, interviews: replaceById(current.interviews, saved) }))

  /** Runs a quick save, keeping its state per application until it succeeds. */
  const quick = async (
    setState: typeof setChecks,
    id: string,
    write: () => Promise<void>,
  ): Promise<void> => {
    setState((states) => ({ ...states, [id]: 'saving' }))
    try {
      await write()
      setState((states) => Object.fromEntries(Object.entries(states).filter(([key]) => key !== id)))
    } catch {
      setState((states) => ({ ...states, [id]: 'failed' }))
    }
  }

  const open = (kind: FollowUpPanel['kind'], application: Application) => {
    setLast(application.id)
    form.open({ kind, application })
  }

  const panel = form.panel
  /** The open form's save state, Cancel, and its save: the write, then the confirmation. */
  const formProps = <V,>(write: (values: V) => Promise<string>) => ({
    ...form.saveStatus,
    onCancel: form.close,
    onSave: (values: V) => void form.submit(() => write(values)),
  })
  const shown = panel ? (
    <Place places={places} name="follow-up-panel">
      {panel.kind === 'portal' ? (
        <PortalForm
          key={`portal:${panel.application.id}`}
          schoolName={panel.application.school.name}
          applicationId={panel.application.id}
          items={portalItems(
            panel.application,
            portalOf(panel.application.id) ?? null,
            plan.recommenders,
            today,
          )}
          initialValues={portalOf(panel.application.id)}
          today={today}
          {...formProps(async (values: PortalValues) => {
            putPortal(
              await data.planner.savePortal(portalOf(values.application)?.id ?? null, values),
            )
            return `Saved the ${panel.application.school.name} portal checklist.`
          })}
        />
      ) : (
        <InterviewForm
          key={`interview:${panel.application.id}`}
          school={panel.application.school}
          applicationId={panel.application.id}
          initialValues={interviewOf(panel.application.id)}
          studentZone={plan.settings.timezone}
          today={today}
          {...formProps(async (values: InterviewValues) => {
            putInterview(
              await data.planner.saveInterview(interviewOf(values.application)?.id ?? null, values),
            )
            return `Saved the ${panel.application.school.name} interview.`
          })}
        />
      )}
    </Place>
  ) : null

  /** The card's part after "Submit"; focus comes back to it when its form closes. */
  const summary = (application: Application) => {
    const portal = portalOf(application.id) ?? null
    const interview = interviewOf(application.id) ?? null
    const { id } = application
    const view = (
      <FollowUpSummary
        schoolName={application.school.name}
        sent={application.status !== 'planning' && application.status !== 'in_progress'}
        portal={portal}
        items={portalItems(application, portal, plan.recommenders, today)}
        interview={interview}
        studentZone={plan.settings.timezone}
        today={today}
        checkState={checks[id] ?? 'idle'}
        thankYouState={thanks[id] ?? 'idle'}
        onPortal={() => open('portal', application)}
        onInterview={() => open('interview', application)}
        onCheckedToday={() =>
          void quick(setChecks, id, async () => {
            if (portal)
              putPortal(await data.planner.savePortal(portal.id, { ...portal, checked_on: today }))
          })
        }
        onThankYou={(sent) =>
          void quick(setThanks, id, async () => {
            if (interview)
              putInterview(
                await data.planner.saveInterview(interview.id, {
                  ...interview,
                  thank_you_sent: sent,
                }),
              )
          })
        }
      />
    )
    return last === id ? (
      <Place places={places} name="follow-up">
        {view}
      </Place>
    ) : (
      view
    )
  }

  return { notices, form: shown, summary }
}
