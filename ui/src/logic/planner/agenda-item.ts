// One dated thing the agenda, the digest and the calendar feed list (agenda.ts builds them; the
// after-submit items of after-submit.ts are among them). Its own file so that both read it
// without importing each other.
import type { IsoDate } from './calendar-date.ts'

/** What happens after "Submit" that the agenda dates (after-submit.ts). */
export type AfterSubmitKind = 'portal' | 'interview' | 'thanks'

export type AgendaItem = {
  /**
   * "deadline:<application id>", "task:<id>", "aid:<id>", "reply:<id>", "scholarship:<id>", or an
   * after-submit item's (after-submit.ts).
   */
  key: string
  kind: 'deadline' | 'task' | 'aid' | 'decision' | 'scholarship' | AfterSubmitKind
  title: string
  /** Said on the page after the title, never in a mail (a recommender's name). */
  detail?: string
  date: IsoDate
  /** The instant (ms) of a deadline or an interview with a known date and time. */
  at: number | null
  /** The zone of the deadline's clock, for deadlines with a known date. */
  zone: string | null
  applicationId: string
  schoolName: string
  estimate: boolean
  /** A date to know (an estimate, or a fact of this cycle's aid calendar), never late. */
  reference: boolean
}
