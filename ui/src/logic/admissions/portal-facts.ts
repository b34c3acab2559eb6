// What the planner's portal form says about applicant portals (its "What to know"), with
// where each fact comes from and when it was checked. One file per step that states facts, so a
// planner section loads only the facts it shows (ADR 0099).
import type { SourcedFact } from './after-submit-facts.ts'

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
