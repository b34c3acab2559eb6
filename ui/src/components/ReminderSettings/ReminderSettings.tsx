import { useState, type ComponentPropsWithoutRef, type ReactNode, type SyntheticEvent } from 'react'
import { deviceZone, isKnownZone } from '../../logic/planner/intl-zone.ts'
import type { ReminderValues } from '../../logic/planner/model.ts'
import { PLANNER_LIMITS, validateSettings } from '../../logic/planner/validation.ts'
import { studentZoneChoices, studentZoneInWords } from '../../logic/planner/zone-words.ts'
import type { FieldErrors } from '../../logic/validation/fields.ts'
import { Banner } from '../Banner/Banner.tsx'
import { passesChecks } from '../checked-submit.ts'
import { Button } from '../Button/Button.tsx'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { ZoneSelect } from '../ZoneSelect/ZoneSelect.tsx'
import styles from './ReminderSettings.module.css'

export type { ReminderValues }
type Draft = Omit<ReminderValues, 'alert_days'> & { alert_days: string }

export type ReminderSettingsProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** The stored settings (a new student's start from the device's zone, reminders off). */
  settings: ReminderValues
  /** Where the e-mails go: the account's address. */
  email: string
  /** Zones the full list offers (defaults to every zone the browser knows). */
  zones?: readonly string[]
  /** The zone this device is on (defaults to the browser's), offered and said beside the stored one. */
  detectedZone?: string
  /** idle; saving: on its way; saved: stored (a short confirmation shows). */
  status?: 'idle' | 'saving' | 'saved'
  serverError?: string | null
  serverFieldErrors?: Readonly<Record<string, string>>
  onSave?: (values: ReminderValues) => void
  /** Shown as a Cancel button when given. */
  onCancel?: () => void
  /**
   * Shown under "E-mail me reminders" while it is ticked: the offer to confirm an address not yet
   * confirmed (the planner passes its AddressCheck, ADR 0074).
   */
  verification?: ReactNode
}

/** The student's time zone and e-mail reminders: the weekly digest and alerts N days before each deadline. */
export function ReminderSettings({
  settings,
  email,
  zones,
  detectedZone,
  status = 'idle',
  serverError = null,
  serverFieldErrors = {},
  onSave,
  onCancel,
  verification = null,
  className,
  ...rest
}: ReminderSettingsProps) {
  const [draft, setDraft] = useState<Draft>({
    ...settings,
    alert_days: String(settings.alert_days),
  })
  const [errors, setErrors] = useState<FieldErrors<'timezone' | 'alert_days'>>({})
  const device = detectedZone ?? deviceZone()
  const set = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    setErrors({})
  }
  const errorOf = (field: 'timezone' | 'alert_days') => errors[field] ?? serverFieldErrors[field]

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    const days = draft.alert_days.trim() === '' ? Number.NaN : Number(draft.alert_days)
    const values = { ...draft, alert_days: days }
    if (passesChecks(event, validateSettings(values, isKnownZone), setErrors)) onSave?.(values)
  }

  const on = draft.reminders_enabled
  return (
    <form
      noValidate
      aria-label="Time zone and reminders"
      data-state={status}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <h2 className={styles.heading}>Time zone and reminders</h2>
      {serverError ? <Banner variant="error">{serverError}</Banner> : null}
      <ZoneSelect
        label="Your time zone"
        name="timezone"
        value={draft.timezone}
        choices={studentZoneChoices(draft.timezone, device)}
        zones={zones}
        hint={`Deadlines are 11:59 pm here unless the school says otherwise.${
          device === draft.timezone ? '' : ` This device is on ${studentZoneInWords(device)}.`
        }`}
        error={errorOf('timezone')}
        onChange={(timezone) => set({ timezone })}
      />

      <Checkbox
        name="reminders_enabled"
        checked={on}
        onChange={(e) => set({ reminders_enabled: e.target.checked })}
        label={`E-mail me reminders at ${email}`}
      />
      {on ? verification : null}
      <fieldset className={styles.group} disabled={!on}>
        <legend className="visually-hidden">Which reminders</legend>
        <Checkbox
          name="weekly_digest"
          checked={draft.weekly_digest}
          onChange={(e) => set({ weekly_digest: e.target.checked })}
          label="A weekly digest on Monday morning: what is late and what is due this week"
        />
        <Checkbox
          name="deadline_alerts"
          checked={draft.deadline_alerts}
          onChange={(e) => set({ deadline_alerts: e.target.checked })}
          label="An alert before each deadline"
        />
        <TextField
          label="Days before the deadline"
          hint={`From ${String(PLANNER_LIMITS.alertDaysMin)} to ${String(PLANNER_LIMITS.alertDaysMax)}.`}
          error={errorOf('alert_days')}
          className={styles.days}
          type="number"
          name="alert_days"
          min={PLANNER_LIMITS.alertDaysMin}
          max={PLANNER_LIMITS.alertDaysMax}
          step={1}
          inputMode="numeric"
          disabled={!draft.deadline_alerts}
          value={draft.alert_days}
          onChange={(e) => set({ alert_days: e.target.value })}
        />
      </fieldset>
      <p className={styles.note}>
        Every e-mail has a link that stops all reminders in one click, without signing in.
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={status === 'saving'}>
          {status === 'saving' ? 'Saving...' : 'Save settings'}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={status === 'saving'}>
            Cancel
          </Button>
        ) : null}
        <span role="status" className={styles.saved}>
          {status === 'saved' ? 'Saved.' : ''}
        </span>
      </div>
    </form>
  )
}
