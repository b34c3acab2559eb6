import { useState, type SyntheticEvent } from 'react'
import { ESSAY_LIMITS } from '../../logic/essays/essay.ts'
import { textProblem } from '../../logic/validation/text-rule.ts'
import { Button } from '../Button/Button.tsx'
import { InlineForm } from '../InlineForm/InlineForm.tsx'
import { TextField } from '../TextField/TextField.tsx'

export type VersionNameFormProps = {
  /** The form's accessible name: "Name this version", "Name Revision 3". */
  'aria-label': string
  /** The name it starts with (a version's current name). */
  initialName?: string
  busy?: boolean
  /** Why the last save failed; what was typed stays. */
  error?: string | null
  onSave: (name: string) => void
  onCancel: () => void
}

export const VERSION_NAME_MESSAGE = `Give a name of 1 to ${ESSAY_LIMITS.versionNameMax} characters.`

/** A version's name: typed, checked (1-100 characters, the text rule), saved; versions never change otherwise. */
export function VersionNameForm({
  initialName = '',
  busy = false,
  error = null,
  onSave,
  onCancel,
  ...rest
}: VersionNameFormProps) {
  const [draft, setDraft] = useState(initialName)
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const name = draft.trim()
    if (name === '' || name.length > ESSAY_LIMITS.versionNameMax) {
      setProblem(VERSION_NAME_MESSAGE)
      return
    }
    const forbidden = textProblem(name, 'single')
    if (forbidden) {
      setProblem(forbidden)
      return
    }
    setProblem(null)
    onSave(name)
  }
  return (
    <InlineForm
      {...rest}
      submitLabel="Save name"
      busyLabel="Saving..."
      busy={busy}
      error={error}
      onSubmit={submit}
    >
      <TextField
        label="Version name"
        maxLength={ESSAY_LIMITS.versionNameMax}
        value={draft}
        error={problem ?? undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the student just asked for
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </InlineForm>
  )
}
