import { useState, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react'
import { parseFee } from '../../logic/planner/fee.ts'
import { isKnownZone } from '../../logic/planner/intl-zone.ts'
import type { Application } from '../../logic/planner/model.ts'
import {
  normalizeScholarship,
  SCHOLARSHIP_REQUIREMENTS,
  SCHOLARSHIP_STATUSES,
  validateScholarship,
  type ScholarshipRequirement,
  type ScholarshipValues,
} from '../../logic/planner/scholarships.ts'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup.tsx'
import { DeadlineZoneField } from '../DeadlineZoneField/DeadlineZoneField.tsx'
import { EditForm } from '../EditForm/EditForm.tsx'
import { passesChecks } from '../checked-submit.ts'
import { PlannerDateField } from '../PlannerDateField/PlannerDateField.tsx'
import { applicationOptions, SelectField } from '../SelectField/SelectField.tsx'
import { TextField } from '../TextField/TextField.tsx'
import styles from './ScholarshipForm.module.css'

export type ScholarshipFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  heading: string
  initialValues: ScholarshipValues
  /** The student's applications: the school an award pays for. */
  applications: readonly Pick<Application, 'id' | 'school'>[]
  /** The student's planner zone: a deadline is on their clock unless the sponsor names its own. */
  studentZone: string
  status?: 'idle' | 'saving'
  serverError?: string | null
  serverFieldErrors?: Readonly<Record<string, string>>
  onSave?: (values: ScholarshipValues) => void
  onCancel?: () => void
}

type Draft = Omit<ScholarshipValues, 'amount'> & { amount: string }

/** A scholarship: who gives it, how much, its deadline on whose clock, what it asks, where it stands. */
export function ScholarshipForm({
  heading,
  initialValues,
  applications,
  studentZone,
  status = 'idle',
  serverError = null,
  serverFieldErrors = {},
  onSave,
  onCancel,
  className,
  ...rest
}: ScholarshipFormProps) {
  const [draft, setDraft] = useState<Draft>({
    ...initialValues,
    amount: initialValues.amount === null ? '' : String(initialValues.amount),
  })
  const [errors, setErrors] = useState<Partial<Record<keyof ScholarshipValues, string>>>({})
  const error = (field: keyof ScholarshipValues) => errors[field] ?? serverFieldErrors[field]
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    const amount = parseFee(draft.amount)
    const values = normalizeScholarship({ ...draft, amount: null })
    if (passesChecks(event, validateScholarship({ ...values, amount }, isKnownZone), setErrors))
      onSave?.({ ...values, amount: amount as number | null })
  }

  return (
    <EditForm
      aria-label={heading}
      heading={<h3 className={styles.heading}>{heading}</h3>}
      submitLabel="Save scholarship"
      status={status}
      serverError={serverError}
      onCancel={onCancel}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <TextField
        name="sponsor"
        label="Sponsor"
        hint="Who gives it, such as the Rotary Club of Springfield."
        autoComplete="off"
        maxLength={120}
        value={draft.sponsor}
        error={error('sponsor')}
        onChange={(event) => set({ sponsor: event.target.value })}
      />
      <TextField
        name="amount"
        label="Amount, dollars"
        inputMode="decimal"
        autoComplete="off"
        value={draft.amount}
        error={error('amount')}
        onChange={(event) => set({ amount: event.target.value })}
      />
      <Checkbox
        name="renewable"
        label="Renews every year"
        checked={draft.renewable}
        onChange={(event) => set({ renewable: event.target.checked })}
      />
      <PlannerDateField
        name="deadline_date"
        label="Deadline"
        value={draft.deadline_date}
        error={error('deadline_date')}
        onChange={(event) => set({ deadline_date: event.target.value })}
      />
      <TextField
        name="deadline_time"
        label="Time"
        type="time"
        hint="11:59 pm unless the sponsor says otherwise."
        value={draft.deadline_time}
        error={error('deadline_time')}
        onChange={(event) => set({ deadline_time: event.target.value })}
      />
      <DeadlineZoneField
        rule={draft.deadline_zone_rule}
        zone={draft.deadline_zone}
        studentZone={studentZone}
        school={{}}
        whose="The sponsor's"
        error={error('deadline_zone')}
        onChange={set}
      />
      <CheckboxGroup
        legend="What it asks for"
        name="requirements"
        options={SCHOLARSHIP_REQUIREMENTS}
        value={draft.requirements}
        error={error('requirements')}
        onChange={(value) => set({ requirements: value as ScholarshipRequirement[] })}
      />
      <SelectField
        name="application"
        label="The school it pays for"
        emptyLabel="Any school I attend"
        options={applicationOptions(applications)}
        value={draft.application}
        error={error('application')}
        onChange={(value) => set({ application: value })}
      />
      <SelectField
        name="status"
        label="Status"
        options={SCHOLARSHIP_STATUSES}
        value={draft.status}
        error={error('status')}
        onChange={(value) => set({ status: value })}
      />
      <TextField
        name="url"
        label="Its page (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={2000}
        value={draft.url}
        error={error('url')}
        onChange={(event) => set({ url: event.target.value })}
      />
    </EditForm>
  )
}
