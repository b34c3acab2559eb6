import { useId, type ComponentPropsWithoutRef } from 'react'
import { EFFORT_LABELS, type ReuseSuggestion } from '../../logic/essays/reuse.ts'
import { Button } from '../Button/Button.tsx'
import panel from '../../styles/panel.module.css'
import styles from './ReuseSuggestions.module.css'

export type ReuseSuggestionsProps = ComponentPropsWithoutRef<'section'> & {
  /** The student's drafts that could answer this prompt, best first. */
  suggestions: readonly ReuseSuggestion[]
  /** Start from a copy of the draft (the draft itself stays as it is). */
  onAdapt: (essayId: string) => void
}

/** "You have written something close": own drafts to adapt, with why and how much work. */
export function ReuseSuggestions({
  suggestions,
  onAdapt,
  className,
  ...rest
}: ReuseSuggestionsProps) {
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-state={suggestions.length === 0 ? 'empty' : 'filled'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h2 id={`${id}-title`} className={panel.title}>
        Drafts you could adapt
      </h2>
      {suggestions.length === 0 ? (
        <p className={panel.muted}>
          None of your drafts answers a prompt like this yet: this one starts fresh.
        </p>
      ) : (
        <ol className={styles.list}>
          {suggestions.map((s) => (
            <li key={s.essayId} className={styles.item}>
              <div className={styles.head}>
                <h3 className={styles.name}>{s.title}</h3>
                <span className={styles.effort} data-effort={s.effort}>
                  {EFFORT_LABELS[s.effort]}
                </span>
              </div>
              <ul className={styles.reasons}>
                {s.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              <Button
                variant="secondary"
                aria-label={`Adapt a copy of ${s.title}`}
                onClick={() => onAdapt(s.essayId)}
              >
                Adapt a copy
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
