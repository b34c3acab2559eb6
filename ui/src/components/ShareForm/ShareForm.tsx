import { useId, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react'
import {
  DURATIONS,
  SCOPE_HINTS,
  SCOPE_LABELS,
  SHARE_LIMITS,
  SHARE_SCOPES,
  shareProblems,
  type Duration,
  type ShareScope,
} from '../../logic/sharing/share.ts'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup.tsx'
import { EditForm } from '../EditForm/EditForm.tsx'
import { passesChecks } from '../checked-submit.ts'
import { SelectField } from '../SelectField/SelectField.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { useDraft } from '../useDraft.ts'
import styles from './ShareForm.module.css'

/** What the form edits; `keep` leaves a link's end as it is (changing a link). */
export type ShareDraft = {
  label: string
  scope: ShareScope[]
  comments: boolean
  duration: Duration | 'keep'
}

type Field = 'label' | 'scope' | 'comments' | 'duration'

export type ShareFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** new: making a link; edit: changing one. */
  mode: 'new' | 'edit'
  /** Where the form starts. */
  initial: ShareDraft
  /** The link's current end in words, offered as "keep" when changing it. */
  currentEnd?: string
  /** The end of the cycle in words ("Sat, Jul 31, 2027"). */
  cycleEnd: string
  status?: 'idle' | 'saving'
  serverError?: string | null
  /** The server's messages by field. */
  serverFieldErrors?: Readonly<Record<string, string>>
  onSave: (draft: ShareDraft) => void
  onCancel: () => void
}

const OPTIONS = SHARE_SCOPES.map((scope) => ({
  value: scope,
  label: `${SCOPE_LABELS[scope]}: ${SCOPE_HINTS[scope].charAt(0).toLowerCase()}${SCOPE_HINTS[scope].slice(1)}`,
}))

/** Who a link is for, what of the plan it shows, how long it works and whether they may comment. */
export function ShareForm({
  mode,
  initial,
  currentEnd,
  cycleEnd,
  serverFieldErrors = {},
  onSave,
  className,
  ...rest
}: ShareFormProps) {
  const { draft, setErrors, set, text, choice, errorOf } = useDraft<ShareDraft, Field>(
    initial,
    serverFieldErrors,
  )
  const hintId = useId()
  const essays = draft.scope.includes('essays')
  const durations = [
    ...(mode === 'edit' && currentEnd
      ? [{ value: 'keep' as const, label: `Keep: until ${currentEnd}` }]
      : []),
    ...DURATIONS.map((d) =>
      d.value === 'cycle' ? { ...d, label: `${d.label} (${cycleEnd})` } : d,
    ),
  ]

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    const { label, scope, comments } = shareProblems(
      { label: draft.label, scope: draft.scope, comments: draft.comments },
      Date.now(),
    )
    if (passesChecks(event, { label, scope, comments }, setErrors))
      onSave({ ...draft, label: draft.label.trim() })
  }

  return (
    <EditForm
      aria-label={
        mode === 'new' ? 'Share with someone who helps' : `Change the link for ${initial.label}`
      }
      submitLabel={mode === 'new' ? 'Make the link' : 'Save changes'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <TextField
        label="Who is it for?"
        hint="A name you will recognize, such as Mom or Ms. Lee, counselor. Their comments are signed with it."
        {...text('label')}
        maxLength={SHARE_LIMITS.labelMax}
        autoComplete="off"
      />
      <CheckboxGroup
        legend="What it shows"
        {...choice('scope')}
        onChange={(scope) => {
          const next = SHARE_SCOPES.filter((s) => scope.includes(s))
          // Comments are left on essays: no essays, no comments.
          set(next.includes('essays') ? { scope: next } : { scope: next, comments: false })
        }}
        options={OPTIONS}
      />
      <div className={styles.comments}>
        <Checkbox
          name="comments"
          label="Let them comment on essays"
          checked={draft.comments}
          disabled={!essays}
          aria-describedby={hintId}
          onChange={(event) => set({ comments: event.target.checked })}
        />
        <p id={hintId} className={styles.hint}>
          {essays
            ? 'Comments never change your essay: you see them beside it, then resolve or delete them.'
            : 'Tick Essays to allow comments.'}
        </p>
        {errorOf('comments') ? <p className={styles.error}>{errorOf('comments')}</p> : null}
      </div>
      <SelectField label="How long it works" {...choice('duration')} options={durations} />
      <p className={styles.hint}>
        They see only what you tick, read-only, without your e-mail or your account. You can change
        it or turn it off at any time.
      </p>
    </EditForm>
  )
}
