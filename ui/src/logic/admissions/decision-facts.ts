// The dates the decisions section proposes after an admission or a deferral: the common reply
// date and mid-year grades, with where each comes from (one file per screen that states facts,
// ADR 0099).
import { CYCLE } from '../cycle/cycle.ts'
import type { SourcedFact } from './after-submit-facts.ts'

/**
 * May 1: the common national reply date. Until 2019 NACAC's members had to let first-year
 * applicants for fall choose among offers until May 1 (Early Decision the stated exception); since
 * the Department of Justice's inquiry, NACAC's 2020 Guide to Ethical Practice recommends it and no
 * longer requires it. Most schools keep it. In 2027 May 1 is a Saturday; some schools take the
 * Friday, some the Monday: the school's own date wins.
 */
export const REPLY_DATE = {
  month: 5,
  day: 1,
  fact: {
    text: "May 1 is the common national reply date: most colleges let admitted first-year students choose among offers until then (Early Decision admissions excepted). It is a recommendation of NACAC's Guide to Ethical Practice since 2020, no longer a rule its members must keep, so your school may set another date: its letter wins.",
    sources: [
      {
        name: "NACAC's Guide to Ethical Practice in College Admission (2020 draft): recommendations, no longer a condition of membership",
        url: 'https://fdocuments.us/document/draft-642020-page-1-of-14-nacac-guide-to-ethical-practice-in-college-admission.html',
      },
      {
        name: "NACAC's former rule (the National Candidates Reply Date), as John Carroll University's admission office quotes it",
        url: 'https://sites.jcu.edu/admission/events/national-candidates-reply-date/',
      },
      {
        name: 'What the 2019 changes at NACAC mean for May 1 (RZE College Counseling)',
        url: 'https://rzecollegecounseling.com/2019/11/04/big-changes-at-nacac-how-will-they-affect-your-student',
      },
    ],
    checked: '2026-11-27',
  },
} as const satisfies { month: number; day: number; fact: SourcedFact }

/** The reply date for this cycle's entrants, "2027-05-01". */
export function defaultReplyDate(entryYear: number = CYCLE.entryYear): string {
  return dayOfEntryYear(REPLY_DATE, entryYear)
}

/** "2027-05-01" for May 1 of the entry year 2027. */
function dayOfEntryYear({ month, day }: { month: number; day: number }, entryYear: number): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${String(entryYear)}-${two(month)}-${two(day)}`
}

/**
 * Mid-year grades: counselors send them in January or February once first-semester grades are
 * final, most by the end of January. The planner suggests February 1 of the entry year for a
 * deferred or waitlisted application's step, and counts the mid-year report as missing from a
 * portal from then on (portal.ts). Checked 2026-11-28; it was "about March 1" before, which no
 * source gave.
 */
export const MID_YEAR_REPORT = {
  month: 2,
  day: 1,
  fact: {
    text: "Counselors send mid-year grades in January or February, once first-semester grades are final; most arrive by the end of January. The school's own date wins.",
    sources: [
      {
        name: 'Dartmouth Admissions, "What is a Mid-Year Report? Is it required? When is it due?"',
        url: 'https://admissions.dartmouth.edu/glossary-question/what-mid-year-report-it-required-when-it-due',
      },
      {
        name: "Sara Harberson, a former admissions dean, 'The mid-year report: what to know'",
        url: 'https://saraharberson.com/blog/mid-year-report-what-to-know',
      },
    ],
    checked: '2026-11-28',
  },
} as const satisfies { month: number; day: number; fact: SourcedFact }

/** "2027-02-01": the suggested day for mid-year grades (the school's own date wins). */
export function defaultMidYearDate(entryYear: number = CYCLE.entryYear): string {
  return dayOfEntryYear(MID_YEAR_REPORT, entryYear)
}
