import { useState, type SyntheticEvent } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from '../Button/Button.tsx'
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
 * The confirmation for deleting the account, on react-aria's Modal (focus kept inside, Escape and
 * overlay click close it, focus returns to the trigger). Local to DataControls so the shared
 * Modal can replace it later.
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
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!saving}
      isKeyboardDismissDisabled={saving}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <form onSubmit={submit} className={styles.form}>
            <Heading slot="title" className={styles.title}>
              Delete your account?
            </Heading>
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
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
