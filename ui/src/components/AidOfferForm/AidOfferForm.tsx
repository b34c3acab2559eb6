import { useState, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react'
import {
  COST_ITEMS,
  COST_LABELS,
  LOAN_KINDS,
  RENEWALS,
  validateOffer,
  type CostItem,
  type LoanKind,
  type Offer,
  type Renewal,
} from '../../logic/offers/offer.ts'
import { parseFee } from '../../logic/planner/fee.ts'
import { Button } from '../Button/Button.tsx'
import { EditForm } from '../EditForm/EditForm.tsx'
import { passesChecks } from '../checked-submit.ts'
import { SelectField } from '../SelectField/SelectField.tsx'
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
  /** Field messages from the server, by field name (or path, "aid_offer.loans.0.rate"). */
  serverFieldErrors?: Readonly<Record<string, string>>
  onCancel?: () => void
}

export type AidOfferFormProps = EntryFormProps & {
  /** The offer as stored; null before the first entry. */
  initialOffer: Offer | null
  /** The offer passed its checks. */
  onSave?: (offer: Offer) => void
}

type GiftDraft = { name: string; amount: string; renews: Renewal; condition: string }
type LoanDraft = { kind: LoanKind; amount: string; rate: string }
type Draft = {
  cost: Record<CostItem | 'total', string>
  gifts: GiftDraft[]
  loans: LoanDraft[]
  work_study: string
  stated_net: string
}

const text = (value: number | null) => (value === null ? '' : String(value))

function draftOf(offer: Offer | null): Draft {
  const cost = { tuition: '', housing: '', books: '', transport: '', personal: '', total: '' }
  if (!offer) return { cost, gifts: [], loans: [], work_study: '', stated_net: '' }
  for (const item of [...COST_ITEMS, 'total'] as const) cost[item] = text(offer.cost[item])
  return {
    cost,
    gifts: offer.gifts.map((g) => ({ ...g, amount: String(g.amount) })),
    loans: offer.loans.map((l) => ({ kind: l.kind, amount: String(l.amount), rate: text(l.rate) })),
    work_study: text(offer.work_study),
    stated_net: text(offer.stated_net),
  }
}

/** What the form holds, read as the server will: unreadable numbers stay text and are refused. */
function valuesOf(draft: Draft): Record<string, unknown> {
  const cost: Record<string, unknown> = {}
  for (const item of [...COST_ITEMS, 'total'] as const) cost[item] = parseFee(draft.cost[item])
  return {
    cost,
    gifts: draft.gifts.map((g) => ({ ...g, amount: parseFee(g.amount) })),
    loans: draft.loans.map((l) => ({
      kind: l.kind,
      amount: parseFee(l.amount),
      rate: parseFee(l.rate.replace(/%$/, '')),
    })),
    work_study: parseFee(draft.work_study),
    stated_net: parseFee(draft.stated_net),
  }
}

const FIELD = 'aid_offer'

/**
 * An admitted school's aid offer as its letter states it, one year: the cost of attendance
 * (itemised, or one total), each grant or scholarship with whether it renews, each loan with its
 * kind and rate, work-study, and the letter's own bottom line. Nothing is added up here: the
 * comparison does that, counting only gift aid against the cost.
 */
export function AidOfferForm({
  schoolName,
  initialOffer,
  serverFieldErrors = {},
  onSave,
  className,
  ...rest
}: AidOfferFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(initialOffer))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const error = (path: string) =>
    errors[`${FIELD}.${path}`] ?? serverFieldErrors[`${FIELD}.${path}`]

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    const values = valuesOf(draft)
    if (passesChecks(event, validateOffer(values, FIELD), setErrors)) onSave?.(values as Offer)
  }
  const setGift = (index: number, patch: Partial<GiftDraft>) =>
    setDraft({
      ...draft,
      gifts: draft.gifts.map((g, i) => (i === index ? { ...g, ...patch } : g)),
    })
  const setLoan = (index: number, patch: Partial<LoanDraft>) =>
    setDraft({
      ...draft,
      loans: draft.loans.map((l, i) => (i === index ? { ...l, ...patch } : l)),
    })

  return (
    <EditForm
      aria-label={`Aid offer from ${schoolName}`}
      submitLabel="Save offer"
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <p className={styles.note}>
        Copy the figures for one year from {schoolName}&apos;s offer. Leave empty what it does not
        say.
      </p>
      <fieldset className={styles.group}>
        <legend>Cost of attendance, a year</legend>
        <p className={styles.note}>Each item, or only the total if that is all the letter gives.</p>
        {([...COST_ITEMS, 'total'] as const).map((item) => (
          <TextField
            key={item}
            name={`${FIELD}.cost.${item}`}
            label={COST_LABELS[item]}
            inputMode="decimal"
            autoComplete="off"
            value={draft.cost[item]}
            error={error(`cost.${item}`)}
            onChange={(event) =>
              setDraft({ ...draft, cost: { ...draft.cost, [item]: event.target.value } })
            }
          />
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Grants and scholarships (gift aid: not repaid)</legend>
        {error('gifts') ? <p className={styles.error}>{error('gifts')}</p> : null}
        {draft.gifts.map((gift, index) => {
          const at = `gifts.${String(index)}`
          const n = String(index + 1)
          return (
            <fieldset key={index} className={styles.item}>
              <legend>Grant or scholarship {n}</legend>
              <TextField
                name={`${FIELD}.${at}.name`}
                label="Its name in the letter"
                autoComplete="off"
                value={gift.name}
                error={error(`${at}.name`)}
                onChange={(event) => setGift(index, { name: event.target.value })}
              />
              <TextField
                name={`${FIELD}.${at}.amount`}
                label="Amount, a year"
                inputMode="decimal"
                autoComplete="off"
                value={gift.amount}
                error={error(`${at}.amount`)}
                onChange={(event) => setGift(index, { amount: event.target.value })}
              />
              <SelectField
                name={`${FIELD}.${at}.renews`}
                label="Does it renew?"
                options={RENEWALS}
                value={gift.renews}
                error={error(`${at}.renews`)}
                onChange={(renews) => setGift(index, { renews })}
              />
              <TextField
                name={`${FIELD}.${at}.condition`}
                label="What keeping it takes (optional)"
                hint='As the letter says, such as "3.0 GPA, full time".'
                autoComplete="off"
                value={gift.condition}
                error={error(`${at}.condition`)}
                onChange={(event) => setGift(index, { condition: event.target.value })}
              />
              <Button
                variant="secondary"
                onClick={() =>
                  setDraft({ ...draft, gifts: draft.gifts.filter((_, i) => i !== index) })
                }
              >
                Remove grant or scholarship {n}
              </Button>
            </fieldset>
          )
        })}
        <Button
          variant="secondary"
          onClick={() =>
            setDraft({
              ...draft,
              gifts: [...draft.gifts, { name: '', amount: '', renews: 'unknown', condition: '' }],
            })
          }
        >
          Add a grant or scholarship
        </Button>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Loans (borrowed: repaid with interest)</legend>
        {draft.loans.map((loan, index) => {
          const at = `loans.${String(index)}`
          const n = String(index + 1)
          return (
            <fieldset key={index} className={styles.item}>
              <legend>Loan {n}</legend>
              <SelectField
                name={`${FIELD}.${at}.kind`}
                label="Kind of loan"
                options={LOAN_KINDS}
                value={loan.kind}
                error={error(`${at}.kind`)}
                onChange={(kind) => setLoan(index, { kind })}
              />
              <TextField
                name={`${FIELD}.${at}.amount`}
                label="Amount, a year"
                inputMode="decimal"
                autoComplete="off"
                value={loan.amount}
                error={error(`${at}.amount`)}
                onChange={(event) => setLoan(index, { amount: event.target.value })}
              />
              <TextField
                name={`${FIELD}.${at}.rate`}
                label="Interest rate, % a year"
                hint="As the letter states it; federal rates are set each July."
                inputMode="decimal"
                autoComplete="off"
                value={loan.rate}
                error={error(`${at}.rate`)}
                onChange={(event) => setLoan(index, { rate: event.target.value })}
              />
              <Button
                variant="secondary"
                onClick={() =>
                  setDraft({ ...draft, loans: draft.loans.filter((_, i) => i !== index) })
                }
              >
                Remove loan {n}
              </Button>
            </fieldset>
          )
        })}
        <Button
          variant="secondary"
          onClick={() =>
            setDraft({
              ...draft,
              loans: [...draft.loans, { kind: 'federal_unsubsidized', amount: '', rate: '' }],
            })
          }
        >
          Add a loan
        </Button>
      </fieldset>
      <TextField
        name={`${FIELD}.work_study`}
        label="Work-study, a year"
        hint="Pay from a campus job, earned as you work: not money off the bill."
        inputMode="decimal"
        autoComplete="off"
        value={draft.work_study}
        error={error('work_study')}
        onChange={(event) => setDraft({ ...draft, work_study: event.target.value })}
      />
      <TextField
        name={`${FIELD}.stated_net`}
        label="The letter's own bottom line (optional)"
        hint='What it calls "net cost", "your cost" or "amount due", if it gives one.'
        inputMode="decimal"
        autoComplete="off"
        value={draft.stated_net}
        error={error('stated_net')}
        onChange={(event) => setDraft({ ...draft, stated_net: event.target.value })}
      />
    </EditForm>
  )
}
