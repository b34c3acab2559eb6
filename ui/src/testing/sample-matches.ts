// Literal matches for stories and component tests: what the scorer gave on 2026-11-22 for
// SAMPLE_ANSWERS and SAMPLE_SETTINGS (a student from Texas) over SAMPLE_UNIVERSITIES, written out so
// that a story does not change when a weight does. The scorer has its own tests; these only feed
// views. Each university is the sample's projection (a pick of columns, no scoring).
import type { Match } from '../logic/matching/score.ts'
import { sampleProjection } from './fixtures.ts'

/** The six best sample matches, best first. */
export const SAMPLE_MATCHES: Match[] = [
  {
    university: sampleProjection('u00000000228778'),
    score: 92,
    exact: 92.43,
    band: 'target',
    affordable: true,
    faith: null,
    notOffered: null,
    reasons: [
      {
        factor: 'academicInterest',
        effect: 'for',
        text: "Offers bachelor's programs in Engineering & Computer Science; 16% of awards (2021-22)",
      },
      {
        factor: 'locationPreference',
        effect: 'for',
        text: 'Campus setting: urban (IPEDS 2023)',
      },
      {
        factor: 'schoolSize',
        effect: 'for',
        text: '40,980 undergraduates, large (fall 2022)',
      },
      {
        factor: 'budget',
        effect: 'for',
        text: 'Average net price for in-state students (2020-21): $16,589, within your budget (you live in Texas)',
      },
      {
        factor: 'gpa',
        effect: 'for',
        text: 'Admits 31% of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students',
      },
      {
        factor: 'satAct',
        effect: 'for',
        text: 'Your scores are within the middle 50% of enrolled students (SAT 1230-1500, fall 2022)',
      },
      {
        factor: 'careerGoals',
        effect: 'for',
        text: 'Median earnings 10 years after entry: $75,121 (College Scorecard)',
      },
      {
        factor: 'completion',
        effect: 'for',
        text: '88% of students finish within 6 years (College Scorecard)',
      },
      {
        factor: 'extracurriculars',
        effect: 'neutral',
        text: 'The data has no figures on campus activities, so they do not change the score',
      },
    ],
  },
  {
    university: sampleProjection('u00000000164988'),
    score: 90,
    exact: 89.79,
    band: 'reach',
    affordable: true,
    faith: null,
    notOffered: null,
    reasons: [
      {
        factor: 'academicInterest',
        effect: 'for',
        text: "Offers bachelor's programs in Engineering & Computer Science; 14% of awards (2021-22)",
      },
      {
        factor: 'locationPreference',
        effect: 'for',
        text: 'Campus setting: urban (IPEDS 2023)',
      },
      {
        factor: 'schoolSize',
        effect: 'for',
        text: '17,668 undergraduates, large (fall 2022)',
      },
      {
        factor: 'budget',
        effect: 'for',
        text: 'Average net price (2020-21): $25,852, within your budget',
      },
      {
        factor: 'gpa',
        effect: 'against',
        text: 'Admits 14% of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students',
      },
      {
        factor: 'satAct',
        effect: 'for',
        text: 'Your scores are within the middle 50% of enrolled students (SAT 1350-1500, fall 2022)',
      },
      {
        factor: 'careerGoals',
        effect: 'for',
        text: 'Median earnings 10 years after entry: $83,238 (College Scorecard)',
      },
      {
        factor: 'completion',
        effect: 'for',
        text: '89% of students finish within 6 years (College Scorecard)',
      },
      {
        factor: 'extracurriculars',
        effect: 'neutral',
        text: 'The data has no figures on campus activities, so they do not change the score',
      },
    ],
  },
  {
    university: sampleProjection('u00000000134130'),
    score: 84,
    exact: 83.6,
    band: 'target',
    affordable: false,
    faith: null,
    notOffered: null,
    reasons: [
      {
        factor: 'academicInterest',
        effect: 'for',
        text: "Offers bachelor's programs in Engineering & Computer Science; 19% of awards (2021-22)",
      },
      {
        factor: 'locationPreference',
        effect: 'for',
        text: 'Campus setting: urban (IPEDS 2023)',
      },
      {
        factor: 'schoolSize',
        effect: 'for',
        text: '33,673 undergraduates, large (fall 2022)',
      },
      {
        factor: 'budget',
        effect: 'against',
        text: 'Estimated out-of-state price: the in-state net price (2020-21) plus the out-of-state tuition difference (2022-23): $32,087, above your budget of $30,000 (you live in Texas)',
      },
      {
        factor: 'gpa',
        effect: 'for',
        text: 'Admits 23% of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students',
      },
      {
        factor: 'satAct',
        effect: 'for',
        text: 'Your scores are above the middle 50% of enrolled students (SAT 1300-1490, fall 2022)',
      },
      {
        factor: 'careerGoals',
        effect: 'for',
        text: 'Median earnings 10 years after entry: $71,588 (College Scorecard)',
      },
      {
        factor: 'completion',
        effect: 'for',
        text: '90% of students finish within 6 years (College Scorecard)',
      },
      {
        factor: 'extracurriculars',
        effect: 'neutral',
        text: 'The data has no figures on campus activities, so they do not change the score',
      },
    ],
  },
  {
    university: sampleProjection('u00000000243780'),
    score: 82,
    exact: 81.73,
    band: 'target',
    affordable: false,
    faith: null,
    notOffered: null,
    reasons: [
      {
        factor: 'academicInterest',
        effect: 'for',
        text: "Offers bachelor's programs in Engineering & Computer Science; 41% of awards (2021-22)",
      },
      {
        factor: 'locationPreference',
        effect: 'for',
        text: 'Campus setting: urban (IPEDS 2023)',
      },
      {
        factor: 'schoolSize',
        effect: 'for',
        text: '38,438 undergraduates, large (fall 2022)',
      },
      {
        factor: 'budget',
        effect: 'against',
        text: 'Estimated out-of-state price: the in-state net price (2020-21) plus the out-of-state tuition difference (2022-23): $33,421, above your budget of $30,000 (you live in Texas)',
      },
      {
        factor: 'gpa',
        effect: 'for',
        text: 'Admits 53% of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students',
      },
      {
        factor: 'satAct',
        effect: 'for',
        text: 'Your scores are above the middle 50% of enrolled students (SAT 1200-1470, fall 2022)',
      },
      {
        factor: 'careerGoals',
        effect: 'for',
        text: 'Median earnings 10 years after entry: $72,424 (College Scorecard)',
      },
      {
        factor: 'completion',
        effect: 'for',
        text: '83% of students finish within 6 years (College Scorecard)',
      },
      {
        factor: 'extracurriculars',
        effect: 'neutral',
        text: 'The data has no figures on campus activities, so they do not change the score',
      },
      {
        factor: 'budget',
        effect: 'against',
        text: 'Not marked likely: the price is above your budget',
      },
    ],
  },
  {
    university: sampleProjection('u00000000166027'),
    score: 80,
    exact: 80.14,
    band: 'reach',
    affordable: true,
    faith: null,
    notOffered: null,
    reasons: [
      {
        factor: 'academicInterest',
        effect: 'for',
        text: "Offers bachelor's programs in Engineering & Computer Science; 12% of awards (2021-22)",
      },
      {
        factor: 'locationPreference',
        effect: 'for',
        text: 'Campus setting: urban (IPEDS 2023)',
      },
      {
        factor: 'schoolSize',
        effect: 'neutral',
        text: '7,973 undergraduates, medium (fall 2022)',
      },
      {
        factor: 'budget',
        effect: 'for',
        text: 'Average net price (2020-21): $13,910, within your budget',
      },
      {
        factor: 'gpa',
        effect: 'against',
        text: 'Admits 3.2% of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students',
      },
      {
        factor: 'satAct',
        effect: 'for',
        text: 'Your scores are within the middle 50% of enrolled students (SAT 1490-1580, fall 2022)',
      },
      {
        factor: 'careerGoals',
        effect: 'for',
        text: 'Median earnings 10 years after entry: $101,817 (College Scorecard)',
      },
      {
        factor: 'completion',
        effect: 'for',
        text: '97% of students finish within 6 years (College Scorecard)',
      },
      {
        factor: 'extracurriculars',
        effect: 'neutral',
        text: 'The data has no figures on campus activities, so they do not change the score',
      },
    ],
  },
  {
    university: sampleProjection('u00000000100663'),
    score: 79,
    exact: 78.57,
    band: 'likely',
    affordable: true,
    faith: null,
    notOffered: null,
    reasons: [
      {
        factor: 'academicInterest',
        effect: 'for',
        text: "Offers bachelor's programs in Engineering & Computer Science; 7.9% of awards (2021-22)",
      },
      {
        factor: 'locationPreference',
        effect: 'for',
        text: 'Campus setting: urban (IPEDS 2023)',
      },
      {
        factor: 'schoolSize',
        effect: 'neutral',
        text: '12,776 undergraduates, medium (fall 2022)',
      },
      {
        factor: 'budget',
        effect: 'for',
        text: 'Estimated out-of-state price: the in-state net price (2020-21) plus the out-of-state tuition difference (2022-23): $29,374, within your budget (you live in Texas)',
      },
      {
        factor: 'gpa',
        effect: 'for',
        text: 'Admits 87% of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students',
      },
      {
        factor: 'satAct',
        effect: 'for',
        text: 'Your scores are above the middle 50% of enrolled students (SAT 1200-1410, fall 2022)',
      },
      {
        factor: 'careerGoals',
        effect: 'against',
        text: 'Median earnings 10 years after entry: $54,501 (College Scorecard)',
      },
      {
        factor: 'completion',
        effect: 'for',
        text: '64% of students finish within 6 years (College Scorecard)',
      },
      {
        factor: 'extracurriculars',
        effect: 'neutral',
        text: 'The data has no figures on campus activities, so they do not change the score',
      },
    ],
  },
]

/** Harvard: a reach for everyone (admits 3.2%). */
export const REACH_MATCH: Match = {
  university: sampleProjection('u00000000166027'),
  score: 80,
  exact: 80.14,
  band: 'reach',
  affordable: true,
  faith: null,
  notOffered: null,
  reasons: [
    {
      factor: 'academicInterest',
      effect: 'for',
      text: "Offers bachelor's programs in Engineering & Computer Science; 12% of awards (2021-22)",
    },
    {
      factor: 'locationPreference',
      effect: 'for',
      text: 'Campus setting: urban (IPEDS 2023)',
    },
    {
      factor: 'schoolSize',
      effect: 'neutral',
      text: '7,973 undergraduates, medium (fall 2022)',
    },
    {
      factor: 'budget',
      effect: 'for',
      text: 'Average net price (2020-21): $13,910, within your budget',
    },
    {
      factor: 'gpa',
      effect: 'against',
      text: 'Admits 3.2% of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students',
    },
    {
      factor: 'satAct',
      effect: 'for',
      text: 'Your scores are within the middle 50% of enrolled students (SAT 1490-1580, fall 2022)',
    },
    {
      factor: 'careerGoals',
      effect: 'for',
      text: 'Median earnings 10 years after entry: $101,817 (College Scorecard)',
    },
    {
      factor: 'completion',
      effect: 'for',
      text: '97% of students finish within 6 years (College Scorecard)',
    },
    {
      factor: 'extracurriculars',
      effect: 'neutral',
      text: 'The data has no figures on campus activities, so they do not change the score',
    },
  ],
}

/** Alabama A & M: the student's scores are above its range. */
export const LIKELY_MATCH: Match = {
  university: sampleProjection('u00000000100654'),
  score: 64,
  exact: 64.05,
  band: 'likely',
  affordable: true,
  faith: null,
  notOffered: null,
  reasons: [
    {
      factor: 'academicInterest',
      effect: 'for',
      text: "Offers bachelor's programs in Engineering & Computer Science; 22% of awards (2021-22)",
    },
    {
      factor: 'locationPreference',
      effect: 'for',
      text: 'Campus setting: urban (IPEDS 2023)',
    },
    {
      factor: 'schoolSize',
      effect: 'neutral',
      text: '5,196 undergraduates, medium (fall 2022)',
    },
    {
      factor: 'budget',
      effect: 'for',
      text: 'Estimated out-of-state price: the in-state net price (2020-21) plus the out-of-state tuition difference (2022-23): $21,531, within your budget (you live in Texas)',
    },
    {
      factor: 'gpa',
      effect: 'for',
      text: 'Admits 68% of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students',
    },
    {
      factor: 'satAct',
      effect: 'for',
      text: 'Your scores are above the middle 50% of enrolled students (SAT 830-1033, fall 2022)',
    },
    {
      factor: 'careerGoals',
      effect: 'against',
      text: 'Median earnings 10 years after entry: $40,628 (College Scorecard)',
    },
    {
      factor: 'completion',
      effect: 'against',
      text: '27% of students finish within 6 years (College Scorecard)',
    },
    {
      factor: 'extracurriculars',
      effect: 'neutral',
      text: 'The data has no figures on campus activities, so they do not change the score',
    },
  ],
}

/** UAB for a budget under $15,000: likely by grades, but over budget, so only a target. */
export const OVER_BUDGET_MATCH: Match = {
  university: sampleProjection('u00000000100663'),
  score: 64,
  exact: 63.52,
  band: 'target',
  affordable: false,
  faith: null,
  notOffered: null,
  reasons: [
    {
      factor: 'academicInterest',
      effect: 'for',
      text: "Offers bachelor's programs in Engineering & Computer Science; 7.9% of awards (2021-22)",
    },
    {
      factor: 'locationPreference',
      effect: 'for',
      text: 'Campus setting: urban (IPEDS 2023)',
    },
    {
      factor: 'schoolSize',
      effect: 'neutral',
      text: '12,776 undergraduates, medium (fall 2022)',
    },
    {
      factor: 'budget',
      effect: 'against',
      text: 'Estimated out-of-state price: the in-state net price (2020-21) plus the out-of-state tuition difference (2022-23): $29,374, above your budget of $15,000 (you live in Texas)',
    },
    {
      factor: 'gpa',
      effect: 'for',
      text: 'Admits 87% of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students',
    },
    {
      factor: 'satAct',
      effect: 'for',
      text: 'Your scores are above the middle 50% of enrolled students (SAT 1200-1410, fall 2022)',
    },
    {
      factor: 'careerGoals',
      effect: 'against',
      text: 'Median earnings 10 years after entry: $54,501 (College Scorecard)',
    },
    {
      factor: 'completion',
      effect: 'for',
      text: '64% of students finish within 6 years (College Scorecard)',
    },
    {
      factor: 'extracurriculars',
      effect: 'neutral',
      text: 'The data has no figures on campus activities, so they do not change the score',
    },
    {
      factor: 'budget',
      effect: 'against',
      text: 'Not marked likely: the price is above your budget',
    },
  ],
}

/** Berkeley for a student who gave no GPA and no test: no band. */
export const NO_BAND_MATCH: Match = {
  university: sampleProjection('u00000000110635'),
  score: 74,
  exact: 74.29,
  band: null,
  affordable: false,
  faith: null,
  notOffered: null,
  reasons: [
    {
      factor: 'academicInterest',
      effect: 'for',
      text: "Offers bachelor's programs in Engineering & Computer Science; 24% of awards (2021-22)",
    },
    {
      factor: 'locationPreference',
      effect: 'for',
      text: 'Campus setting: urban (IPEDS 2023)',
    },
    {
      factor: 'schoolSize',
      effect: 'for',
      text: '32,475 undergraduates, large (fall 2022)',
    },
    {
      factor: 'budget',
      effect: 'against',
      text: 'Estimated out-of-state price: the in-state net price (2020-21) plus the out-of-state tuition difference (2022-23): $47,724, above your budget of $30,000 (you live in Texas)',
    },
    {
      factor: 'gpa',
      effect: 'neutral',
      text: 'No GPA given',
    },
    {
      factor: 'satAct',
      effect: 'neutral',
      text: 'No test scores given',
    },
    {
      factor: 'careerGoals',
      effect: 'for',
      text: 'Median earnings 10 years after entry: $92,446 (College Scorecard)',
    },
    {
      factor: 'completion',
      effect: 'for',
      text: '93% of students finish within 6 years (College Scorecard)',
    },
    {
      factor: 'extracurriculars',
      effect: 'neutral',
      text: 'The data has no figures on campus activities, so they do not change the score',
    },
  ],
}

/** Notre Dame: a faith-based college, labelled (the default setting). */
export const FAITH_MATCH: Match = {
  university: sampleProjection('u00000000152080'),
  score: 74,
  exact: 73.99,
  band: 'reach',
  affordable: false,
  faith: {
    affiliation: 'Roman Catholic',
    labelled: true,
  },
  notOffered: null,
  reasons: [
    {
      factor: 'academicInterest',
      effect: 'for',
      text: "Offers bachelor's programs in Engineering & Computer Science; 20% of awards (2021-22)",
    },
    {
      factor: 'locationPreference',
      effect: 'neutral',
      text: 'Campus setting: suburban (IPEDS 2023)',
    },
    {
      factor: 'schoolSize',
      effect: 'neutral',
      text: '8,917 undergraduates, medium (fall 2022)',
    },
    {
      factor: 'budget',
      effect: 'against',
      text: 'Average net price (2020-21): $30,513, above your budget of $30,000',
    },
    {
      factor: 'gpa',
      effect: 'against',
      text: 'Admits 13% of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students',
    },
    {
      factor: 'satAct',
      effect: 'for',
      text: 'Your scores are within the middle 50% of enrolled students (SAT 1450-1550, fall 2022)',
    },
    {
      factor: 'careerGoals',
      effect: 'for',
      text: 'Median earnings 10 years after entry: $99,980 (College Scorecard)',
    },
    {
      factor: 'completion',
      effect: 'for',
      text: '96% of students finish within 6 years (College Scorecard)',
    },
    {
      factor: 'extracurriculars',
      effect: 'neutral',
      text: 'The data has no figures on campus activities, so they do not change the score',
    },
  ],
}

/** UCLA: test blind in fall 2022. */
export const TEST_BLIND_MATCH: Match = {
  university: sampleProjection('u00000000110662'),
  score: 71,
  exact: 71.4,
  band: 'reach',
  affordable: false,
  faith: null,
  notOffered: null,
  reasons: [
    {
      factor: 'academicInterest',
      effect: 'for',
      text: "Offers bachelor's programs in Engineering & Computer Science; 11% of awards (2021-22)",
    },
    {
      factor: 'locationPreference',
      effect: 'for',
      text: 'Campus setting: urban (IPEDS 2023)',
    },
    {
      factor: 'schoolSize',
      effect: 'for',
      text: '32,423 undergraduates, large (fall 2022)',
    },
    {
      factor: 'budget',
      effect: 'against',
      text: 'Estimated out-of-state price: the in-state net price (2020-21) plus the out-of-state tuition difference (2022-23): $43,465, above your budget of $30,000 (you live in Texas)',
    },
    {
      factor: 'gpa',
      effect: 'against',
      text: 'Admits 8.6% of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students',
    },
    {
      factor: 'satAct',
      effect: 'neutral',
      text: 'Test blind (fall 2022): SAT and ACT scores are not considered',
    },
    {
      factor: 'careerGoals',
      effect: 'for',
      text: 'Median earnings 10 years after entry: $82,511 (College Scorecard)',
    },
    {
      factor: 'completion',
      effect: 'for',
      text: '92% of students finish within 6 years (College Scorecard)',
    },
    {
      factor: 'extracurriculars',
      effect: 'neutral',
      text: 'The data has no figures on campus activities, so they do not change the score',
    },
  ],
}

/** Michigan for a student who has not given a home state: both prices, not called affordable. */
export const RESIDENCY_MATCH: Match = {
  university: sampleProjection('u00000000170976'),
  score: 85,
  exact: 85.14,
  band: 'reach',
  affordable: null,
  faith: null,
  notOffered: null,
  reasons: [
    {
      factor: 'academicInterest',
      effect: 'for',
      text: "Offers bachelor's programs in Engineering & Computer Science; 30% of awards (2021-22)",
    },
    {
      factor: 'locationPreference',
      effect: 'for',
      text: 'Campus setting: urban (IPEDS 2023)',
    },
    {
      factor: 'schoolSize',
      effect: 'for',
      text: '32,448 undergraduates, large (fall 2022)',
    },
    {
      factor: 'budget',
      effect: 'neutral',
      text: 'Average net price for in-state students (2020-21): $19,205, within your budget; Estimated out-of-state price: the in-state net price (2020-21) plus the out-of-state tuition difference (2022-23): $57,803, above your budget of $30,000. Add your home state in your match settings to see which applies',
    },
    {
      factor: 'gpa',
      effect: 'against',
      text: 'Admits 18% of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students',
    },
    {
      factor: 'satAct',
      effect: 'for',
      text: 'Your scores are within the middle 50% of enrolled students (SAT 1350-1530, fall 2022)',
    },
    {
      factor: 'careerGoals',
      effect: 'for',
      text: 'Median earnings 10 years after entry: $83,648 (College Scorecard)',
    },
    {
      factor: 'completion',
      effect: 'for',
      text: '93% of students finish within 6 years (College Scorecard)',
    },
    {
      factor: 'extracurriculars',
      effect: 'neutral',
      text: 'The data has no figures on campus activities, so they do not change the score',
    },
  ],
}
