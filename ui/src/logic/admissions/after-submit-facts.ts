/**
 * Dated facts from the world that the decisions, offers and scholarships screens state, reviewed
 * once here with their sources and the day they were checked (as test-policies.json is, ADR 0070).
 * Most describe common practice, not rules: each school's own letter wins, and the screens say so.
 * A test fails when the cycle (cycle.ts) moves past the year these were checked for.
 */
import { CYCLE } from '../cycle/cycle.ts'

export type SourcedFact = {
  /** The fact in the product's words. */
  words: string
  /** Where it comes from, shown beside it. */
  source: string
  url: string
  /** When someone last opened the source and found the fact there (YYYY-MM-DD). */
  checked: string
}

/** The entry year the facts below were checked for. */
export const FACTS_CHECKED_FOR_ENTRY = 2027 as const

/**
 * May 1: the common national reply date. NACAC's members agree to let first-year applicants for
 * fall choose among offers until May 1 (Early Decision is the stated exception). In 2027 May 1 is
 * a Saturday; some schools take the Friday, some the Monday: the school's own date wins.
 */
export const REPLY_DATE = {
  month: 5,
  day: 1,
  fact: {
    words:
      'May 1 is the common national reply date: colleges that belong to NACAC let admitted first-year students choose among offers until then (Early Decision admissions excepted). Your school may set another date: its letter wins.',
    source:
      "NACAC's Statement of Principles of Good Practice (the National Candidates Reply Date), as John Carroll University's admission office quotes it",
    url: 'https://sites.jcu.edu/admission/events/national-candidates-reply-date/',
    checked: '2026-11-27',
  },
} as const satisfies { month: number; day: number; fact: SourcedFact }

/** The reply date for this cycle's entrants, "2027-05-01". */
export function defaultReplyDate(entryYear: number = CYCLE.entryYear): string {
  return `${String(entryYear)}-0${String(REPLY_DATE.month)}-0${String(REPLY_DATE.day)}`
}

/**
 * Parent PLUS limits for loans first disbursed on or after July 1, 2026 (the 2025 budget law,
 * "One Big Beautiful Bill Act"): $20,000 a year and $65,000 in total per dependent student.
 * Families who borrowed before that date may keep the old terms for a while; the screens say so.
 */
export const PARENT_PLUS_CAPS = {
  perYear: 20_000,
  total: 65_000,
  fact: {
    words:
      'From July 1, 2026, new Parent PLUS loans are capped at $20,000 a year and $65,000 in total per dependent student (families who borrowed before then may keep the older terms for a while).',
    source:
      "Middlebury College Student Financial Services, 'Important Federal Loan Changes Effective July 1, 2026' (also Salve Regina and Drake University financial aid offices)",
    url: 'https://www.middlebury.edu/student-financial-services/types-aid/education-loans/important-federal-loan-changes-effective-july',
    checked: '2026-11-27',
  },
} as const satisfies { perYear: number; total: number; fact: SourcedFact }

/**
 * Why an offer without a cost, or that counts loans as aid, is flagged. Its shares are said as
 * "in 100", as /analytics says every share (ADR 0050: no percentage figures on the page).
 */
export const GAO_AID_OFFERS: SourcedFact = {
  words:
    'The U.S. Government Accountability Office reviewed aid offers from 176 colleges: an estimated 91 in 100 understate or leave out the net price (many subtract loans as if they were aid), and 22 in 100 give no cost information at all.',
  source:
    'U.S. Government Accountability Office, Financial Aid Offers: Action Needed to Improve Information on College Costs and Student Aid (GAO-23-104708, 2022)',
  url: 'https://www.gao.gov/products/gao-23-104708',
  checked: '2026-11-27',
}

/** The standard offer format the Department of Education asks colleges to use (voluntary). */
export const COLLEGE_FINANCING_PLAN: SourcedFact = {
  words:
    "The College Financing Plan is the U.S. Department of Education's standard aid offer: cost of attendance, then grants and scholarships, then the net price, then loans and work-study apart. Ask a school for one if its letter is unclear.",
  source: 'U.S. Department of Education, College Financing Plan',
  url: 'https://www2.ed.gov/policy/highered/guid/aid-offer/index.html',
  checked: '2026-11-27',
}

/** Mid-year grades for deferred and waitlisted applicants go by about this day of the entry year. */
export const MID_YEAR_REPORT = { month: 3, day: 1 } as const

/** "2027-03-01": about when mid-year grades are due (the school's own date wins). */
export function defaultMidYearDate(entryYear: number = CYCLE.entryYear): string {
  return `${String(entryYear)}-0${String(MID_YEAR_REPORT.month)}-0${String(MID_YEAR_REPORT.day)}`
}
