import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ESSAY_APPLICATIONS, makeEssay } from '../../testing/essay-fixtures.ts'
import {
  applicationsOf,
  essaysForApplication,
  missingStatements,
  statementPlatform,
  uniqueSchools,
  withApplications,
  type EssayApplication,
} from './library.ts'

const app = (
  id: string,
  schoolName: string,
  deadline: string | null,
  platform: EssayApplication['platform'] = 'common_app',
  deadlineZone: string | null = deadline === null ? null : 'America/New_York',
): EssayApplication => ({
  id,
  schoolName,
  deadline,
  deadlineZone,
  platform,
  school: { name: schoolName, city: 'Springfield', state: 'IL' },
})

describe('statementPlatform', () => {
  it.each([
    ['common_app', 'common_app'],
    ['coalition_scoir', 'coalition'],
    ['school', 'school_portal'],
    ['other', null],
    ['', null],
  ] as const)('a %j application shares the %j personal statement', (planner, essays) => {
    expect(statementPlatform(planner)).toBe(essays)
  })
})

describe('applicationsOf', () => {
  const all = [
    app('late', 'Zeta College', '2027-01-15T04:59:00.000Z'),
    app('early', 'Alpha University', '2026-11-01T03:59:00.000Z'),
    app('unknown', 'Beta College', null),
    app('tie', 'Gamma College', '2026-11-01T03:59:00.000Z'),
    app('portal', 'State University', '2026-11-30T07:59:00.000Z', 'school_portal'),
  ]

  it('gives a personal statement every application on its platform, earliest first', () => {
    const statement = makeEssay({ id: 'ps', kind: 'personal', platform: 'common_app' })
    expect(applicationsOf(statement, all).map((a) => a.id)).toEqual([
      'early',
      'tie',
      'late',
      'unknown',
    ])
    expect(
      applicationsOf({ ...statement, platform: 'school_portal' }, all).map((a) => a.id),
    ).toEqual(['portal'])
  })

  it('gives a supplement its own links, dropping one to an application that is gone', () => {
    const essay = makeEssay({ id: 's', applicationIds: ['late', 'gone', 'early'] })
    expect(applicationsOf(essay, all).map((a) => a.id)).toEqual(['early', 'late'])
  })

  it('never returns an application a supplement is not tied to', () => {
    const ids = fc.subarray(['late', 'early', 'unknown', 'tie', 'portal', 'x', 'y'])
    fc.assert(
      fc.property(ids, (applicationIds) => {
        const essay = makeEssay({ id: 's', applicationIds })
        for (const found of applicationsOf(essay, all)) {
          expect(applicationIds).toContain(found.id)
        }
        expect(applicationsOf(essay, all)).toHaveLength(
          applicationIds.filter((id) => all.some((a) => a.id === id)).length,
        )
      }),
    )
  })

  it('fills a library, and one application finds its supplements and its statement', () => {
    const essays = withApplications(
      [
        makeEssay({ id: 'ps', kind: 'personal', platform: 'common_app' }),
        makeEssay({ id: 'nu', applicationIds: ['a1'] }),
        makeEssay({ id: 'uc', platform: 'school_portal', applicationIds: ['a3'] }),
      ],
      ESSAY_APPLICATIONS,
    )
    expect(essaysForApplication(essays, 'a1').map((e) => e.id)).toEqual(['ps', 'nu'])
    expect(essaysForApplication(essays, 'a3').map((e) => e.id)).toEqual(['uc'])
  })
})

describe('missingStatements', () => {
  it('lists the platforms with applications and no personal statement, once each', () => {
    const apps = [
      app('1', 'A', null),
      app('2', 'B', null),
      app('3', 'C', null, 'coalition'),
      app('4', 'D', null, null),
    ]
    expect(missingStatements([], apps)).toEqual(['common_app', 'coalition'])
    expect(
      missingStatements([makeEssay({ id: 'ps', kind: 'personal', platform: 'common_app' })], apps),
    ).toEqual(['coalition'])
  })
})

describe('uniqueSchools', () => {
  it('keeps the first of schools that repeat by unitid, or by name without one', () => {
    const cornell = { unitid: 190415, name: 'Cornell University', city: 'Ithaca', state: 'NY' }
    expect(
      uniqueSchools([
        cornell,
        { ...cornell, city: 'elsewhere' },
        { name: 'Own College', city: 'A', state: 'IL' },
        { name: 'Own College', city: 'B', state: 'IL' },
      ]),
    ).toEqual([cornell, { name: 'Own College', city: 'A', state: 'IL' }])
  })
})
