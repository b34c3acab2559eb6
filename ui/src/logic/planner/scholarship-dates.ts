/**
 * A planned scholarship's deadline as the agenda (and so the digest), the alert mails and the
 * calendar feed show it: the sponsor's name and a fixed phrase, never the student's notes. Apart
 * from scholarships.ts (its rules and lists) so the weekly agenda carries only this. Nothing here
 * uses Intl: the server runs it.
 */
import type { AgendaItem } from './agenda-item.ts'
import type { FeedDeadline } from './ics.ts'
import type { AlertCandidate } from './alert-candidate.ts'
import type { Scholarship } from './scholarships.ts'

/**
 * Each scholarship whose deadline is still to meet (planned, with a known instant), made into
 * what a reader needs by `make`.
 */
function planned<S extends Pick<Scholarship, 'status' | 'deadline_at'>, T>(
  scholarships: readonly S[],
  make: (s: S, at: number) => T,
): T[] {
  return scholarships.flatMap((s) => {
    const at = s.status === 'planning' && s.deadline_at !== '' ? Date.parse(s.deadline_at) : NaN
    return Number.isNaN(at) ? [] : [make(s, at)]
  })
}

/** The title every list, mail and calendar shows: the sponsor's name and a fixed phrase. */
export function scholarshipDeadlineTitle(sponsor: string): string {
  return `${sponsor} scholarship deadline`
}

/** Planned scholarships' deadlines as agenda items (the digest reads the agenda). */
export function scholarshipAgendaItems(
  scholarships: readonly Pick<
    Scholarship,
    | 'id'
    | 'sponsor'
    | 'status'
    | 'deadline_date'
    | 'deadline_at'
    | 'deadline_zone_rule'
    | 'deadline_zone'
  >[],
): AgendaItem[] {
  return planned(scholarships, (s, at) => ({
    key: `scholarship:${s.id}`,
    kind: 'scholarship',
    title: scholarshipDeadlineTitle(s.sponsor),
    date: s.deadline_date,
    at,
    // Said on its own clock, as an application's deadline is (ADR 0078): the sponsor's, or the
    // student's (null: the reader's zone).
    zone: s.deadline_zone_rule === 'school' && s.deadline_zone !== '' ? s.deadline_zone : null,
    applicationId: '',
    schoolName: s.sponsor,
    estimate: false,
    reference: false,
  }))
}

/** For the feed: the deadline as an instant, UID "deadline-scholarship-<id>". */
export function scholarshipFeedDeadlines(
  scholarships: readonly (Pick<Scholarship, 'id' | 'sponsor' | 'status' | 'deadline_at' | 'url'> & {
    zone: string
    updated: number
  })[],
): FeedDeadline[] {
  return planned(scholarships, (s, at) => ({
    id: `scholarship-${s.id}`,
    schoolName: s.sponsor,
    planLabel: 'scholarship',
    at,
    zone: s.zone,
    estimated: false,
    sourceUrl: s.url,
    updated: s.updated,
  }))
}

/** For the alert mails: one candidate per planned deadline (keys "alert:scholarship-<id>:..."). */
export function scholarshipAlertCandidates(
  scholarships: readonly (Pick<Scholarship, 'id' | 'sponsor' | 'status' | 'deadline_at'> & {
    zone: string
  })[],
): AlertCandidate[] {
  return planned(scholarships, (s, at) => ({
    id: `scholarship-${s.id}`,
    schoolName: s.sponsor,
    planLabel: 'scholarship',
    status: 'planning' as const,
    at,
    zone: s.zone,
  }))
}
