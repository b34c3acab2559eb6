import { describe } from 'vitest'
import { itGivesReasons } from '../../testing/match-schools.ts'

describe('the field: reasons', () => {
  itGivesReasons([
    [
      'interest offered',
      { academicInterest: 'health' },
      { offers_bachelor_health: 1, program_share_health_2021_22: 0.3 },
      'academicInterest',
      /Health & Medicine; 30% of awards/,
      'for',
    ],
    [
      'interest not offered',
      { academicInterest: 'health' },
      { offers_bachelor_health: 0 },
      'academicInterest',
      /No bachelor's program in Health/,
      'against',
    ],
    [
      'interest not reported',
      { academicInterest: 'arts' },
      {},
      'academicInterest',
      /not reported/,
      'unknown',
    ],
  ])
})
