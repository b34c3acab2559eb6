// What the planner's interview form says about interviews (its "What to know"), with where each
// fact comes from and when it was checked (one file per step that states facts, ADR 0099).
import type { SourcedFact } from './after-submit-facts.ts'

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
        name: 'collegevine.com, "Do I really need to send a university interview thank-you email?"',
        url: 'https://www.collegevine.com/faq/168675/do-i-really-need-to-send-a-university-interview-thank-you-email',
      },
    ],
    checked: '2026-11-28',
  },
]
