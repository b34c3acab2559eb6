// What the recommenders' packet says about asking for letters (its "Why ask early"), with where
// each fact comes from and when it was checked (one file per step that states facts, ADR 0099).
import type { SourcedFact } from './after-submit-facts.ts'

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
        name: 'becomestem.com, "Advice on letters of recommendation"',
        url: 'https://becomestem.com/post/advice-on-letters-of-recommendation',
      },
    ],
    checked: '2026-11-28',
  },
  {
    text: 'At one high school, two teachers wrote 41 and 44 letters in a season; another caps requests at 20, at about an hour each.',
    sources: [{ name: 'tphnews.com', url: 'https://tphnews.com/21416/campus/in-the-write-hands' }],
    checked: '2026-11-28',
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
