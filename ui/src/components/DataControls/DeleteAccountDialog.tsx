import { useState, type SyntheticEvent } from 'react'
import { Button } from '../Button/Button.tsx'
import { Modal } from '../Modal/Modal.tsx'
import { TextField } from '../TextField/TextField.tsx'
import styles from './DataControls.module.css'

export type DeleteAccountDialogProps = {
  /** Whether the dialog is open. */
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** idle: waiting for the confirmation; saving: deleting; error: it failed. */
  status: 'idle' | 'saving' | 'error'
  /** What went wrong, shown under the field when status is error. */
  error?: string | undefined
  /** Deletes the account once confirmed with the password (or the email, for Google accounts). */
  onConfirm: (confirmation: string) => void
}

/**
 * The confirmation for deleting the account, on the shared Modal (focus kept inside, Escape,
 * overlay click and Close close it, focus returns to the trigger); it cannot be dismissed while
 * the account is being deleted.
 */
export function DeleteAccountDialog({
  isOpen,
  onOpenChange,
  status,
  error,
  onConfirm,
}: DeleteAccountDialogProps) {
  // Kept here so a failed attempt loses nothing typed.
  const [confirmation, setConfirmation] = useState('')
  const saving = status === 'saving'
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (confirmation !== '') onConfirm(confirmation)
  }
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Delete your account?"
      role="alertdialog"
      dismissable={!saving}
    >
      <form onSubmit={submit} className={styles.form}>
        <p className={styles.text}>
          This deletes your account, your quiz answers, your list and your photo. It cannot be
          undone.
        </p>
        <TextField
          label="Your password"
          hint="If you signed up with Google, type your email instead."
          type="password"
          autoComplete="current-password"
          value={confirmation}
          readOnly={saving}
          error={status === 'error' ? error : undefined}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="danger" disabled={saving || confirmation === ''}>
            {saving ? 'Deleting...' : 'Delete my account forever'}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  )
}
