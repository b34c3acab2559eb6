import { useId, type ComponentPropsWithoutRef } from 'react'
import { oldestCheck } from '../../logic/admissions/after-submit-facts.ts'
import { RECOMMENDATION_FACTS } from '../../logic/admissions/recommendation-facts.ts'
import { formatIsoDay } from '../../logic/planner/calendar-date.ts'
import { intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import type { Application } from '../../logic/planner/model.ts'
import {
  leadTimeWarning,
  letterWords,
  type Packet,
  type PacketSchool,
} from '../../logic/planner/packets.ts'
import { planWords, platformWords } from '../../logic/planner/packet-text.ts'
import { deadlineWords } from '../../logic/planner/present.ts'
import { Button } from '../Button/Button.tsx'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import { SourcedFacts, SourceLinks } from '../SourcedFacts/SourcedFacts.tsx'
import styles from './RecommenderPacket.module.css'

export type RecommenderPacketProps = ComponentPropsWithoutRef<'article'> & {
  /** The recommender's packet (logic/planner/packets.ts recommenderPacket). */
  packet: Packet<Application>
  /** The student's zone, for each due date's words. */
  studentZone: string
  /** idle; copied: the text is on the clipboard; failed: the browser refused. */
  copyState?: 'idle' | 'copied' | 'failed'
  thankYouState?: 'idle' | 'saving' | 'failed'
  onPrint?: () => void
  /** Copy the packet as text (the island puts it on the clipboard). */
  onCopy?: () => void
  onClose?: () => void
  onThankYou?: (sent: boolean) => void
}

/** A school's due date as the packet words it: the school's clock, or "date not set". */
export function packetDue(school: PacketSchool<Application>, studentZone: string): string {
  return deadlineWords(school.application, studentZone, intlOffsetAt)?.text ?? 'date not set'
}

// The lead-time facts the warning rests on: two to three months advised, a month at the least.
const LEAD_FACTS = RECOMMENDATION_FACTS.slice(0, 2)
const LEAD_SOURCES = LEAD_FACTS.flatMap((fact) => fact.sources)

/**
 * What a recommender needs from the student, on one page to print or copy: every school they
 * write for with its platform, plan and due date, the earliest first; a warning in words when that
 * date is nearer than four weeks; what each school's portal shows of their letter (the portal
 * checklists are the one record of it, ADR 0083); and, once every letter is in, the thank-you.
 */
export function RecommenderPacket({
  packet,
  studentZone,
  copyState = 'idle',
  thankYouState = 'idle',
  onPrint,
  onCopy,
  onClose,
  onThankYou,
  className,
  ...rest
}: RecommenderPacketProps) {
  const headingId = useId()
  const name = packet.recommender.name
  const warning = leadTimeWarning(packet)
  const { earliest } = packet
  return (
    <article
      aria-labelledby={headingId}
      data-state={packet.allIn ? 'all-in' : warning ? 'short' : 'open'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h3 id={headingId} className={styles.title}>
        Recommendation packet for {name}
      </h3>
      <p className={styles.lead}>
        {packet.schools.length === 0
          ? `${name} is not linked to an application yet: edit them to choose the schools.`
          : packet.allIn
            ? `Every letter is in: ${String(packet.schools.length)} ${packet.schools.length === 1 ? 'school' : 'schools'}.`
            : earliest
              ? `Earliest due date: ${packetDue(earliest, studentZone)} (${earliest.application.school.name}).`
              : 'No due date is set yet for the letters still to come.'}
      </p>
      {warning ? (
        <p className={styles.warning}>
          {warning}{' '}
          <span className={styles.sources}>
            Sources: <SourceLinks sources={LEAD_SOURCES} />, checked{' '}
            {formatIsoDay(oldestCheck(LEAD_FACTS))}.
          </span>
        </p>
      ) : null}
      {packet.schools.length > 0 ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              Schools {name} writes for, and what each portal shows
            </caption>
            <thead>
              <tr>
                <th scope="col">School</th>
                <th scope="col">Platform</th>
                <th scope="col">Due</th>
                <th scope="col">Letter</th>
              </tr>
            </thead>
            <tbody>
              {packet.schools.map((school) => (
                <tr key={school.application.id} data-letter={school.letter}>
                  <th scope="row">{school.application.school.name}</th>
                  <td>
                    {platformWords(school.application)}
                    <br />
                    <span className={styles.quiet}>{planWords(school.application)}</span>
                  </td>
                  <td>{packetDue(school, studentZone)}</td>
                  <td>{letterWords(school.letter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className={styles.quiet}>
        What arrived comes from each application&apos;s portal checklist: tick a letter there when
        the portal shows it.
      </p>
      {packet.allIn && onThankYou ? (
        <Checkbox
          checked={packet.recommender.thank_you_sent}
          disabled={thankYouState === 'saving'}
          onChange={(event) => onThankYou(event.target.checked)}
          label={`Thank-you note sent to ${name}`}
        />
      ) : null}
      {thankYouState === 'failed' ? (
        <p className={styles.failed} role="alert">
          The thank-you tick was not saved. Try again.
        </p>
      ) : null}
      <SourcedFacts
        className={styles.facts}
        summary="Asking for letters: what counselors advise"
        facts={RECOMMENDATION_FACTS}
      />
      <div className={styles.actions}>
        {onPrint ? <Button onClick={onPrint}>Print the packet</Button> : null}
        {onCopy ? (
          <Button variant="secondary" onClick={onCopy}>
            Copy as text
          </Button>
        ) : null}
        {onClose ? (
          <Button variant="ghost" onClick={onClose}>
            Close the packet
          </Button>
        ) : null}
      </div>
      {copyState === 'idle' ? null : (
        <p className={styles.quiet} role="status">
          {copyState === 'copied'
            ? `Copied: paste it into an e-mail to ${name}.`
            : 'Your browser did not let the page copy: select the table and copy it yourself.'}
        </p>
      )}
    </article>
  )
}
