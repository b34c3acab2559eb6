import type { ComponentPropsWithoutRef } from 'react'
import { Icon, type IconDefinition } from '../Icon/Icon.tsx'
import styles from './FeatureCard.module.css'

export type FeatureCardProps = Omit<ComponentPropsWithoutRef<'article'>, 'title'> & {
  /** A decorative icon shown above the title (hidden from screen readers). */
  icon: IconDefinition
  /** The feature's name; the card's heading. */
  title: string
  /** One or two sentences about the feature. */
  summary: string
  /** Heading level of the title on its page. */
  headingLevel?: 2 | 3
  /** Where "Learn more" goes; no link when absent. */
  href?: string
  /** default: white card; highlighted: tinted, for the feature the page leads with. */
  variant?: 'default' | 'highlighted'
}

/** A marketing card for one feature. Static: it needs no JavaScript. */
export function FeatureCard({
  icon,
  title,
  summary,
  headingLevel = 3,
  href,
  variant = 'default',
  className,
  ...rest
}: FeatureCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      data-variant={variant}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon}>
        <Icon icon={icon} size="xlarge" tone="accent" />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.summary}>{summary}</p>
      {href ? (
        <a className={styles.link} href={href}>
          Learn more<span className="visually-hidden"> about {title}</span>
        </a>
      ) : null}
    </article>
  )
}
