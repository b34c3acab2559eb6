import { useId, type ComponentPropsWithoutRef } from 'react'
import type { ZoneRule } from '../../logic/planner/model.ts'
import {
  SCHOOL_ZONE_CREDIT,
  schoolZoneInWords,
  zoneChoices,
  zoneInWords,
  type ZonedSchool,
} from '../../logic/planner/zone-words.ts'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { ZoneSelect } from '../ZoneSelect/ZoneSelect.tsx'
import styles from './DeadlineZoneField.module.css'

export type DeadlineZoneFieldProps = Omit<ComponentPropsWithoutRef<'div'>, 'onChange'> & {
  /** Whose clock the deadline follows. */
  rule: ZoneRule
  /** The zone of a 'school' deadline, e.g. "America/Detroit"; '' while none is chosen. */
  zone: string
  /** The student's own zone, said in words on its choice. */
  studentZone: string
  /** The school's place and its zone from the catalogue (null or absent when it has none). */
  school: ZonedSchool
  /** Every zone the full list offers (defaults to every zone the browser knows). */
  zones?: readonly string[] | undefined
  /** Why the chosen zone was refused. */
  error?: string | undefined
  /** The group's words (an interview's time zone uses the same field). */
  legend?: string
  /** Whose clock the other choice is, as the labels say it ("The school's", "The sponsor's"). */
  whose?: string
  /** The rule or the zone changed; choosing the school's rule with no zone chosen picks the school's. */
  onChange: (patch: { deadline_zone_rule?: ZoneRule; deadline_zone?: string }) => void
}

/**
 * The deadline's time zone: the student's or the school's, the school's said in words from the
 * catalogue ("Ann Arbor, Michigan: Eastern Time"), then U.S. zones in words with every zone one
 * step away under "Other time zone". A stored zone outside the short list opens the full list.
 */
export function DeadlineZoneField({
  rule,
  zone,
  studentZone,
  school,
  zones,
  error,
  legend = 'Time zone of the deadline',
  whose = "The school's",
  onChange,
  className,
  ...rest
}: DeadlineZoneFieldProps) {
  const name = useId()
  const schoolWords = schoolZoneInWords(school)

  return (
    <div
      data-state={rule === 'school' ? 'school-zone' : 'student-zone'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <fieldset className={styles.radios}>
        <legend className={styles.legend}>{legend}</legend>
        <Checkbox
          type="radio"
          name={name}
          checked={rule === 'student'}
          onChange={() => onChange({ deadline_zone_rule: 'student' })}
          label={`My time zone (${zoneInWords(studentZone)})`}
        />
        <Checkbox
          type="radio"
          name={name}
          checked={rule === 'school'}
          onChange={() =>
            onChange({
              deadline_zone_rule: 'school',
              ...(zone === '' && school.time_zone ? { deadline_zone: school.time_zone } : {}),
            })
          }
          label={schoolWords ? `${whose} time zone (${schoolWords})` : `${whose} time zone`}
        />
      </fieldset>
      {rule === 'school' ? (
        <ZoneSelect
          label={`${whose.replace(/^The /, '').replace(/^./, (c) => c.toUpperCase())} time zone`}
          name="deadline_zone"
          value={zone}
          choices={zoneChoices(school)}
          zones={zones}
          hint={school.time_zone ? SCHOOL_ZONE_CREDIT : undefined}
          error={error}
          emptyLabel="Choose a time zone"
          onChange={(value) => onChange({ deadline_zone: value })}
        />
      ) : null}
    </div>
  )
}
