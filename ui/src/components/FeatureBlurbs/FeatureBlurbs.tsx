import type { ComponentPropsWithoutRef } from 'react'
import styles from './FeatureBlurbs.module.css'

export type Blurb = { title: string; text: string; icon: string }

export type FeatureBlurbsProps = ComponentPropsWithoutRef<'ul'> & {
  /** The blurbs, in reading order (the intro cards show four). */
  items: readonly Blurb[]
}

/** A grid of short feature descriptions with a decorative icon each. */
export function FeatureBlurbs({ items, className, ...rest }: FeatureBlurbsProps) {
  return (
    <ul {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.icon} aria-hidden="true">
            {item.icon}
          </span>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
