import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { ShareInvite } from '../ShareInvite/ShareInvite.tsx'
import styles from './PlannerShell.module.css'

export type PlannerShellProps = ComponentPropsWithoutRef<'div'> & {
  /** Banners under the title (the server cannot be reached, a failed load). */
  notices?: ReactNode
}

/** The planner page frame: its title and what it does, then the sections in one column. */
export function PlannerShell({ notices, children, className, ...rest }: PlannerShellProps) {
  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        <h1 className={styles.title}>Your planner</h1>
        <p className={styles.lead}>
          Every deadline with its time zone, a plan that works back from each one, and what is due
          this week.
        </p>
        <ShareInvite what="your deadlines and tasks" />
      </header>
      {notices}
      {children}
    </div>
  )
}
