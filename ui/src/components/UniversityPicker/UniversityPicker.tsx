import { useId, type ComponentPropsWithoutRef } from 'react'
import type { UniversitySummary } from '../../logic/university.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { check, plus } from '../Icon/icons.ts'
import { BackOrNext, DashboardCard } from '../DashboardCard/DashboardCard.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'
import { useFocusOnChange } from '../useFocusOnChange.ts'
import styles from './UniversityPicker.module.css'

export type LoadStatus = 'idle' | 'loading' | 'done' | 'error'

export type UniversityPickerProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** The search box's text. */
  query: string
  onQueryChange: (query: string) => void
  /** The search for `query`: idle before anything is typed. */
  searchStatus: LoadStatus
  searchResults: readonly UniversitySummary[]
  popularStatus: LoadStatus
  popular: readonly UniversitySummary[]
  /** The schools chosen so far, in the order chosen. */
  selected: readonly UniversitySummary[]
  onToggleUniversity: (university: UniversitySummary) => void
  /** Saves the selection to the student's list. */
  onContinue: () => void
  saveStatus: 'idle' | 'saving' | 'saved' | 'error'
  /** How many schools the last save added (for the confirmation). */
  savedCount?: number
  /** Try the failed search or list again. */
  onRetry?: () => void
  onBack: () => void
  /** Explains how the popular schools were chosen. */
  popularNote?: string
}

function place(u: UniversitySummary): string {
  return `${u.city}, ${u.state}`
}

/** The universities card: search the catalogue, pick from popular schools, continue with a selection. */
export function UniversityPicker({
  query,
  onQueryChange,
  searchStatus,
  searchResults,
  popularStatus,
  popular,
  selected,
  onToggleUniversity,
  onContinue,
  saveStatus,
  savedCount = 0,
  onRetry,
  onBack,
  popularNote,
  ...rest
}: UniversityPickerProps) {
  const searchId = useId()
  // Continue with Selected empties the selection (and so disables itself): focus goes to what the
  // save said, not to the page's body.
  const savedRef = useFocusOnChange<HTMLDivElement, typeof saveStatus>(
    saveStatus,
    (status) => status === 'saved',
  )
  const failedRef = useFocusOnChange<HTMLDivElement, typeof saveStatus>(
    saveStatus,
    (status) => status === 'error',
  )
  const selectedIds = new Set(selected.map((u) => u.id))
  const tile = (u: UniversitySummary) => (
    <li key={u.id}>
      <button
        type="button"
        className={styles.tile}
        aria-pressed={selectedIds.has(u.id)}
        data-state={selectedIds.has(u.id) ? 'selected' : 'idle'}
        onClick={() => onToggleUniversity(u)}
      >
        <span className={styles.check}>
          <Icon icon={selectedIds.has(u.id) ? check : plus} size="small" />
        </span>
        <span className={styles.name}>{u.name}</span>
        <span className={styles.place}>{place(u)}</span>
      </button>
    </li>
  )

  const showSearch = query.trim() !== ''
  return (
    <DashboardCard
      title="Browse Universities"
      lead="Search by name, short name (UCLA, Penn State) or city, or start from popular schools. Select as many as you like."
      onClose={onBack}
      actions={
        <BackOrNext
          onBack={onBack}
          nextLabel={
            saveStatus === 'saving' ? 'Saving...' : `Continue with Selected (${selected.length})`
          }
          onNext={onContinue}
          nextDisabled={selected.length === 0 || saveStatus === 'saving'}
        />
      }
      {...rest}
    >
      <div className={styles.search}>
        <label htmlFor={searchId}>Search universities</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder="e.g. UCLA, Ohio State, texas austin"
          autoComplete="off"
          onChange={(e) => onQueryChange(e.target.value)}
        />
      </div>

      {saveStatus === 'saved' ? (
        <Banner variant="success" ref={savedRef}>
          {savedCount === 1 ? '1 university was' : `${savedCount} universities were`} added to your
          list. <a href="/profile">See your list</a>
        </Banner>
      ) : null}
      {saveStatus === 'error' ? (
        <Banner variant="error" ref={failedRef}>
          Your selection could not be saved yet. It is kept on this device and will be saved when
          the server is back.
        </Banner>
      ) : null}

      {showSearch ? (
        <div aria-live="polite" className={styles.group}>
          <h3 className={styles.heading}>Results</h3>
          {searchStatus === 'loading' ? <Spinner label="Searching..." /> : null}
          {searchStatus === 'error' ? (
            <Banner
              variant="error"
              action={
                onRetry ? (
                  <Button variant="secondary" onClick={onRetry}>
                    Retry
                  </Button>
                ) : null
              }
            >
              {"Can't search right now: the server could not be reached."}
            </Banner>
          ) : null}
          {searchStatus === 'done' && searchResults.length === 0 ? (
            <p>No universities match “{query.trim()}”. Try fewer words or another spelling.</p>
          ) : null}
          {searchStatus === 'done' && searchResults.length > 0 ? (
            <ul className={styles.grid} aria-label="Search results">
              {searchResults.map(tile)}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className={styles.group}>
        <h3 className={styles.heading}>Popular Universities</h3>
        {popularNote ? <p className={styles.note}>{popularNote}</p> : null}
        {popularStatus === 'loading' ? <Spinner label="Loading popular universities..." /> : null}
        {popularStatus === 'error' ? (
          <Banner variant="error">
            {"Popular universities couldn't be loaded. You can still search."}
          </Banner>
        ) : null}
        {popularStatus === 'done' ? (
          <ul className={styles.grid} aria-label="Popular universities">
            {popular.map(tile)}
          </ul>
        ) : null}
      </div>

      {selected.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.heading}>Selected ({selected.length})</h3>
          <ul className={styles.selectedList}>
            {selected.map((u) => (
              <li key={u.id}>{u.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </DashboardCard>
  )
}
