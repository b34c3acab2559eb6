import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AFTER_APPLICATIONS,
  AFTER_RECOMMENDERS,
  AFTER_TODAY,
  makePortal,
  TULANE_PORTAL,
} from '../../testing/after-submit-fixtures.ts'
import { makeApplication, SCHOOLS } from '../../testing/planner-fixtures.ts'
import { PLANNER_MESSAGES } from './list-checks.ts'
import type { Status } from './model.ts'
import { MID_YEAR_BY, nudgeTitle, portalItems, portalNudges, type PortalValues } from './portal.ts'
import {
  looksLikePassword,
  normalizePortal,
  PORTAL_MESSAGES,
  validatePortal,
} from './portal-checks.ts'
import { TEXT_MESSAGES } from '../validation/text-rule.ts'
import { defaultMidYearDate } from '../admissions/decision-facts.ts'

const [tulane, michigan] = AFTER_APPLICATIONS as [
  (typeof AFTER_APPLICATIONS)[number],
  (typeof AFTER_APPLICATIONS)[number],
]

describe('portalItems', () => {
  it('lists the fixed items with one letter per recommender on the application, after the transcript', () => {
    const items = portalItems(tulane, TULANE_PORTAL, AFTER_RECOMMENDERS, AFTER_TODAY)
    expect(items.map((item) => item.label)).toEqual([
      'Application',
      'Fee or fee waiver',
      'Transcript',
      'Recommendation: Ms. Rivera',
      'Recommendation: Mr. Chen',
      'Test scores',
      'Mid-year report',
      'CSS Profile / FAFSA',
      'Supplements',
    ])
    expect(items.filter((item) => item.missing).map((item) => item.key)).toEqual([
      'financial_aid',
      'supplements',
    ])
    expect(items.find((item) => item.key === 'test_scores')?.state).toBe('not_needed')
    expect(items.filter((item) => !item.optional).map((item) => item.key)).toEqual(['application'])
  })

  it('has no letter for a recommender who does not write for the application', () => {
    const items = portalItems(michigan, null, AFTER_RECOMMENDERS, AFTER_TODAY)
    expect(items.map((item) => item.key)).toContain('recommendation:rec-chen')
    expect(items.map((item) => item.key)).not.toContain('recommendation:rec-rivera')
  })

  it.each([
    ['before February 1 of the entry year', '2027-01-31', false],
    ['from February 1', MID_YEAR_BY, true],
  ])('counts an awaited mid-year report as missing only %s', (_, today, missing) => {
    const midYear = portalItems(tulane, null, [], today).find((item) => item.key === 'mid_year')
    expect(midYear?.missing).toBe(missing)
  })

  it('expects the mid-year report from the day the decisions section suggests for it', () => {
    expect(MID_YEAR_BY).toBe(defaultMidYearDate())
  })
})

describe('portalNudges', () => {
  const all = { application: 'received', fee: 'received', transcript: 'received' } as const
  const done = {
    ...all,
    test_scores: 'received',
    financial_aid: 'not_needed',
    supplements: 'received',
    mid_year: 'not_needed',
  } as const

  it.each<[string, Status, PortalValues['items'] | null, string, string | null, number]>([
    ['planning: no portal yet', 'planning', null, '', null, 0],
    ['sent, never looked at', 'submitted', null, '', AFTER_TODAY, 6],
    ['sent, looked at last Thursday', 'submitted', all, '2026-11-12', '2026-11-19', 3],
    ['deferred, looked at long ago', 'deferred', all, '2026-10-01', '2026-10-08', 3],
    ['waitlisted, everything in', 'waitlisted', done, '2026-11-12', null, 0],
    ['admitted', 'admitted', all, '2026-11-12', null, 0],
    ['denied', 'denied', null, '', null, 0],
  ])('%s', (_, status, items, checked, date, missing) => {
    const app = makeApplication({ id: 'a', school: SCHOOLS.tulane, status })
    const portals = items
      ? [makePortal({ id: 'p', application: 'a', items, checked_on: checked })]
      : []
    const [nudge] = portalNudges([app], portals, [], AFTER_TODAY)
    expect(nudge?.date ?? null).toBe(date)
    expect(nudge?.missing ?? 0).toBe(missing)
  })

  it('counts a letter still awaited from a recommender on the application', () => {
    const [nudge] = portalNudges(
      [michigan],
      [makePortal({ id: 'p', application: michigan.id, items: done })],
      AFTER_RECOMMENDERS,
      AFTER_TODAY,
    )
    expect(nudge?.missing).toBe(1)
    expect(nudgeTitle(nudge!)).toBe(
      'Check the University of Michigan-Ann Arbor portal: 1 item not shown yet',
    )
  })

  it('makes at most one nudge per application, never before the last look', () => {
    const state = fc.constantFrom<'received' | 'not_needed' | undefined>(
      'received',
      'not_needed',
      undefined,
    )
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<Status>('planning', 'submitted', 'deferred', 'admitted'), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.dictionary(fc.constantFrom('application', 'fee', 'transcript', 'supplements'), state),
        fc.integer({ min: 0, max: 60 }),
        (statuses, items, ago) => {
          const apps = statuses.map((status, i) =>
            makeApplication({ id: `a${String(i)}`, school: SCHOOLS.tulane, status }),
          )
          const stored = Object.fromEntries(
            Object.entries(items).filter(
              (entry): entry is [string, 'received'] => entry[1] !== undefined,
            ),
          )
          const checked = new Date(Date.parse(`${AFTER_TODAY}T00:00:00Z`) - ago * 86_400_000)
            .toISOString()
            .slice(0, 10)
          const portals = apps.map((app) =>
            makePortal({
              id: `p${app.id}`,
              application: app.id,
              items: stored,
              checked_on: checked,
            }),
          )
          const nudges = portalNudges(apps, portals, [], AFTER_TODAY)
          expect(new Set(nudges.map((n) => n.applicationId)).size).toBe(nudges.length)
          for (const nudge of nudges) expect(nudge.date > checked).toBe(true)
        },
      ),
    )
  })
})

describe('validatePortal', () => {
  const valid: PortalValues = {
    application: 'a',
    url: 'https://apply.tulane.edu/portal',
    login_email: 'maya@example.com',
    items: { application: 'received', 'recommendation:r1': 'not_needed' },
    checked_on: AFTER_TODAY,
  }

  it('takes a portal with its address, login e-mail and ticked items', () => {
    expect(validatePortal(valid, AFTER_TODAY, ['r1'])).toEqual({})
    expect(
      validatePortal(
        { ...valid, url: '', login_email: '', items: {}, checked_on: '' },
        AFTER_TODAY,
        [],
      ),
    ).toEqual({})
  })

  it.each<[string, Partial<Omit<PortalValues, 'items'>> & { items?: unknown }, string, string]>([
    ['an http address', { url: 'http://apply.tulane.edu' }, 'url', PORTAL_MESSAGES.url],
    ['a javascript: address', { url: 'javascript:alert(1)' }, 'url', PORTAL_MESSAGES.url],
    [
      'credentials in the address',
      { url: 'https://maya:secret@apply.tulane.edu' },
      'url',
      PORTAL_MESSAGES.url,
    ],
    [
      'a password in the address',
      { url: 'https://apply.tulane.edu/?user=m&password=x' },
      'url',
      PORTAL_MESSAGES.password,
    ],
    [
      'a control character in the address',
      { url: 'https://apply.tulane.edu/\u0000' },
      'url',
      TEXT_MESSAGES.single,
    ],
    [
      'a login that is not an address',
      { login_email: 'hunter2' },
      'login_email',
      PLANNER_MESSAGES.email,
    ],
    [
      'a right-to-left override in the login',
      { login_email: '\u202emaya@example.com' },
      'login_email',
      TEXT_MESSAGES.single,
    ],
    ['items as a list', { items: ['application'] }, 'items', PORTAL_MESSAGES.item],
    ['an unknown item', { items: { essay: 'received' } }, 'items', PORTAL_MESSAGES.item],
    ['an unknown state', { items: { fee: 'yes' } }, 'items', PORTAL_MESSAGES.item],
    [
      'another student’s recommender',
      { items: { 'recommendation:r2': 'received' } },
      'items',
      PORTAL_MESSAGES.item,
    ],
    [
      'the application as not needed',
      { items: { application: 'not_needed' } },
      'items',
      PORTAL_MESSAGES.applicationNeeded,
    ],
    ['a look in the future', { checked_on: '2026-11-20' }, 'checked_on', PLANNER_MESSAGES.future],
    ['a date that is not one', { checked_on: '2026-02-30' }, 'checked_on', PLANNER_MESSAGES.date],
    ['no application', { application: '' }, 'application', PLANNER_MESSAGES.notYours],
  ])('refuses %s', (_, change, field, message) => {
    expect(validatePortal({ ...valid, ...change }, AFTER_TODAY, ['r1'])).toEqual({
      [field]: message,
    })
  })

  it('trims and lower-cases what it keeps', () => {
    expect(
      normalizePortal({
        ...valid,
        url: ' https://a.edu/ ',
        login_email: ' Maya@Example.COM ',
        checked_on: ' 2026-11-16 ',
      }),
    ).toMatchObject({
      url: 'https://a.edu/',
      login_email: 'maya@example.com',
      checked_on: '2026-11-16',
    })
  })
})

describe('looksLikePassword', () => {
  it.each([
    ['password', true],
    ['portal_password', true],
    ['passwd', true],
    ['passcode', true],
    ['pwd', true],
    ['client_secret', true],
    ['pin', true],
    ['url', false],
    ['login_email', false],
    ['passport_number', false],
    ['items', false],
  ])('%s: %s', (name, expected) => {
    expect(looksLikePassword(name)).toBe(expected)
  })
})
