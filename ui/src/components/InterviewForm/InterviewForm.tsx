import type { ComponentPropsWithoutRef, SyntheticEvent } from 'react'
import { INTERVIEW_FACTS } from '../../logic/admissions/interview-facts.ts'
import type { IsoDate } from '../../logic/planner/calendar-date.ts'
import { isKnownZone } from '../../logic/planner/intl-zone.ts'
import { NO_INTERVIEW } from '../../logic/planner/after-submit-fields.ts'
import { INTERVIEW_STATUSES, type InterviewValues } from '../../logic/planner/interviews.ts'
import {
  INTERVIEW_LIMITS,
  normalizeInterview,
  validateInterview,
  type InterviewField,
} from '../../logic/planner/interview-checks.ts'
import type { PlannerSchool } from '../../logic/planner/model.ts'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { DeadlineZoneField } from '../DeadlineZoneField/DeadlineZoneField.tsx'
import { EditForm } from '../EditForm/EditForm.tsx'
import { passesChecks } from '../checked-submit.ts'
import { PlannerDateField } from '../PlannerDateField/PlannerDateField.tsx'
import { SelectField } from '../SelectField/SelectField.tsx'
import { SourcedFacts } from '../SourcedFacts/SourcedFacts.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { useDraft } from '../useDraft.ts'
import styles from './InterviewForm.module.css'

export type InterviewFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** The application's school: its name, and its zone for "the school's time zone". */
  school: PlannerSchool
  applicationId: string
  /** The stored interview when there is one. */
  initialValues?: InterviewValues | undefined
  /** The student's zone, said in words on its choice. */
  studentZone: string
  /** The student's date today (a done interview cannot be later). */
  today: IsoDate
  /** Zones the full list offers (defaults to every zone the browser knows). */
  zones?: readonly string[]
  status?: 'idle' | 'saving'
  serverError?: string | null
  serverFieldErrors?: Readonly<Record<string, string>>
  onSave?: (values: InterviewValues) => void
  onCancel?: () => void
}

/**
 * An application's interview: none, offered, requested, scheduled or done. A scheduled one has a
 * date, a time and a time zone as a deadline has (the school's or the student's), a place or a
 * video link and who it is with; a done one, whether the thank-you note went.
 */
export function InterviewForm({
  school,
  applicationId,
  initialValues,
  studentZone,
  today,
  zones,
  serverFieldErrors = {},
  onSave,
  className,
  ...rest
}: InterviewFormProps) {
  const { draft, setErrors, set, text, choice, errorOf } = useDraft<
    InterviewValues,
    InterviewField
  >(
    () => ({
      ...NO_INTERVIEW,
      application: applicationId,
      status: 'scheduled',
      zone_rule: school.time_zone ? 'school' : 'student',
      zone: school.time_zone ?? '',
      ...initialValues,
    }),
    serverFieldErrors,
  )
  const dated = draft.status === 'scheduled' || draft.status === 'done'

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    const values = normalizeInterview(draft)
    if (passesChecks(event, validateInterview(values, { today, isKnownZone }), setErrors))
      onSave?.(values)
  }

  return (
    <EditForm
      aria-label={`Interview with ${school.name}`}
      heading={<h3 className={styles.title}>{school.name}: the interview</h3>}
      submitLabel="Save the interview"
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <SelectField label="Interview" {...choice('status')} options={INTERVIEW_STATUSES} />
      {dated ? (
        <>
          <div className={styles.row}>
            <PlannerDateField label="Date" {...text('date')} />
            <TextField label="Time" type="time" {...text('time')} />
          </div>
          <DeadlineZoneField
            legend="Time zone of the interview"
            rule={draft.zone_rule}
            zone={draft.zone}
            studentZone={studentZone}
            school={school}
            zones={zones}
            error={errorOf('zone')}
            onChange={(patch) =>
              set({
                ...(patch.deadline_zone_rule ? { zone_rule: patch.deadline_zone_rule } : {}),
                ...(patch.deadline_zone === undefined ? {} : { zone: patch.deadline_zone }),
              })
            }
          />
          <div className={styles.row}>
            <TextField
              label="Place or video link"
              maxLength={INTERVIEW_LIMITS.place}
              {...text('place')}
            />
            <TextField
              label="With whom"
              hint="An admissions officer, an alumna or alumnus..."
              maxLength={INTERVIEW_LIMITS.withWhom}
              {...text('with_whom')}
            />
          </div>
        </>
      ) : null}
      {draft.status === 'done' ? (
        <Checkbox
          name="thank_you_sent"
          checked={draft.thank_you_sent}
          onChange={(event) => set({ thank_you_sent: event.target.checked })}
          label="I sent a thank-you note"
        />
      ) : null}
      <SourcedFacts summary="What to know about interviews" facts={INTERVIEW_FACTS} />
    </EditForm>
  )
}
