import type { ReactNode } from 'react'
import { Button } from '../Button/Button.tsx'
import styles from './ItemActions.module.css'

export type ItemActionsProps = {
  /** The item's name, said to screen readers after "Edit" and "Remove". */
  name: string
  /** A removal is under way: both buttons wait. */
  busy?: boolean
  onEdit?: (() => void) | undefined
  onRemove?: (() => void) | undefined
  /** Before the buttons, such as a link. */
  children?: ReactNode
}

/** A listed item's Edit and Remove buttons (a recommender, a scholarship), each named for it. */
export function ItemActions({ name, busy = false, onEdit, onRemove, children }: ItemActionsProps) {
  return (
    <div className={styles.root}>
      {children}
      {onEdit ? (
        <Button variant="secondary" onClick={onEdit} disabled={busy}>
          Edit <span className="visually-hidden">{name}</span>
        </Button>
      ) : null}
      {onRemove ? (
        <Button variant="ghost" onClick={onRemove} disabled={busy}>
          {busy ? 'Removing ' : 'Remove '}
          <span className="visually-hidden">{name}</span>
        </Button>
      ) : null}
    </div>
  )
}
