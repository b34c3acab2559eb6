// What the offers comparison says about aid offers and Parent PLUS, with where each fact comes from
// (one file per screen that states facts, ADR 0099).
import type { SourcedFact } from './after-submit-facts.ts'

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
      name: 'Federal Student Aid, "Issuing Financial Aid Offers: What Institutions Should Include and Avoid" (GENERAL-21-70, with the updated College Financing Plan)',
      url: 'https://fsapartners.ed.gov/knowledge-center/library/electronic-announcements/2021-10-28/issuing-financial-aid-offers-what-institutions-should-include-and-avoid',
    },
    {
      name: 'Mapping Your Future, "Financial aid offers: a closer look" (a sample College Financing Plan)',
      url: 'https://mappingyourfuture.org/financial-aid-offers-a-closer-look',
    },
  ],
  checked: '2026-11-28',
}
