/**
 * What the planner tells students about the weeks after "Submit", each with where it comes from
 * and when it was checked. Most sources are counselors' and consultants' pages describing common
 * practice, not rules (../shared/data/after-submit-facts.md): the product says so, and says that
 * each school's own instructions win. Read again on the date below against the stored copies of
 * each page.
 */
import type { IsoDate } from './calendar-date.ts'

export type Source = { site: string; url: string }
export type SourcedFact = { text: string; sources: readonly Source[] }

/** When the facts below were last read against their sources. */
export const FACTS_CHECKED: IsoDate = '2026-11-27'

export const SCHOOLS_WIN =
  "These are counselors' advice about common practice; each school's own instructions win."

const source = (url: string): Source => ({ site: new URL(url).hostname.replace(/^www\./, ''), url })

export const PORTAL_FACTS: readonly SourcedFact[] = [
  {
    text: 'Each college makes its own applicant portal once it has your application, and usually e-mails the invitation within 24 to 72 hours, sometimes within a week.',
    sources: [
      source('https://higheredification.org/blog/college-application-portals/'),
      source(
        'https://www.signaturecollegecounseling.com/what-to-do-after-submitting-a-college-application/',
      ),
    ],
  },
  {
    text: 'The portal shows which items the college has received; your counselor cannot see it, so checking it is yours to do.',
    sources: [source('https://higheredification.org/blog/college-application-portals/')],
  },
  {
    text: 'Counselors advise checking each portal at least once a week, some about three times a week; the planner reminds you once a week while something is missing.',
    sources: [
      source('https://higheredification.org/blog/college-application-portals/'),
      source('https://eduplan.co/monitoring-decisions'),
    ],
  },
  {
    text: 'Documents your school sends can take one to two weeks to show as received.',
    sources: [
      source(
        'https://catapultcollegecounseling.com/blog/why-your-college-application-portal-is-lying-to-you-and-why-thats-ok',
      ),
    ],
  },
]

export const INTERVIEW_FACTS: readonly SourcedFact[] = [
  {
    text: 'Some colleges wait for you to ask: find each school’s interview policy as soon as you apply, and request one by phone or online form where it says so.',
    sources: [source('https://internationalcollegecounselors.com/the-college-interview-2')],
  },
  {
    text: 'Applying early raises the chance of an alumni interview: at least two weeks before the deadline is advised. No offer is often about how many alumni live near you, not about you.',
    sources: [source('https://internationalcollegecounselors.com/the-college-interview-2')],
  },
  {
    text: 'Afterwards, send the interviewer a short thank-you note; e-mail is fine.',
    sources: [
      source(
        'https://www.ramaz.org/school-divisions/upper-school/college-advisement/guide-to-the-application-process/interviews',
      ),
    ],
  },
]

export const RECOMMENDATION_FACTS: readonly SourcedFact[] = [
  {
    text: 'Give recommenders two to three months, and tell them your earliest due date.',
    sources: [source('https://fifthandoak.net/blog/teacherrecsandbrag')],
  },
  {
    text: 'A month before your earliest deadline is the least notice to give.',
    sources: [source('http://www.coloradoacademy.org/page/news-detail?pk=788477')],
  },
  {
    text: 'Teachers report writing 38 to 44 letters a year, about an hour each, and some cap requests at 20.',
    sources: [source('https://tphnews.com/21416/campus/in-the-write-hands')],
  },
  {
    text: 'Thank them once the letters are in: a short handwritten note is perfect.',
    sources: [
      source('https://sites.google.com/site/point2college/in-the-news/lettersofrecommendation'),
    ],
  },
]
