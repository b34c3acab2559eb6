import { useId, type ComponentPropsWithoutRef } from 'react'
import { CATEGORY_LABELS } from '../../logic/essays/classify.ts'
import type { CoverPlan as Plan } from '../../logic/essays/cover.ts'
import { limitText } from '../../logic/essays/essay.ts'
import panel from '../../styles/panel.module.css'
import styles from './CoverPlan.module.css'

export type CoverPlanProps = ComponentPropsWithoutRef<'section'> & {
  /** The plan computed by coverPlan() over the student's supplement prompts. */
  plan: Plan
}

/** The fewest distinct essays that answer every prompt, and what each one answers. */
export function CoverPlan({ plan, className, ...rest }: CoverPlanProps) {
  const id = useId()
  const prompts = plan.essays.reduce((n, e) => n + e.prompts.length, 0)
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-state={plan.essays.length === 0 ? 'empty' : 'filled'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h2 id={`${id}-title`} className={panel.title}>
        Your essay plan
      </h2>
      {plan.essays.length === 0 ? (
        <p className={panel.muted}>
          Add your supplements' prompts to see how few essays cover them.
        </p>
      ) : (
        <>
          <p className={styles.summary}>
            {plan.essays.length} {plan.essays.length === 1 ? 'essay answers' : 'essays answer'}{' '}
            {prompts} {prompts === 1 ? 'prompt' : 'prompts'}.
          </p>
          <ol className={styles.list}>
            {plan.essays.map((essay, n) => (
              <li key={essay.prompts.map((p) => p.id).join('|')} className={panel.item}>
                <h3 className={styles.name}>
                  Essay {n + 1}: {CATEGORY_LABELS[essay.category]}
                  {essay.writeTo !== null ? `, write ${limitText(essay.writeTo)} first` : ''}
                </h3>
                {essay.tailorPerSchool ? (
                  <p className={panel.muted}>
                    One shared core, with a paragraph tailored to each school.
                  </p>
                ) : null}
                {essay.mixedUnits ? (
                  <p className={panel.muted}>
                    Its limits are in words and in characters, compared here at about six characters
                    a word: check each version against its own limit.
                  </p>
                ) : null}
                <ul className={styles.prompts}>
                  {essay.prompts.map((p) => (
                    <li key={p.id}>
                      {p.label}
                      {p.limit !== null ? ` (${limitText(p.limit)})` : ''}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {plan.notNeeded.length > 0 ? (
            <div>
              <h3 className={styles.name}>Not needed: you choose other prompts of their group</h3>
              <ul className={styles.prompts}>
                {plan.notNeeded.map((p) => (
                  <li key={p.id}>{p.label}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
