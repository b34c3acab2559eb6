import type { ComponentPropsWithoutRef } from 'react'
import { formatIsoDate, type IsoDate } from '../../logic/planner/calendar-date.ts'
import { intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import {
  INTERVIEW_STATUSES,
  interviewZone,
  thankYouDay,
  type Interview,
} from '../../logic/planner/interviews.ts'
import { isWebAddress } from '../../logic/planner/list-checks.ts'
import { labelOf } from '../../logic/planner/model.ts'
import type { PortalItem } from '../../logic/planner/portal.ts'
import { formatInstant } from '../../logic/planner/zone.ts'
import { Button } from '../Button/Button.tsx'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import styles from './FollowUpSummary.module.css'

export type FollowUpSummaryProps = ComponentPropsWithoutRef<'div'> & {
  schoolName: string
  /** Whether the application has been sent (the portal matters from then on). */
  sent: boolean
  /** The stored portal's address and last look, or null before the student adds it. */
  portal: { url: string; checked_on: IsoDate } | null
  /** The checklist as it stands (logic/planner/portal.ts portalItems). */
  items: readonly PortalItem[]
  interview: Interview | null
  /** The student's zone, for the interview's time on their clock. */
  studentZone: string
  today: IsoDate
  /** idle, or saving the last look or the thank-you tick; failed: it was not saved. */
  checkState?: 'idle' | 'saving' | 'failed'
  thankYouState?: 'idle' | 'saving' | 'failed'
  onPortal?: () => void
  /** "I checked it today": records today's look without opening the checklist. */
  onCheckedToday?: () => void
  onInterview?: () => void
  onThankYou?: (sent: boolean) => void
}

function Hidden({ name }: { name: string }) {
  return <span className="visually-hidden"> ({name})</span>
}

function portalWords(
  portal: FollowUpSummaryProps['portal'],
  items: readonly PortalItem[],
  sent: boolean,
): string {
  if (!portal)
    return sent
      ? 'Not added yet: most colleges e-mail an invitation to their portal within 24 to 72 hours of submitting.'
      : 'After you submit, the school’s portal shows what it has received.'
  const missing = items.filter((item) => item.missing)
  const looked =
    portal.checked_on === ''
      ? 'Not checked yet.'
      : `Last checked ${formatIsoDate(portal.checked_on)}.`
  if (missing.length === 0) return `Nothing missing. ${looked}`
  const what = missing.map((item) => item.label).join(', ')
  return `${String(missing.length)} not shown yet: ${what}. ${looked}`
}

function interviewWords(interview: Interview | null, studentZone: string): string {
  if (!interview || interview.status === 'none') return 'None recorded.'
  const label = labelOf(INTERVIEW_STATUSES, interview.status)
  if (interview.status === 'offered' || interview.status === 'requested') return `${label}.`
  const at = interview.at === '' ? null : Date.parse(interview.at)
  const zone = interviewZone(interview, studentZone)
  let when = interview.date === '' ? 'date not set' : formatIsoDate(interview.date)
  if (at !== null) {
    when = formatInstant(at, zone, intlOffsetAt)
    if (intlOffsetAt(zone, at) !== intlOffsetAt(studentZone, at))
      when += ` (${formatInstant(at, studentZone, intlOffsetAt)} for you)`
  }
  const withWhom = interview.with_whom === '' ? '' : `, with ${interview.with_whom}`
  return `${label}: ${when}${withWhom}.`
}

/**
 * After "Submit", on an application's card: what its portal shows as missing and when the student
 * last looked, and its interview with the thank-you note once it is over.
 */
export function FollowUpSummary({
  schoolName,
  sent,
  portal,
  items,
  interview,
  studentZone,
  today,
  checkState = 'idle',
  thankYouState = 'idle',
  onPortal,
  onCheckedToday,
  onInterview,
  onThankYou,
  className,
  ...rest
}: FollowUpSummaryProps) {
  const place = interview?.place ?? ''
  const thanks = interview && (interview.thank_you_sent || thankYouDay(interview, today) !== null)
  const open = items.some((item) => item.missing)
  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <h4 className={styles.heading}>After you submit</h4>
      <div className={styles.part} data-state={portal && !open ? 'complete' : 'open'}>
        <p className={styles.line}>
          <span className={styles.label}>Portal:</span> {portalWords(portal, items, sent)}
        </p>
        {checkState === 'failed' ? (
          <p className={styles.failed} role="alert">
            Your look at the portal was not saved. Try again.
          </p>
        ) : null}
        <div className={styles.actions}>
          {portal && portal.url !== '' ? (
            <a href={portal.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              Open the portal
              <span className="visually-hidden"> of {schoolName} (opens in a new tab)</span>
            </a>
          ) : null}
          {onPortal ? (
            <Button variant="secondary" onClick={onPortal}>
              {portal ? 'Update the checklist' : 'Add the portal'}
              <Hidden name={schoolName} />
            </Button>
          ) : null}
          {portal && onCheckedToday ? (
            <Button variant="ghost" onClick={onCheckedToday} disabled={checkState === 'saving'}>
              {checkState === 'saving' ? 'Saving...' : 'I checked it today'}
              <Hidden name={schoolName} />
            </Button>
          ) : null}
        </div>
      </div>
      <div className={styles.part}>
        <p className={styles.line}>
          <span className={styles.label}>Interview:</span> {interviewWords(interview, studentZone)}
          {place !== '' && interview?.status === 'scheduled' ? (
            <>
              {' '}
              {isWebAddress(place) ? (
                <a href={place} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  Join the video call
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                `At ${place}.`
              )}
            </>
          ) : null}
        </p>
        {thanks && onThankYou ? (
          <Checkbox
            checked={interview.thank_you_sent}
            disabled={thankYouState === 'saving'}
            onChange={(event) => onThankYou(event.target.checked)}
            label={
              <>
                Thank-you note sent
                <Hidden name={schoolName} />
                {interview.thank_you_sent ? null : (
                  <span className={styles.due}> (due the day after the interview)</span>
                )}
              </>
            }
          />
        ) : null}
        {thankYouState === 'failed' ? (
          <p className={styles.failed} role="alert">
            The thank-you tick was not saved. Try again.
          </p>
        ) : null}
        {onInterview ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onInterview}>
              {interview ? 'Edit the interview' : 'Add an interview'}
              <Hidden name={schoolName} />
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  )
}
