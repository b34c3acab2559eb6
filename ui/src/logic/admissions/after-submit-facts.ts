/**
 * Facts from the world that the product states about the weeks after "Submit" (portals,
 * interviews, recommenders' letters, the reply date, aid offers, Parent PLUS), reviewed once here:
 * each with the pages it comes from and the day someone last read it there. Most sources are
 * counselors' pages describing common practice, not rules: each school's own instructions win,
 * and the screens say so. A test fails when the cycle (cycle.ts) moves past the entry year these
 * were checked for.
 */
import { CYCLE } from '../cycle/cycle.ts'
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

// ---------------------------------------------------------------------------------------------
// Portals, interviews and recommenders (the planner's "What to know" disclosures).

export const PORTAL_FACTS: readonly SourcedFact[] = [
  {
    text: 'Each college makes its own applicant portal once it has your application, and usually e-mails the invitation within 24 to 72 hours, sometimes within a week.',
    sources: [
      {
        name: 'higheredification.org',
        url: 'https://higheredification.org/blog/college-application-portals/',
      },
      {
        name: 'signaturecollegecounseling.com',
        url: 'https://www.signaturecollegecounseling.com/what-to-do-after-submitting-a-college-application/',
      },
    ],
    checked: '2026-11-27',
  },
  {
    text: 'The portal shows which items the college has received; your counselor cannot see it, so checking it is yours to do.',
    sources: [
      {
        name: 'higheredification.org',
        url: 'https://higheredification.org/blog/college-application-portals/',
      },
    ],
    checked: '2026-11-27',
  },
  {
    text: 'Counselors advise checking each portal at least once a week, some about three times a week; the planner reminds you once a week while something is missing.',
    sources: [
      {
        name: 'higheredification.org',
        url: 'https://higheredification.org/blog/college-application-portals/',
      },
      { name: 'eduplan.co', url: 'https://eduplan.co/monitoring-decisions' },
    ],
    checked: '2026-11-27',
  },
  {
    text: 'Documents your school sends can take one to two weeks to show as received.',
    sources: [
      {
        name: 'catapultcollegecounseling.com',
        url: 'https://catapultcollegecounseling.com/blog/why-your-college-application-portal-is-lying-to-you-and-why-thats-ok',
      },
    ],
    checked: '2026-11-27',
  },
]

export const INTERVIEW_FACTS: readonly SourcedFact[] = [
  {
    text: 'Some colleges wait for you to ask: find each school’s interview policy as soon as you apply, and request one by phone or online form where it says so.',
    sources: [
      {
        name: 'internationalcollegecounselors.com',
        url: 'https://internationalcollegecounselors.com/the-college-interview-2',
      },
    ],
    checked: '2026-11-27',
  },
  {
    text: 'Applying early raises the chance of an alumni interview: at least two weeks before the deadline is advised. No offer is often about how many alumni live near you, not about you.',
    sources: [
      {
        name: 'internationalcollegecounselors.com',
        url: 'https://internationalcollegecounselors.com/the-college-interview-2',
      },
    ],
    checked: '2026-11-27',
  },
  {
    text: 'Afterwards, send the interviewer a short thank-you note; e-mail is fine.',
    sources: [
      {
        name: 'ramaz.org',
        url: 'https://www.ramaz.org/school-divisions/upper-school/college-advisement/guide-to-the-application-process/interviews',
      },
    ],
    checked: '2026-11-27',
  },
]

export const RECOMMENDATION_FACTS: readonly SourcedFact[] = [
  {
    text: 'Give recommenders two to three months, and tell them your earliest due date.',
    sources: [{ name: 'fifthandoak.net', url: 'https://fifthandoak.net/blog/teacherrecsandbrag' }],
    checked: '2026-11-27',
  },
  {
    text: 'A month before your earliest deadline is the least notice to give.',
    sources: [
      {
        name: 'coloradoacademy.org',
        url: 'http://www.coloradoacademy.org/page/news-detail?pk=788477',
      },
    ],
    checked: '2026-11-27',
  },
  {
    text: 'Teachers report writing 38 to 44 letters a year, about an hour each, and some cap requests at 20.',
    sources: [{ name: 'tphnews.com', url: 'https://tphnews.com/21416/campus/in-the-write-hands' }],
    checked: '2026-11-27',
  },
  {
    text: 'Thank them once the letters are in: a short handwritten note is perfect.',
    sources: [
      {
        name: 'sites.google.com',
        url: 'https://sites.google.com/site/point2college/in-the-news/lettersofrecommendation',
      },
    ],
    checked: '2026-11-27',
  },
]

// ---------------------------------------------------------------------------------------------
// Decisions and offers (the decision form, the offers comparison).

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
  return `${String(entryYear)}-0${String(REPLY_DATE.month)}-0${String(REPLY_DATE.day)}`
}

/** Mid-year grades for deferred and waitlisted applicants go by about this day of the entry year. */
export const MID_YEAR_REPORT = { month: 3, day: 1 } as const

/** "2027-03-01": about when mid-year grades are due (the school's own date wins). */
export function defaultMidYearDate(entryYear: number = CYCLE.entryYear): string {
  return `${String(entryYear)}-0${String(MID_YEAR_REPORT.month)}-0${String(MID_YEAR_REPORT.day)}`
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
    text: 'From July 1, 2026, new Parent PLUS loans are capped at $20,000 a year and $65,000 in total per dependent student (families who borrowed before then may keep the older terms for a while).',
    sources: [
      {
        name: "Middlebury College Student Financial Services, 'Important Federal Loan Changes Effective July 1, 2026'",
        url: 'https://www.middlebury.edu/student-financial-services/types-aid/education-loans/important-federal-loan-changes-effective-july',
      },
      {
        name: "Salve Regina University, 'Changes to Federal Financial Aid'",
        url: 'https://salve.edu/changes-federal-financial-aid',
      },
      { name: 'road2college.com', url: 'https://www.road2college.com/federal-loan-law-impact' },
    ],
    checked: '2026-11-27',
  },
} as const satisfies { perYear: number; total: number; fact: SourcedFact }

/**
 * Why an offer without a cost, or that counts loans as aid, is flagged. Its shares are said as
 * "in 100", as /analytics says every share (ADR 0050: no percentage figures on the page).
 */
export const GAO_AID_OFFERS: SourcedFact = {
  text: 'The U.S. Government Accountability Office reviewed aid offers from 176 colleges: an estimated 91 in 100 understate or leave out the net price (many subtract loans as if they were aid), and 22 in 100 give no cost information at all.',
  sources: [
    {
      name: 'U.S. Government Accountability Office, Financial Aid Offers: Action Needed to Improve Information on College Costs and Student Aid (GAO-23-104708, 2022)',
      url: 'https://www.gao.gov/products/gao-23-104708',
    },
  ],
  checked: '2026-11-27',
}

/** The standard offer format the Department of Education asks colleges to use (voluntary). */
export const COLLEGE_FINANCING_PLAN: SourcedFact = {
  text: "The College Financing Plan is the U.S. Department of Education's standard aid offer: cost of attendance, then grants and scholarships, then the net price, then loans and work-study apart. Ask a school for one if its letter is unclear.",
  sources: [
    {
      name: 'U.S. Department of Education, College Financing Plan',
      url: 'https://www2.ed.gov/policy/highered/guid/aid-offer/index.html',
    },
  ],
  checked: '2026-11-27',
}
