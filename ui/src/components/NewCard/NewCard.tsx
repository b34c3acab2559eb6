import type { ComponentPropsWithoutRef } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import { target, university } from '../Icon/icons.ts'
import { DashboardCard } from '../DashboardCard/DashboardCard.tsx'
import styles from './NewCard.module.css'

export type NewCardProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** The student picked MatchMe. */
  onChooseMatchMe: () => void
  /** The student picked Select Universities. */
  onChooseUniversities: () => void
}

/** The first card: two ways to start. */
export function NewCard({ onChooseMatchMe, onChooseUniversities, ...rest }: NewCardProps) {
  return (
    <DashboardCard
      title="How would you like to start?"
      lead="Pick one; you can always do the other later."
      {...rest}
    >
      <div className={styles.choices}>
        <button type="button" className={styles.choice} onClick={onChooseMatchMe}>
          <Icon icon={target} size="hero" tone="accent" />
          <span className={styles.name}>MatchMe</span>
          <span className={styles.text}>
            Answer a few questions and get universities matched to you.
          </span>
        </button>
        <button type="button" className={styles.choice} onClick={onChooseUniversities}>
          <Icon icon={university} size="hero" tone="accent" />
          <span className={styles.name}>Select Universities</span>
          <span className={styles.text}>
            Already have schools in mind? Find them and build your list.
          </span>
        </button>
      </div>
    </DashboardCard>
  )
}
