import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { formatIsoDate } from '../../logic/planner/calendar-date.ts'
import {
  BOARD_COLUMNS,
  type Board,
  type BoardRow,
  type WithdrawalChecklist,
} from '../../logic/planner/decisions.ts'
import { Button } from '../Button/Button.tsx'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { Section, sectionListClass } from '../Section/Section.tsx'
import { SelectField } from '../SelectField/SelectField.tsx'
import styles from './DecisionBoard.module.css'

export type DecisionBoardProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** Where every application stands (logic/planner/decisions.ts decisionBoard). */
  board: Board
  /** A binding admission's withdrawals, or null when there is none. */
  withdrawal?: WithdrawalChecklist | null
  /** The school the student enrolls at once they said so; the cycle is over. */
  enrolledAt?: string | null
  /** idle, or the enroll request on its way. */
  enrollStatus?: 'idle' | 'saving'
  /** Withdrawals on their way, by application id. */
  withdrawing?: readonly string[]
  /** A confirmation or error about the last change. */
  notice?: ReactNode
  /** The open decision form, above the board. */
  panel?: ReactNode
  /** Opens the decision form of one application. */
  onRecord?: (row: BoardRow) => void
  onWithdrawn?: (applicationId: string, withdrawn: boolean) => void
  onEnroll?: (applicationId: string) => void
}

const COLUMN_LABEL = Object.fromEntries(BOARD_COLUMNS.map((c) => [c.id, c.label]))

/**
 * The decision board: every application with where it stands, its next step and date; a binding
 * admission's withdrawal checklist; and "I've decided", which ends the cycle.
 */
export function DecisionBoard({
  board,
  withdrawal = null,
  enrolledAt = null,
  enrollStatus = 'idle',
  withdrawing = [],
  notice,
  panel,
  onRecord,
  onWithdrawn,
  onEnroll,
  ...rest
}: DecisionBoardProps) {
  const admitted = board.rows.filter((row) => row.column === 'admitted')
  const [choice, setChoice] = useState('')
  const chosen = admitted.find((row) => row.id === choice)
  return (
    <Section
      title="Decisions"
      empty={board.rows.length === 0 ? 'No applications yet: plan one in Applications.' : null}
      {...rest}
    >
      {notice}
      {panel}
      {board.rows.length > 0 ? <p className={styles.summary}>{board.summary}</p> : null}
      {enrolledAt ? (
        <p className={styles.enrolled}>
          You are enrolling at {enrolledAt}. Your other offers are declined and your tasks closed.
        </p>
      ) : null}
      {withdrawal && withdrawal.items.length > 0 ? (
        <fieldset className={styles.withdraw}>
          <legend>
            {withdrawal.binding.schoolName} admitted you Early Decision: withdraw your other
            applications
          </legend>
          <p className={styles.note}>
            Early Decision is binding: withdraw each one on its portal or platform, then tick it
            here. No deposit anywhere else.
          </p>
          {withdrawal.items.map((item) => (
            <Checkbox
              key={item.id}
              label={`Withdrawn: ${item.schoolName}`}
              checked={item.withdrawn}
              disabled={withdrawing.includes(item.id)}
              onChange={(event) => onWithdrawn?.(item.id, event.target.checked)}
            />
          ))}
        </fieldset>
      ) : null}
      {board.rows.length > 0 ? (
        <ul className={sectionListClass} aria-label="Where each application stands">
          {board.rows.map((row) => (
            <li key={row.id} className={styles.row} data-column={row.column}>
              <p className={styles.school}>{row.schoolName}</p>
              <p className={styles.badge}>
                {COLUMN_LABEL[row.column]}
                {row.reply ? ` · ${row.reply}` : ''}
              </p>
              <p className={styles.next}>
                Next: {row.next}
                {row.date ? (
                  <>
                    {', by '}
                    <time dateTime={row.date}>{formatIsoDate(row.date)}</time>
                  </>
                ) : null}
              </p>
              {onRecord && !enrolledAt ? (
                <Button variant="secondary" onClick={() => onRecord(row)}>
                  Record the decision <span className="visually-hidden">of {row.schoolName}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {admitted.length > 0 && !enrolledAt && onEnroll ? (
        <form
          className={styles.decide}
          aria-label="I've decided"
          onSubmit={(event) => {
            event.preventDefault()
            if (chosen) onEnroll(chosen.id)
          }}
        >
          <SelectField
            label="I've decided: I will enroll at"
            emptyLabel="Choose a school that admitted you"
            options={admitted.map((row) => ({ value: row.id, label: row.schoolName }))}
            value={choice}
            onChange={setChoice}
            hint="This declines your other offers, withdraws your other applications and closes your tasks. Tell each school too, on its portal."
          />
          <Button type="submit" disabled={!chosen || enrollStatus === 'saving'}>
            {enrollStatus === 'saving'
              ? 'Saving...'
              : chosen
                ? `Enroll at ${chosen.schoolName}`
                : 'Enroll'}
          </Button>
        </form>
      ) : null}
    </Section>
  )
}
