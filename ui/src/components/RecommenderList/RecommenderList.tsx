import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { formatIsoDate } from '../../logic/planner/calendar-date.ts'
import {
  labelOf,
  RECOMMENDER_ROLES,
  RECOMMENDER_STATUSES,
  type Application,
  type Recommender,
} from '../../logic/planner/model.ts'
import type { RecommenderWarning } from '../../logic/planner/recommenders.ts'
import { Button } from '../Button/Button.tsx'
import { ItemActions } from '../ItemActions/ItemActions.tsx'
import { Section, sectionListClass } from '../Section/Section.tsx'
import styles from './RecommenderList.module.css'

export type RecommenderListProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  recommenders: readonly Recommender[]
  /** The applications their letters are for (for the schools' names). */
  applications: readonly Pick<Application, 'id' | 'school'>[]
  /** Lead-time warnings (logic/planner/recommenders.ts). */
  warnings?: readonly RecommenderWarning[]
  /** Recommenders whose removal is under way. */
  removing?: readonly string[]
  /** A confirmation or error about the last change, above the list. */
  notice?: ReactNode
  /** The open recommender form, above the list. */
  panel?: ReactNode
  onAdd?: () => void
  onEdit?: (recommender: Recommender) => void
  onRemove?: (recommender: Recommender) => void
}

/** Everyone writing a letter: who, for which schools, when asked, where it stands, and what to do. */
export function RecommenderList({
  recommenders,
  applications,
  warnings = [],
  removing = [],
  notice,
  panel,
  onAdd,
  onEdit,
  onRemove,
  ...rest
}: RecommenderListProps) {
  const schoolOf = new Map(applications.map((app) => [app.id, app.school.name]))
  return (
    <Section
      title="Recommenders"
      action={
        onAdd ? (
          <Button variant="secondary" onClick={onAdd}>
            Add a recommender
          </Button>
        ) : null
      }
      empty={
        recommenders.length === 0
          ? 'No recommenders yet. Most schools ask for one or two teachers and your counselor; ask them four to six weeks before your first deadline.'
          : null
      }
      {...rest}
    >
      {notice}
      {panel}
      {recommenders.length === 0 ? null : (
        <ul className={[sectionListClass, styles.list].join(' ')}>
          {recommenders.map((person) => {
            const mine = warnings.filter((w) => w.recommenderId === person.id)
            const schools = person.applications
              .map((id) => schoolOf.get(id))
              .filter((name): name is string => name !== undefined)
            const busy = removing.includes(person.id)
            return (
              <li key={person.id} className={styles.person} data-status={person.status}>
                <div className={styles.who}>
                  <p className={styles.name}>{person.name}</p>
                  <p className={styles.meta}>
                    {labelOf(RECOMMENDER_ROLES, person.role)}
                    {person.email ? ` · ${person.email}` : ''}
                  </p>
                </div>
                <p className={styles.status}>
                  {labelOf(RECOMMENDER_STATUSES, person.status)}
                  {person.asked_on ? ` (asked ${formatIsoDate(person.asked_on)})` : ''}
                </p>
                <p className={styles.meta}>
                  {schools.length > 0
                    ? `Letters for ${schools.join(', ')}`
                    : 'Not linked to an application yet'}
                </p>
                {mine.length > 0 ? (
                  <ul className={styles.warnings} aria-label={`What to do about ${person.name}`}>
                    {mine.map((w) => (
                      <li key={`${w.code}:${w.applicationId}`} data-severity={w.severity}>
                        {w.message}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <ItemActions
                  name={person.name}
                  busy={busy}
                  onEdit={onEdit ? () => onEdit(person) : undefined}
                  onRemove={onRemove ? () => onRemove(person) : undefined}
                />
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}
