import { useId, type ComponentPropsWithoutRef } from 'react'
import type { Agenda, AgendaItem } from '../../logic/planner/agenda.ts'
import { formatIsoDate } from '../../logic/planner/calendar-date.ts'
import { intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import { formatInstant } from '../../logic/planner/zone.ts'
import styles from './WeeklyAgenda.module.css'

export type WeeklyAgendaProps = ComponentPropsWithoutRef<'section'> & {
  /** The agenda on the student's today (logic/planner/agenda.ts). */
  agenda: Agenda
  /** The student's zone, for a deadline that names no zone of its own. */
  studentZone: string
}

const KIND_LABEL: Record<AgendaItem['kind'], string> = {
  deadline: 'Deadline',
  task: 'Task',
  aid: 'Financial aid',
  portal: 'Portal',
  interview: 'Interview',
  thanks: 'Thank-you',
  decision: 'Decision',
  scholarship: 'Scholarship',
}

function Item({ item, studentZone }: { item: AgendaItem; studentZone: string }) {
  // A deadline or an interview is said on its own clock, as its application card says it (ADR 0078).
  const when =
    item.at !== null
      ? formatInstant(item.at, item.zone ?? studentZone, intlOffsetAt)
      : formatIsoDate(item.date)
  return (
    <li className={styles.item} data-kind={item.kind}>
      <span className={styles.kind}>{KIND_LABEL[item.kind]}</span>
      <span className={styles.title}>
        {item.title}
        {item.estimate ? <span className={styles.estimate}> (estimate)</span> : null}
        {item.detail ? <span className={styles.estimate}> ({item.detail})</span> : null}
      </span>
      <time className={styles.when} dateTime={item.date}>
        {when}
      </time>
    </li>
  )
}

function Section({
  title,
  items,
  variant,
  studentZone,
}: {
  title: string
  items: readonly AgendaItem[]
  variant: 'late' | 'week'
  studentZone: string
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} data-variant={variant} className={styles.section}>
      <h3 id={id} className={styles.heading}>
        {title} ({items.length})
      </h3>
      <ul className={styles.list}>
        {items.map((item) => (
          <Item key={item.key} item={item} studentZone={studentZone} />
        ))}
      </ul>
    </section>
  )
}

/** One agenda across all applications: what is late, what is due in the next seven days. */
export function WeeklyAgenda({ agenda, studentZone, className, ...rest }: WeeklyAgendaProps) {
  const headingId = useId()
  const nothing = agenda.late.length + agenda.thisWeek.length === 0
  const next = agenda.later[0]
  return (
    <section
      aria-labelledby={headingId}
      data-state={agenda.late.length > 0 ? 'late' : nothing ? 'clear' : 'busy'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h2 id={headingId} className={styles.title2}>
        This week
      </h2>
      {agenda.late.length > 0 ? (
        <Section title="Late" items={agenda.late} variant="late" studentZone={studentZone} />
      ) : null}
      {agenda.thisWeek.length > 0 ? (
        <Section
          title="Due in the next 7 days"
          items={agenda.thisWeek}
          variant="week"
          studentZone={studentZone}
        />
      ) : null}
      {nothing ? (
        <p className={styles.empty}>
          {next
            ? `Nothing is due this week. Next: ${next.title}, ${formatIsoDate(next.date)}.`
            : 'Nothing planned yet: add an application and its deadline to get a plan.'}
        </p>
      ) : agenda.later.length > 0 ? (
        <p className={styles.later}>
          {agenda.later.length} more later, starting {formatIsoDate(agenda.later[0]?.date ?? '')}.
        </p>
      ) : null}
      {agenda.undated.length > 0 ? (
        <p className={styles.later}>
          {agenda.undated.length} {agenda.undated.length === 1 ? 'step waits' : 'steps wait'} for a
          deadline date.
        </p>
      ) : null}
    </section>
  )
}
