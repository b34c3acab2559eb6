import type { ComponentPropsWithoutRef, SyntheticEvent } from 'react'
import type { IsoDate } from '../../logic/planner/calendar-date.ts'
import {
  RECOMMENDER_ROLES,
  RECOMMENDER_STATUSES,
  type Application,
  type RecommenderDraft,
} from '../../logic/planner/model.ts'
import { validateRecommender, type RecommenderValues } from '../../logic/planner/validation.ts'
import { EditForm } from '../EditForm/EditForm.tsx'
import { passesChecks } from '../checked-submit.ts'
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup.tsx'
import { SelectField } from '../SelectField/SelectField.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { useDraft } from '../useDraft.ts'
import styles from './RecommenderForm.module.css'

export type { RecommenderDraft }
type Field = keyof RecommenderValues | 'applications'

export type RecommenderFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** The stored recommender when editing. */
  initialValues?: Partial<RecommenderDraft>
  /** The applications a letter can be for. */
  applications: readonly Pick<Application, 'id' | 'school'>[]
  /** The student's date today ("asked on" cannot be later). */
  today: IsoDate
  status?: 'idle' | 'saving'
  serverError?: string | null
  serverFieldErrors?: Readonly<Record<string, string>>
  onSave?: (values: RecommenderDraft) => void
  onCancel?: () => void
  /** A heading over the form, when it opens as a panel of the page. */
  heading?: string
}

const EMPTY: RecommenderDraft = {
  name: '',
  role: 'teacher',
  email: '',
  applications: [],
  asked_on: '',
  status: 'not_asked',
}

/** Who writes a recommendation, for which applications, when they were asked and where it stands. */
export function RecommenderForm({
  initialValues,
  applications,
  today,
  serverFieldErrors = {},
  onSave,
  heading,
  className,
  ...rest
}: RecommenderFormProps) {
  const { draft, setErrors, set, field, text, choice } = useDraft<RecommenderDraft, Field>(
    { ...EMPTY, ...initialValues },
    serverFieldErrors,
  )

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    if (passesChecks(event, validateRecommender(draft, today), setErrors))
      onSave?.({ ...draft, name: draft.name.trim(), email: draft.email.trim() })
  }

  return (
    <EditForm
      aria-label={initialValues?.name ? `Recommender: ${initialValues.name}` : 'Add a recommender'}
      heading={heading ? <h3 className={styles.heading}>{heading}</h3> : null}
      submitLabel="Save recommender"
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <div className={styles.row}>
        <TextField label="Name" {...text('name')} maxLength={100} required />
        <SelectField label="Role" {...choice('role')} options={RECOMMENDER_ROLES} />
        <TextField
          label="E-mail (optional)"
          {...text('email')}
          type="email"
          autoComplete="off"
          maxLength={254}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label="Status"
          {...field('status')}
          options={RECOMMENDER_STATUSES}
          onChange={(next) => {
            set({ status: next })
            // Marking them asked fills in today; the student can change the day.
            if (next !== 'not_asked' && draft.asked_on === '') set({ asked_on: today })
          }}
        />
        <TextField label="Asked on" type="date" {...text('asked_on')} max={today} />
      </div>
      <CheckboxGroup
        legend="Letters for"
        {...choice('applications')}
        options={applications.map((app) => ({ value: app.id, label: app.school.name }))}
        empty="Add applications first; then choose which ones this letter is for."
      />
    </EditForm>
  )
}
