import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { countText, formatCount, limitReport } from '../../logic/essays/count.ts'
import {
  earliestDeadline,
  PLATFORM_LABELS,
  STATUS_LABELS,
  type Essay,
} from '../../logic/essays/essay.ts'
import { groupProgress } from '../../logic/essays/groups.ts'
import { dueOf, dueWords } from '../../logic/essays/due.ts'
import { deviceZone, intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import { Button } from '../Button/Button.tsx'
import page from '../../styles/page.module.css'
import panel from '../../styles/panel.module.css'
import styles from './EssayLibrary.module.css'

export type EssayLibraryProps = ComponentPropsWithoutRef<'section'> & {
  /** Every essay of the student: personal statements and supplements. */
  essays: readonly Essay[]
  onOpen: (essayId: string) => void
  onNewSupplement: () => void
  /** The new-essay button's words ("New scholarship essay" on a scholarship's page). */
  newLabel?: string
  /** Start the personal statement of a platform that has none yet. */
  onNewPersonalStatement?: () => void
}

/**
 * The library: personal statements first (one per platform, shared by its applications), then
 * supplements by their earliest deadline, with each "choose N of M" group's progress.
 */
export function EssayLibrary({
  essays,
  onOpen,
  onNewSupplement,
  newLabel = 'New supplement',
  onNewPersonalStatement,
  className,
  ...rest
}: EssayLibraryProps) {
  const id = useId()
  const personal = essays.filter((e) => e.kind === 'personal')
  const supplements = [...essays.filter((e) => e.kind === 'supplement')].sort(byDeadline)
  const scholarships = [...essays.filter((e) => e.kind === 'scholarship')].sort(byDeadline)
  const groups = groupProgress(supplements)
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-state={essays.length === 0 ? 'empty' : 'filled'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={page.titleRow}>
        <h2 id={`${id}-title`} className={styles.title}>
          Your essays
        </h2>
        <div className={styles.actions}>
          {onNewPersonalStatement ? (
            <Button variant="secondary" onClick={onNewPersonalStatement}>
              New personal statement
            </Button>
          ) : null}
          <Button onClick={onNewSupplement}>{newLabel}</Button>
        </div>
      </div>

      {essays.length === 0 ? (
        <p className={styles.empty}>
          No essays yet. Start with your personal statement, or add a supplement's prompt and its
          limit: the counter follows the portal's rule.
        </p>
      ) : null}

      <EssayGroup title="Personal statements" essays={personal} onOpen={onOpen} />
      <EssayGroup title="Supplements" essays={supplements} onOpen={onOpen}>
        {groups.length > 0 ? (
          <ul className={styles.groups} aria-label="Prompt groups">
            {groups.map((g) => (
              <li key={g.group.id} data-state={g.state}>
                <strong>{g.group.label}</strong>: {g.summary}
              </li>
            ))}
          </ul>
        ) : null}
      </EssayGroup>
      <EssayGroup title="Scholarship essays" essays={scholarships} onOpen={onOpen} />
    </section>
  )
}

/** One kind of essay under its heading, or nothing when there is none; `children` go over the list. */
function EssayGroup({
  title,
  essays,
  onOpen,
  children,
}: {
  title: string
  essays: readonly Essay[]
  onOpen: (id: string) => void
  children?: ReactNode
}) {
  const id = useId()
  if (essays.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      {children}
      <ul className={panel.plainList}>
        {essays.map((essay) => (
          <EssayRow key={essay.id} essay={essay} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  )
}

function EssayRow({ essay, onOpen }: { essay: Essay; onOpen: (id: string) => void }) {
  const report = limitReport(countText(essay.text), essay.limit)
  const due = dueOf(essay)
  const schools = essay.applications.map((a) => a.schoolName)
  return (
    <li className={styles.row} data-status={essay.status}>
      <div className={styles.main}>
        <button type="button" className={styles.open} onClick={() => onOpen(essay.id)}>
          {essay.title}
        </button>
        <span className={styles.details}>
          {essay.kind === 'personal'
            ? `${PLATFORM_LABELS[essay.platform]} · shared by ${schools.length} ${schools.length === 1 ? 'application' : 'applications'}`
            : schools.join(', ') || 'Not tied to an application'}
        </span>
      </div>
      <span className={styles.status} data-status={essay.status}>
        {STATUS_LABELS[essay.status]}
      </span>
      <span className={styles.count} data-state={report.state}>
        {formatCount(report, essay.limit)}
      </span>
      <span className={styles.deadline}>
        {due ? (
          <>
            Due <time dateTime={due.at}>{dueWords(due, intlOffsetAt, deviceZone())}</time>
          </>
        ) : (
          'No deadline'
        )}
      </span>
    </li>
  )
}

function byDeadline(a: Essay, b: Essay): number {
  const da = earliestDeadline(a)
  const db = earliestDeadline(b)
  if (da !== db) {
    if (da === null) return 1
    if (db === null) return -1
    return Date.parse(da) - Date.parse(db)
  }
  return a.title.localeCompare(b.title)
}
