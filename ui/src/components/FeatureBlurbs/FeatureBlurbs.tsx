import type { ComponentPropsWithoutRef } from 'react'
import { Icon, type IconDefinition } from '../Icon/Icon.tsx'
import styles from './FeatureBlurbs.module.css'

export type Blurb = { title: string; text: string; icon: IconDefinition }

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
          <Icon icon={item.icon} size="large" tone="accent" />
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
