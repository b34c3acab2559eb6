import { describe, expect, it } from 'vitest'
import { itGivesReasons, school } from '../../testing/match-schools.ts'
import { researchFit } from './outcomes.ts'
import { scoreUniversity } from './score.ts'

describe('career goals, completion and activities: reasons', () => {
  itGivesReasons([
    [
      'completion counts once another answer does',
      { schoolSize: 'small' },
      { grad_rate_150pct: 0.74 },
      'completion',
      /^74% of students finish within 6 years \(College Scorecard\)$/,
      'for',
    ],
    [
      'a low completion rate counts against',
      { schoolSize: 'small' },
      { grad_rate_150pct: 0.21 },
      'completion',
      /21% of students finish/,
      'against',
    ],
    [
      'earnings for employment',
      { careerGoals: 'employment' },
      { median_earnings_10yr: 70000 },
      'careerGoals',
      /\$70,000/,
      'for',
    ],
    [
      'graduate school: a research university (R1)',
      { careerGoals: 'gradSchool' },
      {
        carnegie_basic_2021: 15,
        carnegie_basic_label: 'Doctoral Universities: Very High Research Activity',
      },
      'careerGoals',
      /^For graduate school: Doctoral Universities: Very High Research Activity \(Carnegie 2021\): the most common undergraduate school of U\.S\. research doctorate holders \(NSF, 2022\)$/,
      'for',
    ],
    [
      'graduate school: an arts & sciences college',
      { careerGoals: 'gradSchool' },
      {
        carnegie_basic_2021: 21,
        carnegie_basic_label: 'Baccalaureate Colleges: Arts & Sciences Focus',
      },
      'careerGoals',
      /per graduate, the kind of school that sends the most students on to science and engineering doctorates/,
      'for',
    ],
    [
      "graduate school: a master's university counts against",
      { careerGoals: 'gradSchool' },
      {
        carnegie_basic_2021: 18,
        carnegie_basic_label: "Master's Colleges & Universities: Larger Programs",
      },
      'careerGoals',
      /^For graduate school: Master's Colleges & Universities: Larger Programs \(Carnegie 2021\)$/,
      'against',
    ],
    [
      'graduate school: no Carnegie class',
      { careerGoals: 'gradSchool' },
      {},
      'careerGoals',
      /^Carnegie classification: not reported$/,
      'unknown',
    ],
    [
      'graduate school: completion counts as for everyone',
      { careerGoals: 'gradSchool' },
      { grad_rate_150pct: 0.3 },
      'completion',
      /30% of students finish/,
      'against',
    ],
    [
      'starting a business: business and engineering depth',
      { careerGoals: 'startup' },
      {
        program_share_business_2021_22: 0.22,
        program_share_engineering_2021_22: 0.04,
        undergrad_enrollment: 12000,
      },
      'careerGoals',
      /^For starting a business: about 2 in 10 graduates study business and fewer than 1 in 20 engineering or computing \(2021-22\)$/,
      'for',
    ],
    [
      'starting a business where neither is taught much',
      { careerGoals: 'startup' },
      { program_share_business_2021_22: 0.03, program_share_engineering_2021_22: 0 },
      'careerGoals',
      /fewer than 1 in 20 graduates study business and fewer than 1 in 50 engineering/,
      'against',
    ],
    [
      'starting a business, shares not reported',
      { careerGoals: 'startup' },
      {},
      'careerGoals',
      /^Business and engineering shares of graduates: not reported$/,
      'unknown',
    ],
    [
      'an undecided career goal is neutral',
      { careerGoals: 'uncertain' },
      {},
      'careerGoals',
      /^Career goal not decided: does not change the score$/,
      'neutral',
    ],
    [
      'activities are neutral, and the reason names them',
      { extracurriculars: ['sports', 'greek'] },
      {},
      'extracurriculars',
      /^Sports, Greek life: the data has no figures on campus activities, so they do not change the score$/,
      'neutral',
    ],
  ])
})

describe('career goals: fits', () => {
  it.each([
    [15, 1],
    [21, 1],
    [16, 0.75],
    [17, 0.5],
    [18, 0.25],
    [22, 0.25],
    [25, 0.25],
  ])('Carnegie %i fits graduate school plans %s', (code, fit) => {
    expect(researchFit(code)).toBe(fit)
  })

  it.each([
    [
      'a job: higher earnings',
      'employment',
      { median_earnings_10yr: 45000 },
      { median_earnings_10yr: 75000 },
    ],
    [
      'graduate school: a research university',
      'gradSchool',
      { carnegie_basic_2021: 18, carnegie_basic_label: 'M' },
      { carnegie_basic_2021: 15, carnegie_basic_label: 'R1' },
    ],
    [
      'a business: a deeper business program',
      'startup',
      {
        program_share_business_2021_22: 0.05,
        program_share_engineering_2021_22: 0.01,
        undergrad_enrollment: 8000,
      },
      {
        program_share_business_2021_22: 0.3,
        program_share_engineering_2021_22: 0.01,
        undergrad_enrollment: 8000,
      },
    ],
    [
      'a business: a deeper engineering program',
      'startup',
      {
        program_share_business_2021_22: 0.05,
        program_share_engineering_2021_22: 0.01,
        undergrad_enrollment: 8000,
      },
      {
        program_share_business_2021_22: 0.05,
        program_share_engineering_2021_22: 0.3,
        undergrad_enrollment: 8000,
      },
    ],
  ] as const)('%s scores higher', (_name, careerGoals, worse, better) => {
    const scoreOf = (figures: object) => scoreUniversity({ careerGoals }, school(figures)).exact
    expect(scoreOf(better)).toBeGreaterThan(scoreOf(worse))
  })

  it('an undecided goal changes nothing', () => {
    const scoreOf = (figures: object) =>
      scoreUniversity({ careerGoals: 'uncertain', schoolSize: 'small' }, school(figures)).exact
    expect(scoreOf({ median_earnings_10yr: 90000, carnegie_basic_2021: 15 })).toBe(scoreOf({}))
  })
})
