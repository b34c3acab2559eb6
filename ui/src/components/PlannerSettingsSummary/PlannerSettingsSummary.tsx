import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import type { ReminderValues } from '../../logic/planner/model.ts'
import { reminderWords } from '../../logic/planner/present.ts'
import { studentZoneInWords } from '../../logic/planner/zone-words.ts'
import { Button } from '../Button/Button.tsx'
import { Section } from '../Section/Section.tsx'
import styles from './PlannerSettingsSummary.module.css'

export type PlannerSettingsSummaryProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  settings: ReminderValues
  /** Where reminders go: the account's address. */
  email: string
  /** A confirmation of the last save. */
  notice?: ReactNode
  /** Open the settings form. */
  onChange?: () => void
  /** Shown while reminders are on: the offer to confirm an address not yet confirmed (ADR 0074). */
  verification?: ReactNode
}

/** The student's time zone and reminders at a glance, with the way to change them. */
export function PlannerSettingsSummary({
  settings,
  email,
  notice,
  onChange,
  verification = null,
  ...rest
}: PlannerSettingsSummaryProps) {
  return (
    <Section
      title="Time zone and reminders"
      action={
        onChange ? (
          <Button variant="secondary" onClick={onChange}>
            Change settings
          </Button>
        ) : null
      }
      {...rest}
    >
      {notice}
      <dl className={styles.facts}>
        <div>
          <dt>Your time zone</dt>
          <dd>
            {studentZoneInWords(settings.timezone)}: deadlines are 11:59 pm here unless the school
            says otherwise.
          </dd>
        </div>
        <div>
          <dt>Reminders</dt>
          <dd>{reminderWords(settings, email)}</dd>
        </div>
      </dl>
      {settings.reminders_enabled ? verification : null}
    </Section>
  )
}
