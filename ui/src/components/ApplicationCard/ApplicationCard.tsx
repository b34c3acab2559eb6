import { useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { countdown } from '../../logic/planner/deadline.ts'
import { intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import {
  FEE_WAIVERS,
  labelOf,
  PLANS,
  PLATFORMS,
  STATUSES,
  type Application,
} from '../../logic/planner/model.ts'
import { deadlineWords, feeWords, provenance } from '../../logic/planner/present.ts'
import { DECISION_STATUSES } from '../../logic/planner/status.ts'
import { Button } from '../Button/Button.tsx'
import { ApplicationChecklist } from './ApplicationChecklist.tsx'
import styles from './ApplicationCard.module.css'

export type ApplicationCardProps = ComponentPropsWithoutRef<'article'> & {
  /** The application; its school's name is the card's accessible name. */
  application: Application
  /** The student's zone, for the deadline's words and countdown. */
  studentZone: string
  /** The time to count down from (ms); the island ticks it. */
  now: number
  /** idle: shown; removing: the removal is under way. */
  state?: 'idle' | 'removing'
  onEdit?: () => void
  onRemove?: () => void
  /** The essays page for this application: its supplements and its platform's personal statement. */
  essaysHref?: string
  /** What follows "Submit": its portal and interview (FollowUpSummary), under the facts. */
  followUp?: ReactNode
}

/** One application: its deadline with a countdown and where the date came from, status and fee. */
export function ApplicationCard({
  application,
  studentZone,
  now,
  state = 'idle',
  onEdit,
  onRemove,
  essaysHref,
  followUp,
  className,
  ...rest
}: ApplicationCardProps) {
  const headingId = useId()
  const name = application.school.name
  const decided = DECISION_STATUSES.includes(application.status)
  const left = countdown(
    application.deadline_at === '' ? null : Date.parse(application.deadline_at),
    now,
  )
  const words = deadlineWords(application, studentZone, intlOffsetAt)
  const source = provenance(application)
  const [checklistOpen, setChecklistOpen] = useState(false)
  const sent = application.status === 'submitted'
  return (
    <article
      aria-labelledby={headingId}
      data-state={state}
      data-status={application.status}
      data-countdown={decided || sent ? 'closed' : left.state}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <header className={styles.top}>
        <div>
          <h3 id={headingId} className={styles.name}>
            {name}
          </h3>
          <p className={styles.meta}>
            {application.plan === '' ? 'Plan not chosen' : labelOf(PLANS, application.plan)}
            {' · '}
            {application.platform === ''
              ? 'Platform not chosen'
              : labelOf(PLATFORMS, application.platform)}
          </p>
        </div>
        <p className={styles.status} data-status={application.status}>
          {decided ? 'Decision: ' : ''}
          {labelOf(STATUSES, application.status)}
        </p>
      </header>

      <div className={styles.deadline}>
        {words ? (
          <>
            <p className={styles.when}>
              Due {words.text}
              {words.onStudentClock ? (
                <span className={styles.mine}> ({words.onStudentClock} for you)</span>
              ) : null}
            </p>
            {decided || sent ? null : <p className={styles.countdown}>{left.text}</p>}
          </>
        ) : (
          <p className={styles.when}>Deadline unknown: add it when the school publishes it.</p>
        )}
        {application.deadline_estimated ? (
          <p className={styles.estimate}>
            This date is an estimate, not checked with the school.{' '}
            {application.school.apply_url ? (
              <a href={application.school.apply_url} target="_blank" rel="noopener noreferrer">
                Check it on {name}&apos;s site
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        ) : null}
        <p className={styles.source}>
          {source.href ? (
            <>
              From{' '}
              <a href={source.href} target="_blank" rel="noopener noreferrer">
                {source.site}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              {source.checked ? `, checked ${source.checked}` : ', not checked yet'}
            </>
          ) : source.checked ? (
            `Checked ${source.checked}; source not recorded`
          ) : (
            'Source not recorded yet'
          )}
        </p>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>Fee</dt>
          <dd>{feeWords(application.fee)}</dd>
        </div>
        <div>
          <dt>Fee waiver</dt>
          <dd>
            {application.fee_waiver === ''
              ? 'Unknown'
              : labelOf(FEE_WAIVERS, application.fee_waiver)}
          </dd>
        </div>
        <div>
          <dt>CSS Profile</dt>
          <dd>{application.css_profile_required ? 'Required' : 'Not marked as required'}</dd>
        </div>
      </dl>

      {followUp}

      <details
        className={styles.checklist}
        onToggle={(event) => {
          if (event.currentTarget.open) setChecklistOpen(true)
        }}
      >
        <summary className={styles.toggle}>What {name} asks for</summary>
        {checklistOpen ? <ApplicationChecklist school={application.school} /> : null}
      </details>

      {essaysHref ? (
        <p className={styles.essays}>
          <a href={essaysHref}>
            Essays for this application<span className="visually-hidden"> ({name})</span>
          </a>
        </p>
      ) : null}

      {onEdit || onRemove ? (
        <div className={styles.actions}>
          {onEdit ? (
            <Button variant="secondary" onClick={onEdit} disabled={state === 'removing'}>
              Edit <span className="visually-hidden">{name}</span>
            </Button>
          ) : null}
          {onRemove ? (
            <Button variant="ghost" onClick={onRemove} disabled={state === 'removing'}>
              {state === 'removing' ? 'Removing ' : 'Remove '}
              <span className="visually-hidden">{name}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}
