import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
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

/** What Tab can reach inside the dialog, in order. */
const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog on the platform's `<dialog>` (ADR 0091): opened with `showModal()`, so the page
 * behind it is inert (no click, focus or screen reader reaches it); Escape and overlay clicks
 * close it, page scroll is locked while it is open, Tab cycles inside it, and focus returns to
 * where it was on close.
 */
export function Modal(props: ModalProps) {
  return props.isOpen ? <OpenModal {...props} /> : null
}

function OpenModal({
  onOpenChange,
  title,
  children,
  closeLabel = 'Close',
  size = 'default',
  className,
  dismissable = true,
  role = 'dialog',
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const returnTo = document.activeElement
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    dialog.showModal()
    dialog.focus()
    return () => {
      dialog.close()
      root.style.overflow = overflow
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus()
    }
  }, [])

  const dismiss = () => {
    if (dismissable) onOpenChange(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than by the browser's close request, which may close a dialog that
      // must stay (a save under way).
      event.preventDefault()
      dismiss()
      return
    }
    if (event.key !== 'Tab') return
    // The page behind is inert; Tab past either end comes back to the other one.
    const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)]
    const first = tabbable[0]
    const last = tabbable.at(-1)
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const at = document.activeElement
    if (event.shiftKey && (at === first || at === event.currentTarget)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && at === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    // The <dialog> is the dimmed overlay; a click on it, outside the panel, closes it (the
    // keyboard closes it with Escape, above).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={styles.overlay}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-state="open"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Another close request (a phone's back gesture): ours to decide, as Escape is.
        event.preventDefault()
        dismiss()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) dismiss()
      }}
    >
      <div className={[styles.modal, className].filter(Boolean).join(' ')} data-variant={size}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={dismiss} disabled={!dismissable}>
            {closeLabel}
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  )
}
