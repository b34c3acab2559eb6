import { useId, useState, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react'
import type { IsoDate } from '../../logic/planner/calendar-date.ts'
import { DEFAULT_DEADLINE_TIME, typicalDeadline } from '../../logic/planner/deadline.ts'
import { isKnownZone } from '../../logic/planner/intl-zone.ts'
import {
  BINDING_PLANS,
  FEE_WAIVERS,
  PLANS,
  PLATFORMS,
  STATUSES,
  type ApplicationValues,
  type PlannerSchool,
} from '../../logic/planner/model.ts'
import type { PlanFinding } from '../../logic/planner/rules.ts'
import {
  normalizeApplication,
  parseFee,
  validateApplication,
  type ApplicationField,
} from '../../logic/planner/validation.ts'
import { zoneLabel } from '../../logic/planner/zone.ts'
import type { FieldErrors } from '../../logic/validation/fields.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { controlClass, FormField } from '../FormField/FormField.tsx'
import { PlanRulesNotice } from '../PlanRulesNotice/PlanRulesNotice.tsx'
import styles from './ApplicationForm.module.css'

/** The form's own copy of the values: the fee as typed. */
type Draft = Omit<ApplicationValues, 'fee'> & { fee: string }

export type ApplicationFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'onChange'> & {
  /** The school this application is for (its name, links and catalogue facts). */
  school: PlannerSchool
  /** The stored values when editing; a new application starts as "planning" with all else unknown. */
  initialValues?: Partial<ApplicationValues>
  /** The student's zone, e.g. "America/Chicago" (deadlines default to 11:59 pm in it). */
  studentZone: string
  /** The student's date today, for estimates and "checked on" checks. */
  today: IsoDate
  /** Zones the school's time zone picker offers (defaults to every zone the browser knows). */
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
    university: school.id,
    platform: '',
    plan: '',
    deadline_date: '',
    deadline_time: '',
    deadline_zone_rule: 'student',
    deadline_zone: '',
    deadline_estimated: false,
    source_url: '',
    checked_on: '',
    status: 'planning',
    fee_waiver: '',
    css_profile_required: false,
    net_price_checked: false,
    ...initial,
    fee: initial.fee === null || initial.fee === undefined ? '' : String(initial.fee),
  }
}

function toValues(draft: Draft): Omit<ApplicationValues, 'fee'> & { fee: unknown } {
  const { fee, ...rest } = draft
  return { ...normalizeApplication({ ...rest, fee: null }), fee: parseFee(fee) }
}

let allZones: readonly string[] | null = null
function browserZones(): readonly string[] {
  allZones ??= Intl.supportedValuesOf('timeZone')
  return allZones
}

/** Add or edit one application: platform, plan, the deadline with its time zone rule and source, status, fee. */
export function ApplicationForm({
  school,
  initialValues,
  studentZone,
  today,
  zones,
  status = 'idle',
  serverError = null,
  serverFieldErrors = {},
  findings = [],
  onSave,
  onChange,
  onCancel,
  className,
  ...rest
}: ApplicationFormProps) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(school, initialValues))
  const [errors, setErrors] = useState<FieldErrors<ApplicationField>>({})
  const zoneRuleName = useId()
  const saving = status === 'saving'
  const zoneList = zones ?? browserZones()
  const estimate = typicalDeadline(draft.plan, today, school)
  const binding = draft.plan !== '' && BINDING_PLANS.includes(draft.plan)

  const update = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch }
    setDraft(next)
    const touched = Object.keys(patch) as ApplicationField[]
    if (touched.some((field) => errors[field]))
      setErrors((current) => {
        const kept = { ...current }
        for (const field of touched) delete kept[field]
        return kept
      })
    const { fee, ...values } = toValues(next)
    if (fee === null || typeof fee === 'number') onChange?.({ ...values, fee })
  }
  const errorOf = (field: ApplicationField) => errors[field] ?? serverFieldErrors[field]

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = toValues(draft)
    const found = validateApplication(values, { today, isKnownZone })
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    onSave?.(values as ApplicationValues)
  }

  return (
    <form
      noValidate
      aria-label={`Application to ${school.name}`}
      data-state={status}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <h2 className={styles.title}>{school.name}</h2>
      {serverError ? <Banner variant="error">{serverError}</Banner> : null}

      <div className={styles.row}>
        <FormField label="Platform" error={errorOf('platform')}>
          {(control) => (
            <select
              {...control}
              name="platform"
              className={controlClass}
              value={draft.platform}
              onChange={(e) => update({ platform: e.target.value as Draft['platform'] })}
            >
              <option value="">Not decided yet</option>
              {PLATFORMS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Plan" error={errorOf('plan')}>
          {(control) => (
            <select
              {...control}
              name="plan"
              className={controlClass}
              value={draft.plan}
              onChange={(e) => update({ plan: e.target.value as Draft['plan'] })}
            >
              <option value="">Not decided yet</option>
              {PLANS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Deadline</legend>
        <div className={styles.row}>
          <FormField
            label="Date"
            hint="Leave it empty until you know it."
            error={errorOf('deadline_date')}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                name="deadline_date"
                min="2000-01-01"
                max="2099-12-31"
                className={controlClass}
                value={draft.deadline_date}
                onChange={(e) => update({ deadline_date: e.target.value, deadline_estimated: false })}
              />
            )}
          </FormField>
          <FormField
            label="Time"
            hint="11:59 pm unless the school says otherwise."
            error={errorOf('deadline_time')}
          >
            {(control) => (
              <input
                {...control}
                type="time"
                name="deadline_time"
                className={controlClass}
                placeholder={DEFAULT_DEADLINE_TIME}
                value={draft.deadline_time}
                onChange={(e) => update({ deadline_time: e.target.value })}
              />
            )}
          </FormField>
        </div>
        {estimate && draft.deadline_date === '' ? (
          <p className={styles.estimate}>
            <Button
              variant="secondary"
              onClick={() => update({ deadline_date: estimate.date, deadline_estimated: true })}
            >
              Use the typical date as an estimate
            </Button>
            <span>{estimate.label}</span>
          </p>
        ) : null}
        {draft.deadline_estimated ? (
          <div className={styles.estimate}>
            <label className={styles.check}>
              <input
                type="checkbox"
                name="deadline_estimated"
                checked
                onChange={() => update({ deadline_estimated: false })}
              />
              This date is an estimate I have not checked with the school yet
            </label>
            {school.apply_url ? (
              <a href={school.apply_url} target="_blank" rel="noopener noreferrer">
                Check it on {school.name}&apos;s site
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        ) : null}
        <fieldset className={styles.radios}>
          <legend className={styles.sublegend}>Time zone of the deadline</legend>
          <label className={styles.check}>
            <input
              type="radio"
              name={zoneRuleName}
              checked={draft.deadline_zone_rule === 'student'}
              onChange={() => update({ deadline_zone_rule: 'student' })}
            />
            My time zone ({zoneLabel(studentZone)})
          </label>
          <label className={styles.check}>
            <input
              type="radio"
              name={zoneRuleName}
              checked={draft.deadline_zone_rule === 'school'}
              onChange={() => update({ deadline_zone_rule: 'school' })}
            />
            The school&apos;s time zone
          </label>
        </fieldset>
        {draft.deadline_zone_rule === 'school' ? (
          <FormField label="School's time zone" error={errorOf('deadline_zone')}>
            {(control) => (
              <select
                {...control}
                name="deadline_zone"
                className={controlClass}
                value={draft.deadline_zone}
                onChange={(e) => update({ deadline_zone: e.target.value })}
              >
                <option value="">Choose a time zone</option>
                {zoneList.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, ' ')}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        <div className={styles.row}>
          <FormField
            label="Where the date comes from"
            hint="A link to the school's own page."
            error={errorOf('source_url')}
          >
            {(control) => (
              <input
                {...control}
                type="url"
                name="source_url"
                inputMode="url"
                maxLength={2000}
                placeholder="https://"
                className={controlClass}
                value={draft.source_url}
                onChange={(e) => update({ source_url: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Last checked on" error={errorOf('checked_on')}>
            {(control) => (
              <input
                {...control}
                type="date"
                name="checked_on"
                max={today}
                className={controlClass}
                value={draft.checked_on}
                onChange={(e) => update({ checked_on: e.target.value })}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      <div className={styles.row}>
        <FormField label="Status" error={errorOf('status')}>
          {(control) => (
            <select
              {...control}
              name="status"
              className={controlClass}
              value={draft.status}
              onChange={(e) => update({ status: e.target.value as Draft['status'] })}
            >
              {STATUSES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Application fee (USD)"
          hint="Empty if you don't know it; 0 if there is none."
          error={errorOf('fee')}
        >
          {(control) => (
            <input
              {...control}
              name="fee"
              inputMode="decimal"
              className={controlClass}
              value={draft.fee}
              onChange={(e) => update({ fee: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Fee waiver" error={errorOf('fee_waiver')}>
          {(control) => (
            <select
              {...control}
              name="fee_waiver"
              className={controlClass}
              value={draft.fee_waiver}
              onChange={(e) => update({ fee_waiver: e.target.value as Draft['fee_waiver'] })}
            >
              <option value="">Unknown</option>
              {FEE_WAIVERS.map((w) => (
                <option key={w.value} value={w.value}>
                  {w.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <label className={styles.check}>
        <input
          type="checkbox"
          name="css_profile_required"
          checked={draft.css_profile_required}
          onChange={(e) => update({ css_profile_required: e.target.checked })}
        />
        This school asks for the CSS Profile (financial aid)
      </label>
      {binding ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            name="net_price_checked"
            checked={draft.net_price_checked}
            onChange={(e) => update({ net_price_checked: e.target.checked })}
          />
          I ran {school.name}&apos;s net price calculator
        </label>
      ) : null}

      <PlanRulesNotice findings={findings} />

      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save application'}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}
