import type { ComponentPropsWithoutRef, SyntheticEvent } from 'react'
import { COMMON_APP_PLANS, RULES_CYCLE } from '../../logic/cycle/application-rules.ts'
import { formatIsoDay, type IsoDate } from '../../logic/planner/calendar-date.ts'
import { DEFAULT_DEADLINE_TIME, typicalDeadline } from '../../logic/planner/deadline.ts'
import { isKnownZone } from '../../logic/planner/intl-zone.ts'
import {
  BINDING_PLANS,
  FEE_WAIVERS,
  PLATFORMS,
  STATUSES,
  type ApplicationValues,
  type PlannerSchool,
} from '../../logic/planner/model.ts'
import { planChoices } from '../../logic/planner/plan-types.ts'
import { NO_APPLICATION } from '../../logic/planner/planner-fields.ts'
import type { PlanFinding } from '../../logic/planner/rules.ts'
import {
  normalizeApplication,
  parseFee,
  validateApplication,
  type ApplicationField,
} from '../../logic/planner/validation.ts'
import { EditForm } from '../EditForm/EditForm.tsx'
import { passesChecks } from '../checked-submit.ts'
import { Button } from '../Button/Button.tsx'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { DeadlineZoneField } from '../DeadlineZoneField/DeadlineZoneField.tsx'
import { PlannerDateField } from '../PlannerDateField/PlannerDateField.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { PlanRulesNotice } from '../PlanRulesNotice/PlanRulesNotice.tsx'
import { SelectField } from '../SelectField/SelectField.tsx'
import { useDraft } from '../useDraft.ts'
import styles from './ApplicationForm.module.css'

/** The form's own copy of the values: the fee as typed. */
type Draft = Omit<ApplicationValues, 'fee'> & { fee: string }

export type ApplicationFormProps = Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'onChange'
> & {
  /** The school this application is for (its name, links and catalogue facts). */
  school: PlannerSchool
  /** The stored values when editing; a new application starts as "planning" with all else unknown. */
  initialValues?: Partial<ApplicationValues>
  /** The student's zone, e.g. "America/Chicago" (deadlines default to 11:59 pm in it). */
  studentZone: string
  /** The student's date today, for estimates and "checked on" checks. */
  today: IsoDate
  /** Zones the school's full time zone list offers (defaults to every zone the browser knows). */
  zones?: readonly string[]
  /** idle: editing; saving: waiting for the server. */
  status?: 'idle' | 'saving'
  /** Why the last save failed; what was typed is kept. */
  serverError?: string | null
  /** Field messages from the server, by field name. */
  serverFieldErrors?: Readonly<Record<string, string>>
  /** Plan-rule findings for this application as it is being edited (the island computes them). */
  findings?: readonly PlanFinding[]
  /** The form passed its checks. */
  onSave?: (values: ApplicationValues) => void
  /** Any edit, so the island can recompute the plan rules. */
  onChange?: (values: ApplicationValues) => void
  onCancel?: () => void
}

function toDraft(school: PlannerSchool, initial: Partial<ApplicationValues> = {}): Draft {
  return {
    ...NO_APPLICATION,
    university: school.id,
    ...initial,
    fee: initial.fee === null || initial.fee === undefined ? '' : String(initial.fee),
  }
}

function toValues(draft: Draft): Omit<ApplicationValues, 'fee'> & { fee: unknown } {
  const { fee, ...rest } = draft
  return { ...normalizeApplication({ ...rest, fee: null }), fee: parseFee(fee) }
}

/** Where Common App's plans come from: its rules' source and cycle, said under the plan. */
function CommonAppPlansSource() {
  const { source } = COMMON_APP_PLANS
  return (
    <>
      Common App&apos;s decision plans for the {RULES_CYCLE.name} cycle, from{' '}
      <a href={source.url} target="_blank" rel="noopener noreferrer">
        {source.name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>{' '}
      (checked {formatIsoDay(source.checked)}). A school with one early round lists it as round I.
    </>
  )
}

/** Add or edit one application: platform, plan, the deadline with its time zone rule and source, status, fee. */
export function ApplicationForm({
  school,
  initialValues,
  studentZone,
  today,
  zones,
  serverFieldErrors = {},
  findings = [],
  onSave,
  onChange,
  className,
  ...rest
}: ApplicationFormProps) {
  const { draft, setErrors, set, field, text, choice } = useDraft<Draft, ApplicationField>(
    () => toDraft(school, initialValues),
    serverFieldErrors,
    (next) => {
      const { fee, ...values } = toValues(next)
      if (fee === null || typeof fee === 'number') onChange?.({ ...values, fee })
    },
  )
  const estimate = typicalDeadline(draft.plan, today, school)
  const binding = draft.plan !== '' && BINDING_PLANS.includes(draft.plan)

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    const values = toValues(draft)
    if (passesChecks(event, validateApplication(values, { today, isKnownZone }), setErrors))
      onSave?.(values as ApplicationValues)
  }

  return (
    <EditForm
      aria-label={`Application to ${school.name}`}
      heading={<h2 className={styles.title}>{school.name}</h2>}
      submitLabel="Save application"
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <div className={styles.row}>
        <SelectField
          label="Platform"
          {...choice('platform')}
          options={PLATFORMS}
          emptyLabel="Not decided yet"
        />
        <SelectField
          label="Plan"
          {...choice('plan')}
          options={planChoices(draft.platform, draft.plan)}
          emptyLabel="Not decided yet"
          hint={draft.platform === 'common_app' ? <CommonAppPlansSource /> : undefined}
        />
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Deadline</legend>
        <div className={styles.row}>
          <PlannerDateField
            label="Date"
            hint="Leave it empty until you know it."
            {...field('deadline_date')}
            onChange={(e) => set({ deadline_date: e.target.value, deadline_estimated: false })}
          />
          <TextField
            label="Time"
            hint="11:59 pm unless the school says otherwise."
            type="time"
            {...text('deadline_time')}
            placeholder={DEFAULT_DEADLINE_TIME}
          />
        </div>
        {estimate && draft.deadline_date === '' ? (
          <p className={styles.estimate}>
            <Button
              variant="secondary"
              onClick={() => set({ deadline_date: estimate.date, deadline_estimated: true })}
            >
              Use the typical date as an estimate
            </Button>
            <span>{estimate.label}</span>
          </p>
        ) : null}
        {draft.deadline_estimated ? (
          <div className={styles.estimate}>
            <Checkbox
              name="deadline_estimated"
              checked
              onChange={() => set({ deadline_estimated: false })}
              label="This date is an estimate I have not checked with the school yet"
            />
            {school.apply_url ? (
              <a href={school.apply_url} target="_blank" rel="noopener noreferrer">
                Check it on {school.name}&apos;s site
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        ) : null}
        <DeadlineZoneField
          rule={draft.deadline_zone_rule}
          zone={draft.deadline_zone}
          studentZone={studentZone}
          school={school}
          zones={zones}
          error={field('deadline_zone').error}
          onChange={set}
        />
        <div className={styles.row}>
          <TextField
            label="Where the date comes from"
            hint="A link to the school's own page."
            type="url"
            {...text('source_url')}
            inputMode="url"
            maxLength={2000}
            placeholder="https://"
          />
          <TextField label="Last checked on" type="date" {...text('checked_on')} max={today} />
        </div>
      </fieldset>

      <div className={styles.row}>
        <SelectField label="Status" {...choice('status')} options={STATUSES} />
        <TextField
          label="Application fee (USD)"
          hint="Empty if you don't know it; 0 if there is none."
          {...text('fee')}
          inputMode="decimal"
        />
        <SelectField
          label="Fee waiver"
          {...choice('fee_waiver')}
          options={FEE_WAIVERS}
          emptyLabel="Unknown"
        />
      </div>

      <Checkbox
        name="css_profile_required"
        checked={draft.css_profile_required}
        onChange={(e) => set({ css_profile_required: e.target.checked })}
        label="This school asks for the CSS Profile (financial aid)"
      />
      {binding ? (
        <Checkbox
          name="net_price_checked"
          checked={draft.net_price_checked}
          onChange={(e) => set({ net_price_checked: e.target.checked })}
          label={`I ran ${school.name}'s net price calculator`}
        />
      ) : null}

      <PlanRulesNotice findings={findings} />
    </EditForm>
  )
}
