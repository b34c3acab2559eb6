import type { ReactNode } from 'react'
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components'
import styles from './Modal.module.css'

export type ModalProps = {
  /** Whether the modal is shown. */
  isOpen: boolean
  /** Called with false when the user closes it (Escape, overlay click, Close button). */
  onOpenChange: (isOpen: boolean) => void
  /** The dialog's heading, also its accessible name. */
  title: string
  /** The dialog's content; it scrolls when taller than the screen. */
  children: ReactNode
  /** Text of the close button. */
  closeLabel?: string
  /** default: reading width; wide: for long documents. */
  size?: 'default' | 'wide'
  /** Class for the dialog panel. */
  className?: string
  /** False while the dialog must stay (a save under way): Escape, the overlay and Close do nothing. */
  dismissable?: boolean
  /** alertdialog for a question that interrupts the student (signing out with unsaved work). */
  role?: 'dialog' | 'alertdialog'
}

/**
 * A modal dialog on React Aria's primitives: Escape and overlay clicks close it, page scroll is
 * locked while it is open, focus is trapped inside and returned to where it was on close.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  closeLabel = 'Close',
  size = 'default',
  className,
  dismissable = true,
  role = 'dialog',
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      className={styles.overlay}
    >
      <AriaModal
        className={[styles.modal, className].filter(Boolean).join(' ')}
        data-variant={size}
      >
        <Dialog role={role} className={styles.dialog} data-state={isOpen ? 'open' : 'closed'}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <button
                  type="button"
                  className={styles.close}
                  onClick={close}
                  disabled={!dismissable}
                >
                  {closeLabel}
                </button>
              </div>
              <div className={styles.body}>{children}</div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
