import { useState, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react'
import { defaultReplyDate, REPLY_DATE } from '../../logic/admissions/decision-facts.ts'
import {
  LOCI_POLICIES,
  validateDecision,
  type Decision,
  type LociPolicy,
} from '../../logic/planner/decisions.ts'
import { parseFee } from '../../logic/planner/fee.ts'
import type { Status } from '../../logic/planner/model.ts'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { EditForm } from '../EditForm/EditForm.tsx'
import { passesChecks } from '../checked-submit.ts'
import { PlannerDateField } from '../PlannerDateField/PlannerDateField.tsx'
import { SelectField } from '../SelectField/SelectField.tsx'
import { TextField } from '../TextField/TextField.tsx'
import styles from './DecisionForm.module.css'

/** The outcomes a student records here (before one: still waiting). */
const OUTCOMES = [
  { value: 'submitted', label: 'Still waiting (submitted)' },
  { value: 'admitted', label: 'Admitted' },
  { value: 'deferred', label: 'Deferred' },
  { value: 'waitlisted', label: 'Waitlisted' },
  { value: 'denied', label: 'Denied' },
] as const
type Outcome = (typeof OUTCOMES)[number]['value']

export type DecisionValues = { status: Status; decision: Decision }

export type DecisionFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  schoolName: string
  /** The application's status and what was recorded (an admission's reply-by starts at May 1). */
  initialValues: DecisionValues
  status?: 'idle' | 'saving'
  serverError?: string | null
  /** The server's messages by field ("status", "decision.deposit_paid"). */
  serverFieldErrors?: Readonly<Record<string, string>>
  onSave?: (values: DecisionValues) => void
  onCancel?: () => void
}

const text = (value: number | null) => (value === null ? '' : String(value))
const outcomeOf = (status: Status): Outcome =>
  OUTCOMES.some((o) => o.value === status) ? (status as Outcome) : 'submitted'

/** What a school decided and what follows: reply-by, deposit and housing; a letter's policy. */
export function DecisionForm({
  schoolName,
  initialValues,
  status = 'idle',
  serverError = null,
  serverFieldErrors = {},
  onSave,
  onCancel,
  className,
  ...rest
}: DecisionFormProps) {
  const start = initialValues.decision
  const [outcome, setOutcome] = useState<Outcome>(outcomeOf(initialValues.status))
  const [replyBy, setReplyBy] = useState(start.reply_by)
  const [deposit, setDeposit] = useState(text(start.deposit))
  const [depositPaid, setDepositPaid] = useState(start.deposit_paid)
  const [housingDeadline, setHousingDeadline] = useState(start.housing_deadline)
  const [housingDeposit, setHousingDeposit] = useState(text(start.housing_deposit))
  const [housingDone, setHousingDone] = useState(start.housing_done)
  const [loci, setLoci] = useState<LociPolicy | ''>(start.loci)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const error = (field: string) => errors[field] ?? serverFieldErrors[field]
  const admitted = outcome === 'admitted'
  const pending = outcome === 'deferred' || outcome === 'waitlisted'

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    const decision = {
      ...start,
      reply_by: admitted ? replyBy.trim() : start.reply_by,
      deposit: admitted ? parseFee(deposit) : start.deposit,
      deposit_paid: admitted ? depositPaid : start.deposit_paid,
      housing_deadline: admitted ? housingDeadline.trim() : start.housing_deadline,
      housing_deposit: admitted ? parseFee(housingDeposit) : start.housing_deposit,
      housing_done: admitted ? housingDone : start.housing_done,
      loci: pending ? loci : start.loci,
    }
    if (passesChecks(event, validateDecision(decision, outcome), setErrors))
      onSave?.({ status: outcome, decision: decision as Decision })
  }

  return (
    <EditForm
      aria-label={`Decision from ${schoolName}`}
      heading={<h3 className={styles.heading}>Decision from {schoolName}</h3>}
      submitLabel="Save decision"
      status={status}
      serverError={serverError}
      onCancel={onCancel}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <SelectField
        name="status"
        label="The school's decision"
        options={OUTCOMES}
        value={outcome}
        error={error('status')}
        onChange={(value) => {
          setOutcome(value)
          // May 1 unless the letter says otherwise: the student edits it.
          if (value === 'admitted' && replyBy === '') setReplyBy(defaultReplyDate())
        }}
      />
      {admitted ? (
        <>
          <PlannerDateField
            name="decision.reply_by"
            label="Reply by"
            hint={
              <>
                {REPLY_DATE.fact.text} Source: <a href={REPLY_DATE.fact.sources[0].url}>NACAC</a>{' '}
                (checked {REPLY_DATE.fact.checked}).
              </>
            }
            value={replyBy}
            error={error('decision.reply_by')}
            onChange={(event) => setReplyBy(event.target.value)}
          />
          <TextField
            name="decision.deposit"
            label="Enrollment deposit, dollars"
            inputMode="decimal"
            autoComplete="off"
            value={deposit}
            error={error('decision.deposit')}
            onChange={(event) => setDeposit(event.target.value)}
          />
          <Checkbox
            name="decision.deposit_paid"
            label="Deposit paid"
            checked={depositPaid}
            onChange={(event) => setDepositPaid(event.target.checked)}
          />
          {error('decision.deposit_paid') ? (
            <p className={styles.error} role="alert">
              {error('decision.deposit_paid')}
            </p>
          ) : null}
          <PlannerDateField
            name="decision.housing_deadline"
            label="Housing application deadline"
            value={housingDeadline}
            error={error('decision.housing_deadline')}
            onChange={(event) => setHousingDeadline(event.target.value)}
          />
          <TextField
            name="decision.housing_deposit"
            label="Housing deposit, dollars"
            inputMode="decimal"
            autoComplete="off"
            value={housingDeposit}
            error={error('decision.housing_deposit')}
            onChange={(event) => setHousingDeposit(event.target.value)}
          />
          <Checkbox
            name="decision.housing_done"
            label="Housing application sent"
            checked={housingDone}
            onChange={(event) => setHousingDone(event.target.checked)}
          />
        </>
      ) : null}
      {pending ? (
        <SelectField
          name="decision.loci"
          label="Does the school take a letter of continued interest?"
          hint="Its deferral or waitlist message says. Where it asks for no extra material, send none."
          emptyLabel="Not sure yet"
          options={LOCI_POLICIES}
          value={loci}
          error={error('decision.loci')}
          onChange={setLoci}
        />
      ) : null}
    </EditForm>
  )
}
