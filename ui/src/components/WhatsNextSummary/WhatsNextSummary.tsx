import { useId, type ComponentPropsWithoutRef } from 'react'
import type { NextSummary } from '../../logic/planner/agenda.ts'
import { formatIsoDate } from '../../logic/planner/calendar-date.ts'
import styles from './WhatsNextSummary.module.css'

export type WhatsNextSummaryProps = ComponentPropsWithoutRef<'aside'> & {
  /** What is late and next (logic/planner/agenda.ts whatsNext); null before the student has a plan. */
  summary: NextSummary | null
  /** The planner page. */
  plannerHref?: string
}

/** The dashboard's compact "what's next": beside the cards, never one of them. */
export function WhatsNextSummary({
  summary,
  plannerHref = '/planner/',
  className,
  ...rest
}: WhatsNextSummaryProps) {
  const headingId = useId()
  const empty = summary === null || summary.next.length === 0
  return (
    <aside
      aria-labelledby={headingId}
      data-state={empty ? 'empty' : summary.lateCount > 0 ? 'late' : 'on-track'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h2 id={headingId} className={styles.heading}>
        What&apos;s next
      </h2>
      {empty ? (
        <p className={styles.text}>
          {summary === null
            ? 'Plan your applications: deadlines, a plan that works back from each one, and reminders.'
            : 'Nothing is due. Add deadlines to your applications to get a plan.'}
        </p>
      ) : (
        <>
          <p className={styles.counts}>
            {summary.lateCount > 0 ? (
              <span className={styles.late}>{summary.lateCount} late</span>
            ) : null}
            {summary.lateCount > 0 ? ' · ' : ''}
            {summary.thisWeekCount} due this week
          </p>
          <ol className={styles.list}>
            {summary.next.map((item) => (
              <li key={item.key}>
                <span className={styles.title}>{item.title}</span>{' '}
                <time dateTime={item.date} className={styles.date}>
                  {formatIsoDate(item.date)}
                </time>
              </li>
            ))}
          </ol>
        </>
      )}
      <a className={styles.link} href={plannerHref}>
        {summary === null ? 'Start your plan' : 'Open your planner'}
      </a>
    </aside>
  )
}
