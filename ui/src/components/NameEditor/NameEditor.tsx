import type { ComponentPropsWithoutRef, SyntheticEvent } from 'react'
import { Button } from '../Button/Button.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { useFocusOnChange } from '../useFocusOnChange.ts'
import styles from './NameEditor.module.css'

export type NameEditorProps = ComponentPropsWithoutRef<'div'> & {
  /** The saved name. */
  name: string
  /** Whether the field is open for editing. */
  editing: boolean
  /** What is typed in the field; kept by the owner so a failed save loses nothing. */
  draft: string
  /** idle: ready; saving: the save is under way; error: it failed (the draft is kept). */
  status?: 'idle' | 'saving' | 'error'
  /** What went wrong, shown under the field when status is error. */
  error?: string | undefined
  onEdit: () => void
  onDraftChange: (draft: string) => void
  onCancel: () => void
  onSave: () => void
}

/** The student's name, shown, or edited in place with Save and Cancel. */
export function NameEditor({
  name,
  editing,
  draft,
  status = 'idle',
  error,
  onEdit,
  onDraftChange,
  onCancel,
  onSave,
  className,
  ...rest
}: NameEditorProps) {
  const saving = status === 'saving'
  // Focus follows the editor: into the field when it opens, back to Edit name when it closes.
  const editRef = useFocusOnChange<HTMLButtonElement, boolean>(editing, (open) => !open)
  const fieldRef = useFocusOnChange<HTMLInputElement, boolean>(editing, (open) => open)
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    onSave()
  }
  return (
    <div
      data-state={editing ? status : 'viewing'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {editing ? (
        <form className={styles.form} onSubmit={submit} aria-label="Change your name">
          <TextField
            label="Full name"
            value={draft}
            autoComplete="name"
            ref={fieldRef}
            readOnly={saving}
            error={status === 'error' ? error : undefined}
            onChange={(event) => onDraftChange(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save name'}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.view}>
          <p className={styles.name} data-testid="profile-name">
            {name}
          </p>
          <Button variant="secondary" ref={editRef} onClick={onEdit}>
            Edit name
          </Button>
        </div>
      )}
    </div>
  )
}
