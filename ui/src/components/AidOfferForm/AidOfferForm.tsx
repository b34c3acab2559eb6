import { useState, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react'
import {
  AID_FIELDS,
  validateEntries,
  type AidField,
  type AidOffer,
} from '../../logic/analytics/entries.ts'
import { parseFee } from '../../logic/planner/fee.ts'
import { EditForm } from '../EditForm/EditForm.tsx'
import { passesChecks } from '../checked-submit.ts'
import { TextField } from '../TextField/TextField.tsx'
import styles from './AidOfferForm.module.css'

/** What the analytics forms share: the school they are about and the save's state. */
export type EntryFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** The school of the application; it names the form. */
  schoolName: string
  /** idle: editing; saving: waiting for the server. */
  status?: 'idle' | 'saving'
  /** Why the last save failed; what was typed stays. */
  serverError?: string | null
  /** Field messages from the server, by field name. */
  serverFieldErrors?: Readonly<Record<string, string>>
  onCancel?: () => void
}

export type AidOfferFormProps = EntryFormProps & {
  /** The offer as stored (all null before the first entry). */
  initialOffer: AidOffer
  /** The offer passed its checks. */
  onSave?: (offer: AidOffer) => void
}

const FIELDS: Record<AidField, { label: string; hint: string }> = {
  aid_cost: {
    label: 'Cost of attendance, a year',
    hint: 'From the award letter: tuition, fees, housing, food, books and the rest.',
  },
  aid_grants: {
    label: 'Grants and scholarships, a year',
    hint: 'Gift aid: money you do not pay back.',
  },
  aid_loans: { label: 'Loans offered, a year', hint: 'Money you borrow and repay later.' },
  aid_work_study: { label: 'Work-study, a year', hint: 'Pay from a campus job, if you take one.' },
}

const asText = (value: number | null) => (value === null ? '' : String(value))

/** An admitted school's aid offer, as its award letter states it, in dollars a year. */
export function AidOfferForm({
  schoolName,
  initialOffer,
  serverFieldErrors = {},
  onSave,
  className,
  ...rest
}: AidOfferFormProps) {
  const [draft, setDraft] = useState<Record<AidField, string>>(() => ({
    aid_cost: asText(initialOffer.aid_cost),
    aid_grants: asText(initialOffer.aid_grants),
    aid_loans: asText(initialOffer.aid_loans),
    aid_work_study: asText(initialOffer.aid_work_study),
  }))
  const [errors, setErrors] = useState<Partial<Record<AidField, string>>>({})

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(AID_FIELDS.map((f) => [f, parseFee(draft[f])]))
    if (passesChecks(event, validateEntries(values), setErrors)) onSave?.(values as AidOffer)
  }

  return (
    <EditForm
      aria-label={`Aid offer from ${schoolName}`}
      submitLabel="Save offer"
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      {AID_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={FIELDS[field].label}
          hint={FIELDS[field].hint}
          inputMode="decimal"
          autoComplete="off"
          value={draft[field]}
          error={errors[field] ?? serverFieldErrors[field]}
          onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
        />
      ))}
    </EditForm>
  )
}
