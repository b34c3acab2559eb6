/**
 * Facts from the world that the product states about the weeks after "Submit": here the shape of
 * every such fact, the entry year they were checked for and what the screens say with them. The
 * facts live beside, one file per screen that states them (ADR 0099), so a planner section
 * fetches only its own: portal-facts.ts (the portal form), interview-facts.ts (the interview
 * form), recommendation-facts.ts (the recommenders' packet), decision-facts.ts (the reply date
 * and mid-year grades) and offer-facts.ts (the offers comparison). Each fact has the pages it
 * comes from and the day someone last read it there. Most sources are counselors' pages
 * describing common practice, not rules: each school's own instructions win, and the screens say
 * so. after-submit-facts.test.ts reviews them all, and fails when the cycle (cycle.ts) moves past
 * the entry year they were checked for.
 */
import type { IsoDate } from '../planner/calendar-date.ts'

/** A page a fact comes from: the name a student reads beside the fact, and its address. */
export type Source = { name: string; url: string }

/** A fact from the world in the product's words, where it comes from, and when that was checked. */
export type SourcedFact = {
  /** The fact in the product's words. */
  text: string
  /** Where it comes from: at least one page, the first the one a single link points to. */
  sources: readonly [Source, ...Source[]]
  /** When someone last opened the sources and found the fact there. */
  checked: IsoDate
}

/** The entry year the facts below were checked for. */
export const FACTS_CHECKED_FOR_ENTRY = 2027 as const

export const SCHOOLS_WIN =
  "These are counselors' advice about common practice; each school's own instructions win."

/** The earliest day any of `facts` was checked: what "Checked ..." under a group of them says. */
export function oldestCheck(facts: readonly SourcedFact[]): IsoDate {
  return facts.reduce<IsoDate>(
    (oldest, fact) => (oldest === '' || fact.checked < oldest ? fact.checked : oldest),
    '',
  )
}
