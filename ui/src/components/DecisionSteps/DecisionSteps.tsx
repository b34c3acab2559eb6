import { useState, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react'
import { MID_YEAR_REPORT } from '../../logic/admissions/decision-facts.ts'
import { formatIsoDate } from '../../logic/planner/calendar-date.ts'
import {
  stepsFor,
  stepTitle,
  suggestedStepDate,
  validateStep,
  type DecisionStep,
  type LociPolicy,
} from '../../logic/planner/decisions.ts'
import type { PlanTask, Status } from '../../logic/planner/model.ts'
import { Button } from '../Button/Button.tsx'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { InlineForm } from '../InlineForm/InlineForm.tsx'
import { passesChecks } from '../checked-submit.ts'
import { PlannerDateField } from '../PlannerDateField/PlannerDateField.tsx'
import { SelectField } from '../SelectField/SelectField.tsx'
import { TextField } from '../TextField/TextField.tsx'
import styles from './DecisionSteps.module.css'

/** Under the due date of mid-year grades: when they usually go, and where that comes from. */
const MID_YEAR_HINT = (
  <>
    {MID_YEAR_REPORT.fact.text} Source:{' '}
    <a href={MID_YEAR_REPORT.fact.sources[0].url}>Dartmouth Admissions</a> (checked{' '}
    {MID_YEAR_REPORT.fact.checked}).
  </>
)

export type NewStep = { step: DecisionStep; title: string; due: string }

export type DecisionStepsProps = Omit<ComponentPropsWithoutRef<'section'>, 'onToggle'> & {
  schoolName: string
  /** deferred or waitlisted: the steps follow. */
  status: Status
  /** Whether the school takes a letter of continued interest: never offered when it forbids one. */
  loci: LociPolicy | ''
  /** The steps already planned for this application (tasks of kind `decision`). */
  steps: readonly PlanTask[]
  addStatus?: 'idle' | 'saving'
  addError?: string | null
  /** Starts the letter in /essays (a structure and pointers to your own drafts). */
  onDraftLetter?: () => void
  draftStatus?: 'idle' | 'saving'
  onAdd?: (step: NewStep) => void
  onToggle?: (task: PlanTask, done: boolean) => void
}

/** The school's steps after a deferral or waitlist, each a dated task, chosen from a list. */
export function DecisionSteps({
  schoolName,
  status,
  loci,
  steps,
  addStatus = 'idle',
  addError = null,
  onDraftLetter,
  draftStatus = 'idle',
  onAdd,
  onToggle,
  className,
  ...rest
}: DecisionStepsProps) {
  const offered = stepsFor(status, loci)
  const [step, setStep] = useState<DecisionStep | ''>('')
  const [title, setTitle] = useState('')
  const [due, setDue] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  if (offered.length === 0) return null

  const choose = (value: DecisionStep | '') => {
    setStep(value)
    if (value !== '' && due === '') setDue(suggestedStepDate(value))
  }
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    const named = step === '' ? '' : stepTitle(step, schoolName, title)
    if (
      passesChecks(event, validateStep({ step, title: named, due }, { status, loci }), setErrors) &&
      step !== ''
    )
      onAdd?.({ step, title: step === 'other' ? title : '', due })
  }

  return (
    <section
      aria-label={`Steps for ${schoolName}`}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h3 className={styles.heading}>{schoolName}: the school&apos;s steps</h3>
      {steps.length === 0 ? (
        <p className={styles.note}>
          Choose what {schoolName} asked for; each becomes a task with its date.
        </p>
      ) : (
        <ul className={styles.list}>
          {steps.map((task) => (
            <li key={task.id}>
              <Checkbox
                label={`${task.title}, by ${formatIsoDate(task.due)}`}
                checked={task.done}
                onChange={(event) => onToggle?.(task, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      )}
      <InlineForm
        aria-label={`Add a step for ${schoolName}`}
        submitLabel="Add step"
        busyLabel="Adding..."
        busy={addStatus === 'saving'}
        error={addError}
        onSubmit={submit}
      >
        <SelectField
          name="step"
          label="Step"
          emptyLabel="Choose a step"
          options={offered}
          value={step}
          error={errors.step}
          onChange={choose}
        />
        {step === 'other' ? (
          <TextField
            name="title"
            label="What the school asked for"
            autoComplete="off"
            value={title}
            error={errors.title}
            onChange={(event) => setTitle(event.target.value)}
          />
        ) : null}
        <PlannerDateField
          name="due"
          label="Due"
          hint={step === 'mid_year' ? MID_YEAR_HINT : undefined}
          value={due}
          error={errors.due}
          onChange={(event) => setDue(event.target.value)}
        />
      </InlineForm>
      {onDraftLetter && loci !== 'forbids' ? (
        <div className={styles.letter}>
          <p className={styles.note}>
            {loci === 'welcomes'
              ? `${schoolName} welcomes a letter of continued interest.`
              : `Check that ${schoolName} accepts one before you send it.`}{' '}
            Start it in Essays: a structure and pointers to your own drafts for {schoolName}, in
            your words.
          </p>
          <Button variant="secondary" onClick={onDraftLetter} disabled={draftStatus === 'saving'}>
            {draftStatus === 'saving' ? 'Starting...' : 'Draft the letter in Essays'}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
