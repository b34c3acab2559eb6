import { useId, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react'
import { findingWords } from '../../logic/essays/finding-words.ts'
import type { GuardHit, GuardSeverity } from '../../logic/essays/name-guard.ts'
import { Button } from '../Button/Button.tsx'
import { TextField } from '../TextField/TextField.tsx'
import panel from '../../styles/panel.module.css'
import styles from './NameGuardFindings.module.css'

export type NameGuardFindingsProps = ComponentPropsWithoutRef<'section'> & {
  /** The schools the essay is being marked final for, in words; null when it goes to none yet. */
  schoolName: string | null
  /** checking: the catalogue is loading or the essay is being read; ready: `hits` are complete. */
  state: 'checking' | 'ready'
  hits: readonly GuardHit[]
  /** Phrases the student asked to be warned about (a mascot, a professor, a building). */
  phrases: readonly string[]
  /** What is typed in the new-phrase field. */
  phraseDraft: string
  /** The student ticked that they checked every likely leftover. */
  acknowledged: boolean
  onPhraseDraftChange: (draft: string) => void
  onAddPhrase: () => void
  onRemovePhrase: (phrase: string) => void
  onAcknowledgedChange: (acknowledged: boolean) => void
  onMarkFinal: () => void
  onBack: () => void
}

const GROUPS: { severity: GuardSeverity; title: string }[] = [
  { severity: 'likely', title: 'Likely left over' },
  { severity: 'review', title: 'Worth a look' },
]

/**
 * The name guard's findings before an essay is marked final: other schools' names in context,
 * the student's own phrases, and marking final only once every likely leftover was looked at.
 */
export function NameGuardFindings({
  schoolName,
  state,
  hits,
  phrases,
  phraseDraft,
  acknowledged,
  onPhraseDraftChange,
  onAddPhrase,
  onRemovePhrase,
  onAcknowledgedChange,
  onMarkFinal,
  onBack,
  className,
  ...rest
}: NameGuardFindingsProps) {
  const id = useId()
  const likely = hits.filter((h) => h.severity === 'likely').length
  const canMarkFinal = state === 'ready' && (likely === 0 || acknowledged)
  const addPhrase = (event: SyntheticEvent) => {
    event.preventDefault()
    if (phraseDraft.trim() !== '') onAddPhrase()
  }
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-state={state === 'checking' ? 'checking' : hits.length === 0 ? 'clean' : 'found'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h2 id={`${id}-title`} className={panel.title}>
        {schoolName ? `Before marking final for ${schoolName}` : 'Before marking final'}
      </h2>
      {state === 'checking' ? (
        <p role="status">Looking for other schools' names...</p>
      ) : hits.length === 0 ? (
        <p role="status" className={styles.clean}>
          No other school's name, city or your phrases found.
        </p>
      ) : (
        <p role="status">
          Found {hits.length} {hits.length === 1 ? 'place' : 'places'} naming{' '}
          {schoolName ? `something other than ${schoolName}` : 'a school'}.
        </p>
      )}

      {state === 'ready'
        ? GROUPS.map(({ severity, title }) => {
            const group = hits.filter((h) => h.severity === severity)
            if (group.length === 0) return null
            return (
              <section key={severity} aria-label={`${title} (${group.length})`}>
                <h3 className={styles.heading}>
                  {title} ({group.length})
                </h3>
                <ul className={panel.plainList}>
                  {group.map((hit) => (
                    <li
                      key={`${hit.start}-${hit.end}`}
                      className={styles.hit}
                      data-severity={severity}
                    >
                      <p className={styles.context}>
                        {hit.before}
                        <mark className={styles.mark}>{hit.found}</mark>
                        {hit.after}
                      </p>
                      <p className={styles.detail}>{findingWords(hit, schoolName ?? '')}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )
          })
        : null}

      <form className={styles.phrases} onSubmit={addPhrase} aria-label="Your phrases">
        <TextField
          label="Also warn me about"
          hint="A mascot, a professor, a building or a program of another school."
          value={phraseDraft}
          onChange={(event) => onPhraseDraftChange(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Add phrase
        </Button>
      </form>
      {phrases.length > 0 ? (
        <ul className={styles.chips} aria-label="Phrases checked">
          {phrases.map((phrase) => (
            <li key={phrase}>
              {phrase}{' '}
              <Button
                variant="ghost"
                aria-label={`Remove ${phrase}`}
                onClick={() => onRemovePhrase(phrase)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {likely > 0 && state === 'ready' ? (
        <label className={styles.ack}>
          <input
            type="checkbox"
            checked={acknowledged}
            onChange={(event) => onAcknowledgedChange(event.target.checked)}
          />
          I checked each likely leftover
        </label>
      ) : null}
      <div className={styles.actions}>
        <Button disabled={!canMarkFinal} onClick={onMarkFinal}>
          Mark final
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Back to editing
        </Button>
      </div>
    </section>
  )
}
