import { useState, type ComponentPropsWithoutRef, type ReactNode, type SyntheticEvent } from 'react'
import type { AidItem } from '../../logic/planner/aid.ts'
import { formatIsoDate } from '../../logic/planner/calendar-date.ts'
import { AID_KINDS, type Application, type NewAidDate } from '../../logic/planner/model.ts'
import { validateAidDate, type AidValues } from '../../logic/planner/list-checks.ts'
import type { FieldErrors } from '../../logic/validation/fields.ts'
import { passesChecks } from '../checked-submit.ts'
import { Button } from '../Button/Button.tsx'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { InlineForm } from '../InlineForm/InlineForm.tsx'
import { Section, sectionListClass } from '../Section/Section.tsx'
import { PlannerDateField } from '../PlannerDateField/PlannerDateField.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { applicationOptions, SelectField } from '../SelectField/SelectField.tsx'
import styles from './AidDateList.module.css'

export type { NewAidDate }

// `onToggle` is ours (a date ticked), not the native toggle event.
export type AidDateListProps = Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'onToggle'> & {
  /** The aid timeline (logic/planner/aid.ts): the student's dates, this cycle's, and estimates. */
  items: readonly AidItem[]
  applications: readonly Pick<Application, 'id' | 'school'>[]
  addStatus?: 'idle' | 'saving'
  addError?: string | null
  /** A confirmation or error about the last change, under the list. */
  notice?: ReactNode
  /** Tick the student's own date off (the cycle's dates and estimates are not theirs to tick). */
  onToggle?: (item: AidItem, done: boolean) => void
  onAdd?: (values: NewAidDate) => void
  onRemove?: (item: AidItem) => void
}

const EMPTY: NewAidDate = {
  kind: 'state_priority',
  label: '',
  date: '',
  source_url: '',
  application: '',
}

/** Financial-aid dates beside the plan: FAFSA, CSS Profile, state and school priority dates. */
export function AidDateList({
  items,
  applications,
  addStatus = 'idle',
  addError = null,
  notice,
  onToggle,
  onAdd,
  onRemove,
  ...rest
}: AidDateListProps) {
  const [draft, setDraft] = useState<NewAidDate>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors<keyof AidValues>>({})
  const set = (patch: Partial<NewAidDate>) => {
    setDraft((current) => ({ ...current, ...patch }))
    setErrors({})
  }
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    if (passesChecks(event, validateAidDate(draft), setErrors))
      onAdd?.({ ...draft, label: draft.label.trim(), source_url: draft.source_url.trim() })
  }

  return (
    <Section
      title="Financial aid dates"
      empty={items.length === 0 ? 'No aid dates yet.' : null}
      {...rest}
    >
      {items.length === 0 ? null : (
        <ul className={sectionListClass}>
          {items.map((item) => (
            <li key={item.id} className={styles.item} data-origin={item.origin}>
              {item.origin === 'yours' ? (
                <Checkbox
                  className={styles.title}
                  checked={item.done}
                  onChange={(e) => onToggle?.(item, e.target.checked)}
                  label={item.title}
                />
              ) : (
                <span className={styles.title}>{item.title}</span>
              )}
              <time dateTime={item.date} className={styles.date}>
                {formatIsoDate(item.date)}
                {item.origin === 'estimate' ? ' (estimate)' : ''}
              </time>
              {item.link ? (
                <a
                  href={item.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                >
                  {item.origin === 'estimate' ? 'Check the date' : 'Source'}
                  <span className="visually-hidden"> for {item.title} (opens in a new tab)</span>
                </a>
              ) : null}
              {item.source ? <span className={styles.source}>Source: {item.source}</span> : null}
              {item.origin === 'yours' && onRemove ? (
                <Button variant="ghost" onClick={() => onRemove(item)}>
                  Remove <span className="visually-hidden">{item.title}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {notice}
      {onAdd ? (
        <InlineForm
          aria-label="Add an aid date"
          submitLabel="Add date"
          busyLabel="Adding..."
          busy={addStatus === 'saving'}
          error={addError}
          onSubmit={submit}
        >
          <SelectField
            label="Kind"
            name="kind"
            options={AID_KINDS}
            value={draft.kind}
            error={errors.kind}
            onChange={(kind) => set({ kind })}
          />
          <TextField
            label="What it is (optional)"
            error={errors.label}
            name="label"
            maxLength={120}
            placeholder="e.g. Cal Grant priority date"
            value={draft.label}
            onChange={(e) => set({ label: e.target.value })}
          />
          <PlannerDateField
            label="Date"
            error={errors.date}
            name="date"
            value={draft.date}
            onChange={(e) => set({ date: e.target.value })}
          />
          <SelectField
            label="For"
            name="application"
            options={applicationOptions(applications)}
            emptyLabel="Every school"
            value={draft.application}
            onChange={(application) => set({ application })}
          />
          <TextField
            label="Source link (optional)"
            error={errors.source_url}
            type="url"
            name="source_url"
            placeholder="https://"
            value={draft.source_url}
            onChange={(e) => set({ source_url: e.target.value })}
          />
        </InlineForm>
      ) : null}
    </Section>
  )
}
