// Literal matches for stories and component tests: what the scorer gave on 2026-11-22 for
// SAMPLE_ANSWERS and SAMPLE_SETTINGS (a student from Texas) over SAMPLE_UNIVERSITIES, written out so
// that a story does not change when a weight does; the field's and the activities' sentences are
// worded as the scorer words them since 2026-11-27 (docs/adr/0069). The scorer has its own tests;
// these only feed views. Each university is the sample's projection (a pick of columns, no scoring).
import type { Match, Reason, ReasonEffect } from '../logic/matching/score.ts'
import { sampleProjection } from './sample-universities.ts'

const reason = (factor: string, effect: ReasonEffect, text: string): Reason => ({
  factor,
  effect,
  text,
})

// The scorer's sentences for the figures most reasons quote; the figure is the only part that varies.
const engineeringDepth = (effect: ReasonEffect, share: string, students: string) =>
  reason(
    'academicInterest',
    effect,
    `${share} study engineering or computing (2021-22 awards; about ${students} undergraduates)`,
  )
const setting = (effect: ReasonEffect, setting: string) =>
  reason('locationPreference', effect, `Campus setting: ${setting} (IPEDS 2023)`)
const size = (effect: ReasonEffect, undergraduates: string) =>
  reason('schoolSize', effect, `${undergraduates} (fall 2022)`)
/** A Texan's price at an out-of-state public school, and how it sits with the budget. */
const outOfStatePrice = (effect: ReasonEffect, price: string, judgement: string) =>
  reason(
    'budget',
    effect,
    `Estimated out-of-state price: the in-state net price (2020-21) plus the out-of-state tuition difference (2022-23): ${price}, ${judgement} (you live in Texas)`,
  )
const admits = (effect: ReasonEffect, rate: string) =>
  reason(
    'gpa',
    effect,
    `Admits ${rate} of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students`,
  )
const satRange = (effect: ReasonEffect, where: 'within' | 'above' | 'below', range: string) =>
  reason(
    'satAct',
    effect,
    `Your scores are ${where} the middle 50% of enrolled students (SAT ${range}, fall 2022)`,
  )
const earnings = (effect: ReasonEffect, median: string) =>
  reason(
    'careerGoals',
    effect,
    `Median earnings 10 years after entry: ${median} (College Scorecard)`,
  )
const completion = (effect: ReasonEffect, share: string) =>
  reason('completion', effect, `${share} of students finish within 6 years (College Scorecard)`)

/** The scorer says this of every school: the catalogue has no figures on the activities chosen. */
const NO_ACTIVITY_FIGURES = reason(
  'extracurriculars',
  'neutral',
  'Sports, Academic clubs: the data has no figures on campus activities, so they do not change the score',
)

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
    engineeringDepth('for', 'About 1 in 10 graduates', '960 of 8,000'),
    setting('for', 'urban'),
    size('neutral', '7,973 undergraduates, medium'),
    reason('budget', 'for', 'Average net price (2020-21): $13,910, within your budget'),
    admits('against', '3.2%'),
    satRange('for', 'within', '1490-1580'),
    earnings('for', '$101,817'),
    completion('for', '97%'),
    NO_ACTIVITY_FIGURES,
  ],
}

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
      engineeringDepth('for', 'About 2 in 10 graduates', '6,500 of 41,000'),
      setting('for', 'urban'),
      size('for', '40,980 undergraduates, large'),
      reason(
        'budget',
        'for',
        'Average net price for in-state students (2020-21): $16,589, within your budget (you live in Texas)',
      ),
      admits('for', '31%'),
      satRange('for', 'within', '1230-1500'),
      earnings('for', '$75,121'),
      completion('for', '88%'),
      NO_ACTIVITY_FIGURES,
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
      engineeringDepth('for', 'About 1 in 10 graduates', '2,500 of 18,000'),
      setting('for', 'urban'),
      size('for', '17,668 undergraduates, large'),
      reason('budget', 'for', 'Average net price (2020-21): $25,852, within your budget'),
      admits('against', '14%'),
      satRange('for', 'within', '1350-1500'),
      earnings('for', '$83,238'),
      completion('for', '89%'),
      NO_ACTIVITY_FIGURES,
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
      engineeringDepth('for', 'About 2 in 10 graduates', '6,400 of 34,000'),
      setting('for', 'urban'),
      size('for', '33,673 undergraduates, large'),
      outOfStatePrice('against', '$32,087', 'above your budget of $30,000'),
      admits('for', '23%'),
      satRange('for', 'above', '1300-1490'),
      earnings('for', '$71,588'),
      completion('for', '90%'),
      NO_ACTIVITY_FIGURES,
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
      engineeringDepth('for', 'About 4 in 10 graduates', '16,000 of 38,000'),
      setting('for', 'urban'),
      size('for', '38,438 undergraduates, large'),
      outOfStatePrice('against', '$33,421', 'above your budget of $30,000'),
      admits('for', '53%'),
      satRange('for', 'above', '1200-1470'),
      earnings('for', '$72,424'),
      completion('for', '83%'),
      NO_ACTIVITY_FIGURES,
      reason('budget', 'against', 'Not marked likely: the price is above your budget'),
    ],
  },
  REACH_MATCH,

  {
    university: sampleProjection('u00000000100663'),
    score: 79,
    exact: 78.57,
    band: 'likely',
    affordable: true,
    faith: null,
    notOffered: null,
    reasons: [
      engineeringDepth(
        'against',
        'A small program: fewer than 1 in 10 graduates',
        '1,000 of 13,000',
      ),
      setting('for', 'urban'),
      size('neutral', '12,776 undergraduates, medium'),
      outOfStatePrice('for', '$29,374', 'within your budget'),
      admits('for', '87%'),
      satRange('for', 'above', '1200-1410'),
      earnings('against', '$54,501'),
      completion('for', '64%'),
      NO_ACTIVITY_FIGURES,
    ],
  },
]

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
    engineeringDepth('for', 'About 2 in 10 graduates', '1,200 of 5,200'),
    setting('for', 'urban'),
    size('neutral', '5,196 undergraduates, medium'),
    outOfStatePrice('for', '$21,531', 'within your budget'),
    admits('for', '68%'),
    satRange('for', 'above', '830-1033'),
    earnings('against', '$40,628'),
    completion('against', '27%'),
    NO_ACTIVITY_FIGURES,
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
    engineeringDepth('against', 'A small program: fewer than 1 in 10 graduates', '1,000 of 13,000'),
    setting('for', 'urban'),
    size('neutral', '12,776 undergraduates, medium'),
    outOfStatePrice('against', '$29,374', 'above your budget of $15,000'),
    admits('for', '87%'),
    satRange('for', 'above', '1200-1410'),
    earnings('against', '$54,501'),
    completion('for', '64%'),
    NO_ACTIVITY_FIGURES,
    reason('budget', 'against', 'Not marked likely: the price is above your budget'),
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
    engineeringDepth('for', 'About 2 in 10 graduates', '7,900 of 32,000'),
    setting('for', 'urban'),
    size('for', '32,475 undergraduates, large'),
    outOfStatePrice('against', '$47,724', 'above your budget of $30,000'),
    reason('gpa', 'neutral', 'No GPA given'),
    reason('satAct', 'neutral', 'No test scores given'),
    earnings('for', '$92,446'),
    completion('for', '93%'),
    NO_ACTIVITY_FIGURES,
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
    engineeringDepth('for', 'About 2 in 10 graduates', '1,800 of 8,900'),
    setting('neutral', 'suburban'),
    size('neutral', '8,917 undergraduates, medium'),
    reason(
      'budget',
      'against',
      'Average net price (2020-21): $30,513, above your budget of $30,000',
    ),
    admits('against', '13%'),
    satRange('for', 'within', '1450-1550'),
    earnings('for', '$99,980'),
    completion('for', '96%'),
    NO_ACTIVITY_FIGURES,
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
    engineeringDepth('for', 'About 1 in 10 graduates', '3,600 of 32,000'),
    setting('for', 'urban'),
    size('for', '32,423 undergraduates, large'),
    outOfStatePrice('against', '$43,465', 'above your budget of $30,000'),
    admits('against', '8.6%'),
    reason('satAct', 'neutral', 'Test blind (fall 2022): SAT and ACT scores are not considered'),
    earnings('for', '$82,511'),
    completion('for', '92%'),
    NO_ACTIVITY_FIGURES,
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
    engineeringDepth('for', 'About 3 in 10 graduates', '9,700 of 32,000'),
    setting('for', 'urban'),
    size('for', '32,448 undergraduates, large'),
    reason(
      'budget',
      'neutral',
      'Average net price for in-state students (2020-21): $19,205, within your budget; Estimated out-of-state price: the in-state net price (2020-21) plus the out-of-state tuition difference (2022-23): $57,803, above your budget of $30,000. Add your home state in your match settings to see which applies',
    ),
    admits('against', '18%'),
    satRange('for', 'within', '1350-1530'),
    earnings('for', '$83,648'),
    completion('for', '93%'),
    NO_ACTIVITY_FIGURES,
  ],
}
