import { useState } from 'react'
import { CalendarFeedPanel } from '../../components/CalendarFeedPanel/CalendarFeedPanel.tsx'
import { PlannerSettingsSummary } from '../../components/PlannerSettingsSummary/PlannerSettingsSummary.tsx'
import { describeError } from '../../data/errors.ts'
import type { ReminderValues } from '../../logic/planner/model.ts'
import { NoticeSlot, Place, useNotices } from './panel-parts.tsx'
import { LazyAddressCheck, LazyReminderSettings } from './form-parts.tsx'
import type { PanelProps } from './sections.ts'
import { usePanel } from './use-panel.ts'
import { copyText } from '../shared/copy.ts'

/** The calendar feed: make, replace or revoke the link; copy it. */
export function useCalendarFeed({ data, update, places }: PanelProps) {
  const [status, setStatus] = useState<'idle' | 'creating' | 'revoking'>('idle')
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const [error, setError] = useState<string | null>(null)

  const run = async (
    next: 'creating' | 'revoking',
    write: () => Promise<string | null>,
  ): Promise<void> => {
    setStatus(next)
    setError(null)
    setCopyState('idle')
    try {
      const calendarUrl = await write()
      update((plan) => ({ ...plan, calendarUrl }))
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setStatus('idle')
      // The panel now shows another state: its heading leads into it.
      places.focus('calendar')
    }
  }

  return {
    status,
    copyState,
    error,
    onCreate: () => void run('creating', () => data.planner.createCalendarFeed()),
    onRevoke: () =>
      void run('revoking', async () => {
        await data.planner.revokeCalendarFeed()
        return null
      }),
    onCopy: (url: string) => void copyText(url).then(setCopyState),
  }
}

/** Time zone and reminders: a summary, and the form in a panel. */
export function useSettingsPanel({ data, update, places, plan }: PanelProps) {
  const timezone = plan.settings.timezone
  const notices = useNotices<'settings'>(places)
  const form = usePanel<true, 'settings'>(notices, places, 'settings')

  const save = (values: ReminderValues) =>
    form.submit(async () => {
      const settings = await data.planner.saveSettings(values)
      update((current) => ({ ...current, settings }))
      if (settings.timezone === timezone) return 'Saved your time zone and reminders.'
      // Deadlines in the student's zone moved with it on the server: read them again.
      try {
        const fresh = await data.planner.load()
        update((current) => ({ ...current, ...fresh, settings }))
        return 'Saved your time zone and reminders.'
      } catch {
        return 'Saved your time zone and reminders. Reload the page to see your deadlines in the new time zone.'
      }
    })

  return {
    notices,
    open: form.panel === true,
    /** The open form's save state and handlers. */
    formProps: {
      ...form.saveStatus,
      onSave: (values: ReminderValues) => void save(values),
      onCancel: form.close,
    },
    onOpen: () => form.open(true),
  }
}

/** The calendar and reminders section: the private calendar link, the time zone and e-mails. */
export function CalendarPanel(props: PanelProps) {
  const { plan, places, email, data } = props
  const calendar = useCalendarFeed(props)
  const settings = useSettingsPanel(props)
  // An address not yet confirmed gets no reminders (ADR 0074): the offer loads only then.
  const verification =
    data.auth.current()?.emailVerified === false ? (
      <LazyAddressCheck data={data} email={email} />
    ) : null
  return (
    <>
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
            email={email}
            verification={verification}
            {...settings.formProps}
          />
        </Place>
      ) : (
        <Place places={places} name="settings" preload={LazyReminderSettings.preload}>
          <PlannerSettingsSummary
            settings={plan.settings}
            email={email}
            verification={verification}
            notice={<NoticeSlot name="settings" notices={settings.notices} places={places} />}
            onChange={settings.onOpen}
          />
        </Place>
      )}
    </>
  )
}
