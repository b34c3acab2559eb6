/**
 * What comes after "Submit" in the agenda and the calendar feed (issue 26): the weekly portal
 * nudge, interviews and their thank-you notes, and the recommenders' thank-you once every letter
 * is in. The agenda (and so the dashboard's "what's next" and the weekly digest) and the feed
 * each add these with one line; the reminder job asks interviews.ts for its mails.
 */
import type { AfterSubmitKind, AgendaItem } from './agenda-item.ts'
import type { IsoDate } from './calendar-date.ts'
import { todayOf, type StudentClock } from './deadline-day.ts'
import type { FeedDay, FeedTimed } from './ics.ts'
import {
  interviewFacts,
  interviewTitle,
  isUpcoming,
  thankYouDay,
  thankYouTitle,
  type Interview,
} from './interviews.ts'
import type { Application, Recommender } from './model.ts'
import { recommenderThanks, recommenderThanksTitle } from './packets.ts'
import { nudgeTitle, portalNudges, type Portal } from './portal.ts'

export type { AfterSubmitKind } from './agenda-item.ts'

/**
 * The after-submit records the agenda reads. Absent: the caller does not track them (a page
 * sample, an older caller), and nothing is added.
 */
export type AfterSubmitInput = {
  portals?: readonly Pick<Portal, 'application' | 'items' | 'checked_on'>[]
  interviews?: readonly Interview[]
  recommenders?: readonly Pick<
    Recommender,
    'id' | 'name' | 'status' | 'thank_you_sent' | 'applications'
  >[]
}

type Apps = readonly Pick<
  Application,
  'id' | 'status' | 'school' | 'deadline_date' | 'deadline_at'
>[]

/** A dated item of the plan after submitting, as the agenda and the feed both need it. */
type Dated = Omit<AgendaItem, 'kind' | 'estimate' | 'reference'> & { kind: AfterSubmitKind }

function dated(
  input: AfterSubmitInput & { applications: Apps },
  today: IsoDate,
  zone: string,
): Dated[] {
  const { applications } = input
  const items: Dated[] = []
  const recommenders = input.recommenders ?? []
  if (input.portals) {
    for (const nudge of portalNudges(applications, input.portals, recommenders, today))
      items.push({
        key: `portal:${nudge.applicationId}`,
        kind: 'portal',
        title: nudgeTitle(nudge),
        date: nudge.date,
        at: null,
        zone: null,
        applicationId: nudge.applicationId,
        schoolName: nudge.schoolName,
      })
    for (const thanks of recommenderThanks(recommenders, applications, input.portals, today))
      items.push({
        key: `recommender-thanks:${thanks.recommenderId}`,
        kind: 'thanks',
        title: recommenderThanksTitle(thanks),
        detail: thanks.name,
        date: thanks.date,
        at: null,
        zone: null,
        applicationId: '',
        schoolName: thanks.schoolNames[0] ?? '',
      })
  }
  // An interview's clock is its own (the school's, or the student's `zone`), as a deadline's is.
  for (const interview of interviewFacts(input.interviews ?? [], applications, zone)) {
    const base = { applicationId: interview.application, schoolName: interview.schoolName }
    if (isUpcoming(interview, today))
      items.push({
        ...base,
        key: `interview:${interview.id}`,
        kind: 'interview',
        title: interviewTitle(interview.schoolName),
        date: interview.date,
        at: interview.at,
        zone: interview.at === null ? null : interview.zone,
      })
    const thanks = thankYouDay(interview, today)
    if (thanks !== null)
      items.push({
        ...base,
        key: `interview-thanks:${interview.id}`,
        kind: 'thanks',
        title: thankYouTitle(interview.schoolName),
        date: thanks,
        at: null,
        zone: null,
      })
  }
  return items
}

/**
 * The agenda's after-submit items at the student's clock. An interview that has begun is no
 * longer to come (never "late"): its thank-you note follows.
 */
export function afterSubmitItems(
  input: AfterSubmitInput & { applications: Apps },
  clock: StudentClock,
): AgendaItem[] {
  return dated(input, todayOf(clock), clock.zone)
    .filter((item) => item.kind !== 'interview' || item.at === null || item.at > clock.now)
    .map((item) => ({ ...item, estimate: false, reference: false }))
}

/** What the calendar feed adds: all-day nudges and thank-yous, and each interview at its time. */
export type AfterSubmitFeed = { days: FeedDay[]; timed: FeedTimed[] }

/**
 * The feed's after-submit events. `updated` dates each event's LAST-MODIFIED (the record's
 * change, or the feed's own time for what is computed); interviews carry their place and who
 * they are with, the student's own words in their own calendar.
 */
export function afterSubmitFeed(
  input: AfterSubmitInput & { applications: Apps },
  today: IsoDate,
  studentZone: string,
  updated: (key: string) => number,
): AfterSubmitFeed {
  const days: FeedDay[] = dated(input, today, studentZone)
    .filter((item) => item.kind !== 'interview')
    .map((item) => ({
      id: item.key.replace(':', '-'),
      title: item.title,
      date: item.date,
      updated: updated(item.key),
    }))
  const timed: FeedTimed[] = []
  for (const interview of input.interviews ?? []) {
    const [fact] = interviewFacts([interview], input.applications, studentZone)
    if (fact?.at == null || (fact.status !== 'scheduled' && fact.status !== 'done')) continue
    timed.push({
      id: `interview-${interview.id}`,
      title: interviewTitle(fact.schoolName),
      at: fact.at,
      zone: fact.zone,
      location: interview.place,
      notes: interview.with_whom === '' ? [] : [`With ${interview.with_whom}.`],
      updated: updated(`interview:${interview.id}`),
    })
  }
  return { days, timed }
}
