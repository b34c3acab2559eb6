import type { ComponentPropsWithoutRef } from 'react'
import styles from './AnalyticsStart.module.css'

export type AnalyticsStartProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** everything: no school on My List and no application; applications: schools, no application. */
  missing: 'everything' | 'applications'
  /** Where the student adds schools (the dashboard's picker) and plans applications. */
  links: { schools: string; planner: string }
}

/**
 * What the analytics page says instead of charts with nothing to show: which reports need what,
 * and where the student adds it.
 */
export function AnalyticsStart({ missing, links, className, ...rest }: AnalyticsStartProps) {
  const title =
    missing === 'everything' ? 'Nothing to analyse yet' : 'Readiness, workload and costs'
  return (
    <section
      aria-label={title}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h2 className={styles.title}>{title}</h2>
      {missing === 'everything' ? (
        <>
          <p className={styles.text}>Each report appears once it has what it needs:</p>
          <ul className={styles.needs}>
            <li>
              <a href={links.schools}>Add schools to My List</a>: the balance of your list, what
              each school costs you and whether to send test scores.
            </li>
            <li>
              <a href={links.planner}>Plan your applications</a>: readiness, your weekly workload,
              the cost of applying and your offers.
            </li>
          </ul>
        </>
      ) : (
        <p className={styles.text}>
          How ready each application is, your weekly workload, the cost of applying and your offers
          side by side appear once you <a href={links.planner}>plan your applications</a>.
        </p>
      )}
    </section>
  )
}
