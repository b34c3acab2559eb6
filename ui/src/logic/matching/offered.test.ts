import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { QuizAnswers } from '../quiz/questions.ts'
import { answersArb, school, settingsArb, universityArb } from '../../testing/match-schools.ts'
import {
  rankMatches,
  scoreUniversity,
  type Match,
  type MatchSettings,
  type MatchUniversity,
} from './score.ts'

describe('what is offered: properties', () => {
  /** Checks every match offered for any answers, settings and list of up to 30 schools. */
  const everyOffered = (
    check: (match: Match, answers: QuizAnswers, settings: MatchSettings) => void,
  ) =>
    fc.assert(
      fc.property(
        answersArb,
        fc.array(universityArb, { maxLength: 30 }),
        settingsArb,
        (answers, list, settings) => {
          for (const match of rankMatches(answers, list, 30, settings))
            check(match, answers, settings)
        },
      ),
    )

  it('offers no faith-related special-focus institution, and no faith-based college when hidden', () => {
    everyOffered((match, _answers, settings) => {
      expect(match.university.carnegie_basic_2021).not.toBe(24)
      if (settings.faith === 'hidden') expect(match.faith).toBeNull()
      if (match.faith) expect(match.faith.labelled).toBe(settings.faith === 'labelled')
    })
  })

  it('offers only schools with a bachelor program in the chosen field (or none reported)', () => {
    everyOffered((match, answers) => {
      const family = answers.academicInterest as string | undefined
      if (!family) return
      expect(match.university[`offers_bachelor_${family}` as 'offers_bachelor_arts']).not.toBe(0)
    })
  })
})

describe('what a school is: special focus and faith', () => {
  const seminary = school({
    name: 'Mount Angel Seminary',
    control: 'private_nonprofit',
    special_focus_institution: true,
    carnegie_basic_2021: 24,
    carnegie_basic_label: 'Special Focus Four-Year: Faith-Related Institutions',
    religious_affiliation: 'Roman Catholic',
    offers_bachelor_arts: 1,
    program_share_arts_2021_22: 1,
  })
  const artSchool = school({
    name: 'Art School',
    special_focus_institution: true,
    carnegie_basic_2021: 30,
    offers_bachelor_arts: 1,
    offers_bachelor_business: 1,
  })
  const catholic = school({
    name: 'Catholic College',
    religious_affiliation: 'Roman Catholic',
    offers_bachelor_arts: 1,
  })
  const secular = school({
    name: 'Secular College',
    religious_affiliation: 'none',
    offers_bachelor_arts: 1,
    offers_bachelor_health: 0,
  })
  const labelled: MatchSettings = { homeState: null, faith: 'labelled' }

  it.each<[string, QuizAnswers, MatchUniversity, MatchSettings, string | null]>([
    [
      'a seminary is not offered for arts',
      { academicInterest: 'arts' },
      seminary,
      labelled,
      'A faith-related special-focus institution (ministry is not one of the quiz fields)',
    ],
    [
      'nor to a student who welcomes faith-based colleges',
      { academicInterest: 'arts' },
      seminary,
      { homeState: null, faith: 'welcome' },
      'A faith-related special-focus institution (ministry is not one of the quiz fields)',
    ],
    ['an art school is offered for arts', { academicInterest: 'arts' }, artSchool, labelled, null],
    [
      'but not for business, though it reports a program',
      { academicInterest: 'business' },
      artSchool,
      labelled,
      'A special-focus institution that does not focus on Business',
    ],
    [
      'a school without the field is not offered',
      { academicInterest: 'health' },
      secular,
      labelled,
      "No bachelor's program in Health & Medicine (2021-22)",
    ],
    [
      'a faith-based college is offered with a label by default',
      { academicInterest: 'arts' },
      catholic,
      labelled,
      null,
    ],
    [
      'and not at all when hidden',
      { academicInterest: 'arts' },
      catholic,
      { homeState: null, faith: 'hidden' },
      'Faith-based colleges are hidden in your match settings',
    ],
  ])('%s', (_name, answers, u, settings, why) => {
    expect(scoreUniversity(answers, u, settings).notOffered).toBe(why)
  })

  it.each<[MatchSettings['faith'], { affiliation: string; labelled: boolean } | null]>([
    ['labelled', { affiliation: 'Roman Catholic', labelled: true }],
    ['welcome', { affiliation: 'Roman Catholic', labelled: false }],
  ])('with faith-based colleges %s, the match says %j', (faith, expected) => {
    expect(
      scoreUniversity({ academicInterest: 'arts' }, catholic, { homeState: null, faith }).faith,
    ).toEqual(expected)
    expect(
      scoreUniversity({ academicInterest: 'arts' }, secular, { homeState: null, faith }).faith,
    ).toBeNull()
  })

  it('ranks only the schools offered', () => {
    const ranked = rankMatches(
      { academicInterest: 'arts' },
      [seminary, artSchool, catholic, secular],
      10,
      {
        homeState: null,
        faith: 'hidden',
      },
    )
    expect(ranked.map((m) => m.university.name).sort()).toEqual(['Art School', 'Secular College'])
  })
})
