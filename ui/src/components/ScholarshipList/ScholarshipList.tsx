import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import type { Application } from '../../logic/planner/model.ts'
import {
  SCHOLARSHIP_REQUIREMENTS,
  SCHOLARSHIP_STATUSES,
  type Scholarship,
} from '../../logic/planner/scholarships.ts'
import { formatInstant } from '../../logic/planner/zone.ts'
import { Button } from '../Button/Button.tsx'
import { ItemActions } from '../ItemActions/ItemActions.tsx'
import { Section, sectionListClass } from '../Section/Section.tsx'
import styles from './ScholarshipList.module.css'

export type ScholarshipListProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  scholarships: readonly Scholarship[]
  /** To name the school an award pays for. */
  applications: readonly Pick<Application, 'id' | 'school'>[]
  /** The student's zone, for deadlines on their clock. */
  studentZone: string
  /** Removals under way. */
  removing?: readonly string[]
  notice?: ReactNode
  /** The open scholarship form, above the list. */
  panel?: ReactNode
  /** The essays page for one scholarship. */
  essaysHref?: (scholarship: Scholarship) => string
  onAdd?: () => void
  onEdit?: (scholarship: Scholarship) => void
  onRemove?: (scholarship: Scholarship) => void
}

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`
const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((item) => item.value === value)?.label ?? value

/** The student's scholarships: sponsor, amount, deadline, what each asks, where it stands. */
export function ScholarshipList({
  scholarships,
  applications,
  studentZone,
  removing = [],
  notice,
  panel,
  essaysHref,
  onAdd,
  onEdit,
  onRemove,
  ...rest
}: ScholarshipListProps) {
  const schoolOf = new Map(applications.map((app) => [app.id, app.school.name]))
  return (
    <Section
      title="Scholarships"
      action={
        onAdd ? (
          <Button variant="secondary" onClick={onAdd}>
            Add a scholarship
          </Button>
        ) : null
      }
      empty={
        scholarships.length === 0
          ? 'No scholarships yet. Add each one you apply for: its deadline joins your agenda, calendar and reminders, and an award counts in your offers.'
          : null
      }
      {...rest}
    >
      {notice}
      {panel}
      {scholarships.length === 0 ? null : (
        <ul className={sectionListClass}>
          {scholarships.map((s) => {
            const zone = s.deadline_zone_rule === 'school' ? s.deadline_zone : studentZone
            const busy = removing.includes(s.id)
            return (
              <li key={s.id} className={styles.item} data-status={s.status}>
                <p className={styles.sponsor}>{s.sponsor}</p>
                <p className={styles.status}>
                  {labelOf(SCHOLARSHIP_STATUSES, s.status)}
                  {s.amount === null ? '' : ` · ${money(s.amount)}${s.renewable ? ' a year' : ''}`}
                </p>
                <p className={styles.meta}>
                  {s.deadline_at === ''
                    ? 'Deadline not entered'
                    : `Due ${formatInstant(Date.parse(s.deadline_at), zone, intlOffsetAt)}`}
                  {' · '}
                  {s.application === ''
                    ? 'Any school'
                    : `For ${schoolOf.get(s.application) ?? 'a school no longer planned'}`}
                </p>
                {s.requirements.length > 0 ? (
                  <p className={styles.meta}>
                    Asks for:{' '}
                    {s.requirements.map((r) => labelOf(SCHOLARSHIP_REQUIREMENTS, r)).join(', ')}
                  </p>
                ) : null}
                <ItemActions
                  name={s.sponsor}
                  busy={busy}
                  onEdit={onEdit ? () => onEdit(s) : undefined}
                  onRemove={onRemove ? () => onRemove(s) : undefined}
                >
                  {essaysHref ? (
                    <a className={styles.link} href={essaysHref(s)}>
                      Essays <span className="visually-hidden">for {s.sponsor}</span>
                    </a>
                  ) : null}
                </ItemActions>
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}
