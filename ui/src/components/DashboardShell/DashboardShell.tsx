import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import styles from './DashboardShell.module.css'

export type DashboardShellProps = ComponentPropsWithoutRef<'div'> & {
  /** The greeting, e.g. 'Welcome, Maya!'. */
  greeting: string
  /** Double-clicking the header toggles the debug panels (the specification's developer aid). */
  onHeaderDoubleClick?: () => void
  /** Banners shown above the card (offline, notices). */
  banners?: ReactNode
  /** The debug panel, when open. */
  debug?: ReactNode
  /** Under the card: the planner's "what's next"; never a card itself. */
  aside?: ReactNode
}

/** The dashboard page frame: greeting header, banners, optional debug panel, one card, an aside. */
export function DashboardShell({
  greeting,
  onHeaderDoubleClick,
  banners,
  debug,
  aside,
  children,
  className,
  ...rest
}: DashboardShellProps) {
  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      {/* Double-click is a developer aid from the specification; the same panels are not needed
          by students, so it has no keyboard equivalent. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <header
        className={styles.header}
        onDoubleClick={onHeaderDoubleClick}
        data-testid="dashboard-header"
      >
        <h1 className={styles.greeting}>{greeting}</h1>
      </header>
      {banners}
      {debug}
      {children}
      {aside}
    </div>
  )
}
