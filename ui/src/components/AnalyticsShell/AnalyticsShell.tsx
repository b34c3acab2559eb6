import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { ShareInvite } from '../ShareInvite/ShareInvite.tsx'
import styles from './AnalyticsShell.module.css'

export type AnalyticsShellProps = ComponentPropsWithoutRef<'div'> & {
  /** Messages above the charts: a failed load, a save that went through. */
  notices?: ReactNode
  /** Where the student changes what the figures are worked out from; no links while loading. */
  links?: { quiz: string; settings: string; planner: string; essays: string }
}

/** The /analytics page frame: its heading, what it is (and is not), notices, then the charts. */
export function AnalyticsShell({
  notices,
  links,
  children,
  className,
  ...rest
}: AnalyticsShellProps) {
  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        <h1 className={styles.title}>Application analytics</h1>
        <p className={styles.lead}>
          Is your list balanced, are you on track, what will it cost? Worked out from your quiz
          answers, My List, your planner and your essays. No chance of admission is given: each band
          follows the rule shown beside it.
        </p>
        {links ? (
          <p className={styles.links}>
            Change what they are worked out from: <a href={links.quiz}>your quiz answers</a> (GPA,
            scores, budget), <a href={links.settings}>your match settings</a> (home state),{' '}
            <a href={links.planner}>your planner</a> and <a href={links.essays}>your essays</a>.
          </p>
        ) : null}
        <ShareInvite what="how your applications stand" />
      </header>
      {notices}
      {children}
    </div>
  )
}
