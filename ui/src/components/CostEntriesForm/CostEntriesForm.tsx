import { useState, type SyntheticEvent } from 'react'
import { validateEntries, type ScoreSends } from '../../logic/analytics/entries.ts'
import { parseFee } from '../../logic/planner/fee.ts'
import type { EntryFormProps } from '../AidOfferForm/AidOfferForm.tsx'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { EditForm } from '../EditForm/EditForm.tsx'
import { passesChecks } from '../checked-submit.ts'
import { TextField } from '../TextField/TextField.tsx'
import styles from './CostEntriesForm.module.css'

/** What the form edits: the CSS Profile mark and official score reports. */
export type CostEntries = ScoreSends & { css_profile_required: boolean }

export type CostEntriesFormProps = EntryFormProps & {
  /** The marks as stored. */
  initialValues: CostEntries
  /** The marks passed their checks. */
  onSave?: (values: CostEntries) => void
}

/** Whether the school asks for the CSS Profile, and whether (and for how much) scores are sent. */
export function CostEntriesForm({
  schoolName,
  initialValues,
  serverFieldErrors = {},
  onSave,
  className,
  ...rest
}: CostEntriesFormProps) {
  const [css, setCss] = useState(initialValues.css_profile_required)
  const [sends, setSends] = useState(initialValues.score_sends)
  const [fee, setFee] = useState(
    initialValues.score_send_fee === null ? '' : String(initialValues.score_send_fee),
  )
  const [error, setError] = useState<string | undefined>(undefined)

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    const values = {
      css_profile_required: css,
      score_sends: sends,
      score_send_fee: sends ? parseFee(fee) : null,
    }
    const show = (found: { score_send_fee?: string }) => setError(found.score_send_fee)
    if (passesChecks(event, validateEntries(values), show)) onSave?.(values as CostEntries)
  }

  return (
    <EditForm
      aria-label={`Costs for ${schoolName}`}
      submitLabel="Save"
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <Checkbox
        name="css_profile_required"
        label="This school asks for the CSS Profile"
        checked={css}
        onChange={(event) => setCss(event.target.checked)}
      />
      <Checkbox
        name="score_sends"
        label="I send official test scores to this school"
        checked={sends}
        onChange={(event) => setSends(event.target.checked)}
      />
      {sends ? (
        <TextField
          name="score_send_fee"
          label="What sending them costs, in dollars"
          hint="0 if it is one of the free reports that come with your test; otherwise the fee on collegeboard.org or act.org. Leave it empty if you do not know yet."
          inputMode="decimal"
          autoComplete="off"
          value={fee}
          error={error ?? serverFieldErrors.score_send_fee}
          onChange={(event) => setFee(event.target.value)}
        />
      ) : null}
    </EditForm>
  )
}
