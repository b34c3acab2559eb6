import type { ComponentPropsWithoutRef } from 'react'
import styles from './ProfileShell.module.css'

export type ProfileShellProps = ComponentPropsWithoutRef<'div'>

/** The profile page frame: its sections stacked in one readable column. */
export function ProfileShell({ className, ...rest }: ProfileShellProps) {
  return <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')} />
}
