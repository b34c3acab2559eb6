import { describe } from 'vitest'
import { itGivesReasons } from '../../testing/match-schools.ts'

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
      'graduation rate for graduate school',
      { careerGoals: 'gradSchool' },
      { grad_rate_150pct: 0.3 },
      'careerGoals',
      /30% finish/,
      'against',
    ],
    [
      'startup is neutral',
      { careerGoals: 'startup' },
      {},
      'careerGoals',
      /no figure on founders/,
      'neutral',
    ],
    [
      'activities are neutral',
      { extracurriculars: ['sports'] },
      {},
      'extracurriculars',
      /no figures on campus activities/,
      'neutral',
    ],
  ])
})
