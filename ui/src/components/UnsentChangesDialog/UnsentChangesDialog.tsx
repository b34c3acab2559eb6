import { Button } from '../Button/Button.tsx'
import { Modal } from '../Modal/Modal.tsx'
import styles from './UnsentChangesDialog.module.css'

export type UnsentChangesDialogProps = {
  /** Whether the dialog is shown. */
  isOpen: boolean
  /**
   * asking: the student chooses; offline: nothing can be sent now; saving: the changes are being
   * sent; failed: some were not saved (`problem` says why).
   */
  status: 'asking' | 'offline' | 'saving' | 'failed'
  /** What the account has not got, one sentence each ("Your essay "Why us""). */
  changes: readonly string[]
  /** Why the last save left changes unsaved: no connection, or the server refused them. */
  problem?: 'offline' | 'refused' | null | undefined
  /** Sends the changes, then signs out. */
  onSave: () => void
  /** Signs out without sending them: they are removed from this device. */
  onDiscard: () => void
  /** Stays signed in (also Escape, the overlay and Close). */
  onStay: () => void
}

export const UNSENT_TITLE = 'You have changes not yet saved to your account'

const EXPLAIN: Record<UnsentChangesDialogProps['status'], string> = {
  asking:
    'Signing out removes everything of yours from this device. Save these changes to your account first, or sign out and discard them.',
  offline:
    "You're offline, so they can't be saved to your account now. Stay and sign out once you're back online, or sign out and discard them.",
  saving: 'Saving your changes...',
  failed: '',
}

const FAILED = {
  offline:
    "These could not be saved: the server can't be reached. Try saving again, or sign out and discard them.",
  refused:
    'The server refused these changes, so they could not be saved. Stay to look at them, or sign out and discard them.',
}

/**
 * Asked when a student signs out with work their account has not got (ADR 0076): save it and sign
 * out, sign out and discard it, or stay. On the shared Modal; it cannot be dismissed while saving.
 */
export function UnsentChangesDialog({
  isOpen,
  status,
  changes,
  problem,
  onSave,
  onDiscard,
  onStay,
}: UnsentChangesDialogProps) {
  const saving = status === 'saving'
  const explain = status === 'failed' ? FAILED[problem ?? 'refused'] : EXPLAIN[status]
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay()
      }}
      title={UNSENT_TITLE}
      role="alertdialog"
      dismissable={!saving}
    >
      <div className={styles.body} data-state={status}>
        <ul className={styles.changes} aria-label="Not saved to your account">
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
        <p
          className={styles.text}
          role={saving ? 'status' : status === 'asking' ? undefined : 'alert'}
        >
          {explain}
        </p>
        <div className={styles.actions}>
          <Button onClick={onSave} disabled={saving || status === 'offline'}>
            {saving ? 'Saving...' : 'Save and sign out'}
          </Button>
          <Button variant="danger" onClick={onDiscard} disabled={saving}>
            Sign out and discard them
          </Button>
          <Button variant="secondary" onClick={onStay} disabled={saving}>
            Stay
          </Button>
        </div>
      </div>
    </Modal>
  )
}
