/**
 * A planned scholarship's deadline as the agenda (and so the digest), the alert mails and the
 * calendar feed show it: the sponsor's name and a fixed phrase, never the student's notes. Apart
 * from scholarships.ts (its rules and lists) so the weekly agenda carries only this. Nothing here
 * uses Intl: the server runs it.
 */
import type { AgendaItem } from './agenda.ts'
import type { FeedDeadline } from './ics.ts'
import type { AlertCandidate } from './reminders.ts'
import type { Scholarship } from './scholarships.ts'

/** A scholarship's deadline still to meet: planned, with a known instant. */
function openDeadline(s: Pick<Scholarship, 'status' | 'deadline_at'>): number | null {
  if (s.status !== 'planning' || s.deadline_at === '') return null
  const at = Date.parse(s.deadline_at)
  return Number.isNaN(at) ? null : at
}

/** The title every list, mail and calendar shows: the sponsor's name and a fixed phrase. */
export function scholarshipDeadlineTitle(sponsor: string): string {
  return `${sponsor} scholarship deadline`
}

/** Planned scholarships' deadlines as agenda items (the digest reads the agenda). */
export function scholarshipAgendaItems(
  scholarships: readonly Pick<
    Scholarship,
    'id' | 'sponsor' | 'status' | 'deadline_date' | 'deadline_at'
  >[],
): AgendaItem[] {
  return scholarships.flatMap((s): AgendaItem[] => {
    const at = openDeadline(s)
    if (at === null) return []
    return [
      {
        key: `scholarship:${s.id}`,
        kind: 'scholarship',
        title: scholarshipDeadlineTitle(s.sponsor),
        date: s.deadline_date,
        at,
        applicationId: '',
        schoolName: s.sponsor,
        estimate: false,
      },
    ]
  })
}

/** For the feed: the deadline as an instant, UID "deadline-scholarship-<id>". */
export function scholarshipFeedDeadlines(
  scholarships: readonly (Pick<
    Scholarship,
    'id' | 'sponsor' | 'status' | 'deadline_at' | 'url'
  > & { zone: string; updated: number })[],
): FeedDeadline[] {
  return scholarships.flatMap((s): FeedDeadline[] => {
    const at = openDeadline(s)
    if (at === null) return []
    return [
      {
        id: `scholarship-${s.id}`,
        schoolName: s.sponsor,
        planLabel: 'scholarship',
        at,
        zone: s.zone,
        estimated: false,
        sourceUrl: s.url,
        updated: s.updated,
      },
    ]
  })
}

/** For the alert mails: one candidate per planned deadline (keys "alert:scholarship-<id>:..."). */
export function scholarshipAlertCandidates(
  scholarships: readonly (Pick<Scholarship, 'id' | 'sponsor' | 'status' | 'deadline_at'> & {
    zone: string
  })[],
): AlertCandidate[] {
  return scholarships.flatMap((s): AlertCandidate[] => {
    const at = openDeadline(s)
    if (at === null) return []
    return [
      {
        id: `scholarship-${s.id}`,
        schoolName: s.sponsor,
        planLabel: 'scholarship',
        status: 'planning',
        at,
        zone: s.zone,
      },
    ]
  })
}

