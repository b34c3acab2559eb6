import { useState, type ReactNode } from 'react'
import { browserZones, zoneOptions } from '../../logic/planner/intl-zone.ts'
import type { ZoneChoice } from '../../logic/planner/zone-words.ts'
import { SelectField } from '../SelectField/SelectField.tsx'
import styles from './ZoneSelect.module.css'

/** The short list's last choice: it opens the full list. No IANA name is written this way. */
const OTHER = '(other)'

export type ZoneSelectProps = {
  /** The short list's label, also its accessible name ("Your time zone"). */
  label: string
  /** The form field's name, on whichever list the zone is chosen from. */
  name: string
  /** The chosen IANA zone; '' while none is. */
  value: string
  /** The short list: U.S. zones in words (logic/planner/zone-words.ts). */
  choices: readonly ZoneChoice[]
  /** Every zone the full list offers (defaults to every zone the browser knows). */
  zones?: readonly string[] | undefined
  /** Shown under the short list. */
  hint?: ReactNode
  /** Why the chosen zone was refused: on the list it is chosen from. */
  error?: string | undefined
  /** The short list's first choice when nothing may be chosen yet ("Choose a time zone"). */
  emptyLabel?: string
  onChange: (zone: string) => void
}

/**
 * A time zone chosen from U.S. zones in words, with every zone one step away under "Other time
 * zone..." (`data-state` short-list or full-list). A value outside the short list opens with the
 * full list at it. The student's own zone (ReminderSettings) and a deadline's (DeadlineZoneField)
 * are chosen with it.
 */
export function ZoneSelect({
  label,
  name,
  value,
  choices,
  zones,
  hint,
  error,
  emptyLabel,
  onChange,
}: ZoneSelectProps) {
  const listed = choices.some((choice) => choice.value === value)
  const [other, setOther] = useState(value !== '' && !listed)
  const all = zones ?? browserZones()
  const full = value === '' || all.includes(value) ? all : [value, ...all]
  const options = [...choices, { value: OTHER, label: 'Other time zone...' }]
  const shown = other ? OTHER : listed ? value : ''
  const choose = (next: string) => {
    setOther(next === OTHER)
    if (next !== OTHER && next !== '') onChange(next)
  }
  const short = {
    label,
    className: styles.select,
    ...(other ? {} : { name, error }),
    hint,
    value: shown,
    options,
    onChange: choose,
  }
  return (
    <div className={styles.root} data-state={other ? 'full-list' : 'short-list'}>
      {emptyLabel === undefined ? (
        <SelectField {...short} />
      ) : (
        <SelectField {...short} emptyLabel={emptyLabel} />
      )}
      {other ? (
        <SelectField
          label="Other time zone"
          className={styles.select}
          name={name}
          error={error}
          value={value}
          options={zoneOptions(full)}
          emptyLabel="Choose a time zone"
          onChange={(zone) => {
            if (zone !== '') onChange(zone)
          }}
        />
      ) : null}
    </div>
  )
}
