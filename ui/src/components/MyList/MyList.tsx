import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import type { ListEntry } from '../../logic/domain.ts'
import { DATA_CREDIT } from '../../logic/university.ts'
import { Button } from '../Button/Button.tsx'
import { MyListItem } from '../MyListItem/MyListItem.tsx'
import { DashboardCard } from '../DashboardCard/DashboardCard.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'
import styles from './MyList.module.css'

export type MyListProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** loading: the list is being read; ready: shown; error: it could not be read. */
  status: 'loading' | 'ready' | 'error'
  entries: readonly ListEntry[]
  /** Entries whose removal is under way. */
  removing?: readonly string[]
  /** A message above the list, such as "Removed ... Undo" or a failed removal. */
  notice?: ReactNode
  onRemove: (entry: ListEntry) => void
  /** Go to the universities picker. */
  onBrowse: () => void
  onRetry: () => void
}

/** The student's saved universities, with a way to the picker when it is empty. */
export function MyList({
  status,
  entries,
  removing = [],
  notice,
  onRemove,
  onBrowse,
  onRetry,
  ...rest
}: MyListProps) {
  return (
    <DashboardCard
      title="My List"
      data-state={status}
      actions={
        status === 'ready' && entries.length > 0 ? (
          <Button variant="ghost" onClick={onBrowse}>
            Add universities
          </Button>
        ) : null
      }
      {...rest}
    >
      {notice}
      {status === 'loading' ? <Spinner label="Loading your list..." /> : null}
      {status === 'error' ? (
        <div role="alert" className={styles.error}>
          <span>{"We couldn't load your list."}</span>
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : null}
      {status === 'ready' && entries.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.text}>
            Your list is empty. Pick the universities you are considering.
          </p>
          <Button onClick={onBrowse}>Browse universities</Button>
        </div>
      ) : null}
      {status === 'ready' && entries.length > 0 ? (
        <>
          <ul className={styles.items} aria-label="Saved universities">
            {entries.map((entry) => (
              <li key={entry.id}>
                <MyListItem
                  university={entry.university}
                  state={removing.includes(entry.id) ? 'removing' : 'idle'}
                  onRemove={() => onRemove(entry)}
                />
              </li>
            ))}
          </ul>
          <p className={styles.credit}>{DATA_CREDIT}</p>
        </>
      ) : null}
    </DashboardCard>
  )
}
