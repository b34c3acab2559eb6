/**
 * A recommender's packet (issue 26): one page per recommender, to print or copy, listing every
 * school they write for with its platform and due date, the earliest first, a lead-time warning
 * when that date is nearer than four weeks, and what each school's portal shows of their letter.
 * What arrived is read from the portal checklists alone (ADR 0083): the packet never keeps a
 * second list. Once every letter is in, a thank-you note is due until the student ticks it sent.
 */
import { daysBetween, dayNumber, formatIsoDate, type IsoDate } from './calendar-date.ts'
import type { Application, Recommender } from './model.ts'
import { recommendationKey, type ItemState, type Portal } from './portal.ts'

/** Recommenders need at least four weeks before the earliest due date (after-submit facts). */
export const LEAD_TIME_DAYS = 28

/** The agenda passes applications without their platform and plan (then "not chosen"). */
export type PacketApp = Pick<
  Application,
  'id' | 'school' | 'deadline_date' | 'deadline_at' | 'status'
> &
  Partial<Pick<Application, 'platform' | 'plan'>>

export type PacketSchool<A extends PacketApp = PacketApp> = {
  /** The application as the caller gave it. */
  application: A
  /** What the school's portal shows of this recommender's letter. */
  letter: ItemState
}

export type Packet<A extends PacketApp = PacketApp> = {
  recommender: Pick<Recommender, 'id' | 'name' | 'status' | 'thank_you_sent'>
  /** Every school they write for, the earliest due date first, unknown dates last. */
  schools: PacketSchool<A>[]
  /** The earliest due date whose letter is not in yet (it may have passed); null when none. */
  earliest: PacketSchool<A> | null
  /** Days from today to `earliest`'s due date (negative once it has passed). */
  daysLeft: number | null
  /** `earliest` is nearer than four weeks, or has passed. */
  short: boolean
  /** Every school shows the letter received (or not needed), at least one received. */
  allIn: boolean
  /** Every letter is in and the thank-you note is not ticked as sent (not for one who declined). */
  thankYouDue: boolean
}

type PortalEntry = Pick<Portal, 'application' | 'items' | 'checked_on'>

function byDue(a: PacketSchool, b: PacketSchool): number {
  const ad = a.application.deadline_date
  const bd = b.application.deadline_date
  if (ad === '' || bd === '') return (ad === '' ? 1 : 0) - (bd === '' ? 1 : 0)
  return dayNumber(ad) - dayNumber(bd)
}

/** One recommender's packet on `today`. */
export function recommenderPacket<A extends PacketApp>(
  person: Pick<Recommender, 'id' | 'name' | 'status' | 'thank_you_sent' | 'applications'>,
  applications: readonly A[],
  portals: readonly PortalEntry[],
  today: IsoDate,
): Packet<A> {
  const key = recommendationKey(person.id)
  const schools = person.applications
    .map((id) => applications.find((app) => app.id === id))
    .filter((app): app is A => app !== undefined)
    .map((application): PacketSchool<A> => ({
      application,
      letter:
        portals.find((portal) => portal.application === application.id)?.items[key] ?? 'awaiting',
    }))
    .sort(byDue)
  const earliest =
    schools.find(
      (school) => school.letter === 'awaiting' && school.application.deadline_date !== '',
    ) ?? null
  const daysLeft = earliest ? daysBetween(today, earliest.application.deadline_date) : null
  const allIn =
    schools.some((school) => school.letter === 'received') &&
    schools.every((school) => school.letter !== 'awaiting')
  return {
    recommender: person,
    schools,
    earliest,
    daysLeft,
    short: daysLeft !== null && daysLeft < LEAD_TIME_DAYS,
    allIn,
    thankYouDue: allIn && !person.thank_you_sent && person.status !== 'declined',
  }
}

function days(count: number): string {
  return `${String(count)} ${count === 1 ? 'day' : 'days'}`
}

/** The lead-time warning in words, or null when the earliest date is four weeks away or more. */
export function leadTimeWarning(packet: Packet): string | null {
  const { earliest, daysLeft } = packet
  if (!earliest || daysLeft === null || !packet.short) return null
  const school = earliest.application.school.name
  const date = formatIsoDate(earliest.application.deadline_date)
  if (daysLeft < 0)
    return `${school} was due ${days(-daysLeft)} ago (${date}) and its portal does not show ${packet.recommender.name}'s letter yet: ask them whether it was sent, and check the portal again.`
  const when = daysLeft === 0 ? 'today' : `in ${days(daysLeft)}`
  return `${school} is due ${when} (${date}): less than the four weeks recommenders need at the least, and two to three months is advised. Ask ${packet.recommender.name} today and give them this date.`
}

const LETTER_WORDS: Record<ItemState, string> = {
  received: 'received',
  not_needed: 'not needed by this school',
  awaiting: 'not shown in the portal yet',
}

export function letterWords(state: ItemState): string {
  return LETTER_WORDS[state]
}

/** The recommender thank-you items: one per recommender whose letters are all in. */
export type RecommenderThanks = {
  recommenderId: string
  name: string
  schoolNames: string[]
  /** The last look at those portals (when the last letter was seen); today without one. */
  date: IsoDate
}

export function recommenderThanks(
  recommenders: readonly Pick<
    Recommender,
    'id' | 'name' | 'status' | 'thank_you_sent' | 'applications'
  >[],
  applications: readonly PacketApp[],
  portals: readonly PortalEntry[],
  today: IsoDate,
): RecommenderThanks[] {
  const due: RecommenderThanks[] = []
  for (const person of recommenders) {
    const packet = recommenderPacket(person, applications, portals, today)
    if (!packet.thankYouDue) continue
    const looks = packet.schools
      .map(
        (school) =>
          portals.find((portal) => portal.application === school.application.id)?.checked_on ?? '',
      )
      .filter((date) => date !== '')
      .sort((a, b) => dayNumber(b) - dayNumber(a))
    due.push({
      recommenderId: person.id,
      name: person.name,
      schoolNames: packet.schools.map((school) => school.application.school.name),
      date: looks[0] ?? today,
    })
  }
  return due
}

/** "Thank your recommender for Tulane University of Louisiana and 2 more schools": no name. */
export function recommenderThanksTitle(thanks: Pick<RecommenderThanks, 'schoolNames'>): string {
  const [first = 'your schools', ...rest] = thanks.schoolNames
  const more =
    rest.length === 0
      ? ''
      : ` and ${String(rest.length)} more ${rest.length === 1 ? 'school' : 'schools'}`
  return `Thank your recommender for ${first}${more}: every letter is in`
}
