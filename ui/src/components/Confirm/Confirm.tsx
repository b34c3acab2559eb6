import type { ComponentPropsWithoutRef } from 'react'
import { Button } from '../Button/Button.tsx'
import styles from './Confirm.module.css'

export type ConfirmProps = Omit<ComponentPropsWithoutRef<'div'>, 'role'> & {
  /** What is asked ("Revoke the link for Mom?"): the group's accessible name. */
  question: string
  /** The button that does it ("Yes, revoke it now"). */
  yes: string
  /** danger: it destroys or stops something; primary otherwise. */
  variant?: 'primary' | 'danger'
  /** The change is under way: the first button waits. */
  busy?: boolean
  onConfirm: () => void
  /** "Keep it": nothing happens. */
  onKeep: () => void
}

/** The second step of an action that cannot be undone: do it, or keep things as they are. */
export function Confirm({
  question,
  yes,
  variant = 'danger',
  busy = false,
  onConfirm,
  onKeep,
  className,
  ...rest
}: ConfirmProps) {
  return (
    <div
      role="group"
      aria-label={question}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <Button variant={variant} onClick={onConfirm} disabled={busy}>
        {yes}
      </Button>
      <Button variant="ghost" onClick={onKeep}>
        Keep it
      </Button>
    </div>
  )
}
