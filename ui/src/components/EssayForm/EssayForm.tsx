import {
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type SyntheticEvent,
} from 'react'
import { CATEGORIES, CATEGORY_LABELS, classifyPrompt } from '../../logic/essays/classify.ts'
import {
  ESSAY_LIMITS,
  PLATFORM_LABELS,
  PLATFORMS,
  STATUS_LABELS,
  type EssayStatus,
  type Platform,
} from '../../logic/essays/essay.ts'
import {
  presetLabel,
  presetNote,
  validateEssayForm,
  withPreset,
  type EssayFormField,
  type EssayFormValues,
  type EssayPreset,
} from '../../logic/essays/form.ts'
import { RULES_CYCLE } from '../../logic/cycle/application-rules.ts'
import { formatIsoDay } from '../../logic/planner/calendar-date.ts'
import type { ApplicationInput } from '../../logic/essays/essay.ts'
import type { FieldErrors } from '../../logic/validation/fields.ts'
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup.tsx'
import { EditForm } from '../EditForm/EditForm.tsx'
import { passesChecks } from '../checked-submit.ts'
import { controlClass, FormField } from '../FormField/FormField.tsx'
import { SelectField } from '../SelectField/SelectField.tsx'
import { TextField } from '../TextField/TextField.tsx'
import styles from './EssayForm.module.css'

export type EssayFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** create: a new essay; edit: an essay's prompt, limit, group, links and status. */
  mode: 'create' | 'edit'
  initialValues: EssayFormValues
  /** The student's applications a supplement can be tied to (a Common App preset takes its platform's); a scholarship stands as one, marked. */
  applications: readonly (Pick<ApplicationInput, 'id' | 'schoolName' | 'deadline' | 'platform'> & {
    scholarship?: true
  })[]
  /** This cycle's Common App essays a new essay can start from (logic/essays/form.ts presetsFor). */
  presets?: readonly EssayPreset[]
  /** Platforms that have a personal statement already (one each). */
  takenPlatforms?: readonly Platform[]
  status?: 'idle' | 'saving'
  serverError?: string | null
  /** The server's messages by field (the record's field names). */
  serverFieldErrors?: Readonly<Record<string, string>>
  onSave?: (values: EssayFormValues) => void
  onCancel?: () => void
}

const UNIT_OPTIONS = [
  { value: 'words', label: 'Words' },
  { value: 'characters', label: 'Characters' },
] as const

/** The values typed as text. */
type TextValue = 'title' | 'limitMax' | 'limitMin' | 'groupLabel' | 'groupChoose'

/** Statuses the form offers; "Final" comes only through the name check. */
const FORM_STATUSES: readonly EssayStatus[] = ['not_started', 'drafting', 'review', 'submitted']

/** A preset's cycle, limit and the official page with its exact wording. */
function PresetSource({ preset, chosen }: { preset: EssayPreset | undefined; chosen: boolean }) {
  if (!preset) return null
  const { source } = preset
  return (
    <>
      {chosen
        ? presetNote(preset)
        : `Common App's ${RULES_CYCLE.name} essays, titled in our own words: fills the title, counting and limit.`}{' '}
      <a href={source.url} target="_blank" rel="noopener noreferrer">
        {source.name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>{' '}
      (checked {formatIsoDay(source.checked)}).
    </>
  )
}

/** A personal statement or a supplement: its prompt and limit, its group, its applications. */
export function EssayForm({
  mode,
  initialValues,
  applications,
  takenPlatforms = [],
  presets = [],
  serverFieldErrors = {},
  onSave,
  className,
  ...rest
}: EssayFormProps) {
  const [values, setValues] = useState<EssayFormValues>(initialValues)
  const [errors, setErrors] = useState<FieldErrors<EssayFormField>>({})
  const [presetId, setPresetId] = useState('')
  const personal = values.kind === 'personal'
  // A Common App preset for a personal statement needs the Common App's to be free.
  const offered =
    mode === 'create' && !(personal && takenPlatforms.includes('common_app')) ? presets : []
  const preset = offered.find((p) => p.id === presetId)
  const choosePreset = (id: string) => {
    setPresetId(id)
    const chosen = offered.find((p) => p.id === id)
    if (!chosen) return
    setValues((current) => withPreset(current, chosen, applications))
    setErrors({})
  }
  const set = <K extends keyof EssayFormValues>(
    key: K,
    value: EssayFormValues[K],
    field?: EssayFormField,
  ) => {
    setValues((current) => ({ ...current, [key]: value }))
    if (field) setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const errorOf = (field: EssayFormField) => errors[field] ?? serverFieldErrors[field]
  /** What a TextField needs for a value the record stores as `field`. */
  const textProps = (key: TextValue, field: EssayFormField) => ({
    name: field,
    value: values[key],
    error: errorOf(field),
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value, field),
  })
  const suggested = classifyPrompt(values.prompt).category

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    if (passesChecks(event, validateEssayForm(values), setErrors)) onSave?.(values)
  }

  const scholarship = values.kind === 'scholarship'
  const name =
    mode === 'create'
      ? personal
        ? 'New personal statement'
        : scholarship
          ? 'New scholarship essay'
          : 'New supplement'
      : `Details of ${initialValues.title}`
  const platformOptions = PLATFORMS.filter(
    (p) => !personal || mode === 'edit' || !takenPlatforms.includes(p),
  ).map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))
  const statusOptions = (
    initialValues.status === 'final' ? [...FORM_STATUSES, 'final' as const] : FORM_STATUSES
  ).map((s) => ({ value: s, label: STATUS_LABELS[s] }))

  return (
    <EditForm
      aria-label={name}
      submitLabel={mode === 'create' ? 'Create essay' : 'Save details'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      {offered.length > 0 ? (
        <SelectField
          label={`Start from a Common App essay (${RULES_CYCLE.name})`}
          name="preset"
          emptyLabel="None: I'll fill it in"
          options={offered.map((p) => ({ value: p.id, label: presetLabel(p) }))}
          value={presetId}
          onChange={choosePreset}
          hint={<PresetSource preset={preset ?? offered[0]} chosen={preset !== undefined} />}
        />
      ) : null}
      <div className={styles.row}>
        <TextField
          label="Title"
          required
          maxLength={ESSAY_LIMITS.titleMax}
          {...textProps('title', 'title')}
        />
        {personal ? (
          <SelectField
            label="Platform"
            name="platform"
            hint="One personal statement per platform, shared by every application on it."
            disabled={mode === 'edit'}
            options={platformOptions}
            value={values.platform}
            error={errorOf('platform')}
            onChange={(p) => set('platform', p, 'platform')}
          />
        ) : null}
      </div>
      <FormField
        label={personal ? 'Prompt (optional)' : 'Prompt'}
        hint="As the school words it. The plan and the suggestions of drafts to adapt read it."
        error={errorOf('prompt')}
      >
        {(control) => (
          <textarea
            {...control}
            name="prompt"
            maxLength={ESSAY_LIMITS.promptMax}
            className={[controlClass, styles.prompt].join(' ')}
            value={values.prompt}
            onChange={(e) => set('prompt', e.target.value, 'prompt')}
          />
        )}
      </FormField>
      <div className={styles.row}>
        <SelectField
          label="Limit counts"
          name="limit_unit"
          emptyLabel="No limit"
          options={UNIT_OPTIONS}
          value={values.limitUnit}
          error={errorOf('limit_unit')}
          onChange={(unit) => set('limitUnit', unit, 'limit_unit')}
        />
        <TextField label="Limit" inputMode="numeric" {...textProps('limitMax', 'limit_max')} />
        <TextField
          label="At least (optional)"
          inputMode="numeric"
          {...textProps('limitMin', 'limit_min')}
        />
      </div>
      {personal ? null : (
        <>
          <div className={styles.row}>
            <SelectField
              label="Prompt category"
              name="category"
              emptyLabel={`Suggested: ${CATEGORY_LABELS[suggested]}`}
              hint="Used to suggest drafts to adapt and to plan the fewest essays."
              options={CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
              value={values.category}
              onChange={(category) => set('category', category)}
            />
            <TextField
              label="Choose-N group (optional)"
              hint='Prompts sharing a group name, e.g. "UC Personal Insight Questions".'
              maxLength={ESSAY_LIMITS.titleMax}
              {...textProps('groupLabel', 'group_label')}
            />
            <TextField
              label="Answer how many of the group"
              inputMode="numeric"
              {...textProps('groupChoose', 'group_choose')}
            />
          </div>
          {scholarship ? (
            <SelectField
              label="For the scholarship"
              name="scholarship"
              hint="Its sponsor is who the name check treats as this essay's school."
              emptyLabel="Choose a scholarship"
              options={applications
                .filter((a) => a.scholarship)
                .map((a) => ({ value: a.id, label: a.schoolName }))}
              value={values.applicationIds[0] ?? ''}
              error={errorOf('scholarship')}
              onChange={(id) => set('applicationIds', id === '' ? [] : [id], 'scholarship')}
            />
          ) : (
            <CheckboxGroup
              legend="For applications"
              name="applications"
              options={applications
                .filter((a) => !a.scholarship)
                .map((a) => ({ value: a.id, label: a.schoolName }))}
              value={values.applicationIds}
              empty="No applications yet: add them in your planner to take their deadlines. A supplement can also stand alone."
              error={errorOf('applications')}
              onChange={(ids) => set('applicationIds', ids, 'applications')}
            />
          )}
        </>
      )}
      {mode === 'edit' ? (
        <SelectField
          label="Status"
          name="status"
          hint={'"Final" comes after the check for other schools\' names.'}
          options={statusOptions}
          value={values.status}
          onChange={(s) => set('status', s)}
        />
      ) : null}
    </EditForm>
  )
}
