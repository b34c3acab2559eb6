import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeSchool, SCHOOLS } from '../../testing/planner-fixtures.ts'
import {
  backwardPlan,
  syncPlanTasks,
  type StoredGeneratedTask,
  type TaskChange,
} from './backward-plan.ts'
import { applicationChecklist, CHECKLIST_SOURCE } from './checklist.ts'
import { STATUSES, type Consideration, type FeeWaiver, type Status } from './model.ts'

describe('applicationChecklist: from the catalogue, with its source', () => {
  it('reads the ADM2022 considerations and names the source and year', () => {
    expect(applicationChecklist(SCHOOLS.harvard)).toEqual([
      {
        key: 'form',
        label: 'Application form',
        requirement: 'always',
        detail: 'Required',
        source: null,
      },
      {
        key: 'essay',
        label: 'Personal statement or essay',
        requirement: 'required',
        detail: 'Required',
        source: CHECKLIST_SOURCE,
      },
      {
        key: 'recommendations',
        label: 'Recommendations',
        requirement: 'required',
        detail: 'Required',
        source: CHECKLIST_SOURCE,
      },
      expect.objectContaining({ key: 'test_scores' }),
      expect.objectContaining({ key: 'fee', requirement: 'always' }),
    ])
    expect(CHECKLIST_SOURCE).toBe('NCES IPEDS ADM2022 (admissions for fall 2022)')
  })

  it("reads the test item from the school's policy for this cycle, with its source (ADR 0070)", () => {
    // Harvard's fall 2022 figure is test optional; it requires scores from fall 2025 entrants.
    const harvard = applicationChecklist(SCHOOLS.harvard).find((i) => i.key === 'test_scores')
    expect(harvard).toMatchObject({
      requirement: 'required',
      detail: expect.stringMatching(
        /^Fall 2027 entrants: test scores required \(since fall 2025\)\./,
      ) as string,
      source: expect.stringMatching(
        /^Source: college\.harvard\.edu, the school's own page, checked Nov 27, 2026\.$/,
      ) as string,
      policy: { provenance: { link: { site: 'college.harvard.edu' } } },
    })
    // Tulane is not checked: the fall 2022 figure, said as such, and where to check it.
    const tulane = applicationChecklist(SCHOOLS.tulane).find((i) => i.key === 'test_scores')
    expect(tulane).toMatchObject({
      requirement: 'considered_not_required',
      detail:
        'Test optional, scores considered if sent (fall 2022); may have changed for fall 2027 entrants.',
      source: CHECKLIST_SOURCE,
      policy: { provenance: { link: { href: SCHOOLS.tulane.apply_url } } },
    })
  })

  it.each<[string, number, string]>([
    ['Yale (test flexible)', 130794, 'required'],
    ['Rice (recommended)', 227757, 'recommended'],
    ['Columbia (optional)', 190150, 'considered_not_required'],
    ['Berkeley (blind)', 110635, 'not_considered'],
    ['Caltech (blind in fall 2022, required again)', 110404, 'required'],
  ])('%s: the checklist reads %s', (_, unitid, requirement) => {
    const item = applicationChecklist(
      makeSchool({ id: 'x', name: 'X', unitid, test_policy_fall2022: 'considered_not_required' }),
    ).find((i) => i.key === 'test_scores')
    expect(item?.requirement).toBe(requirement)
  })

  it.each<[Partial<Parameters<typeof makeSchool>[0]>, string]>([
    [{}, 'unknown'],
    [{ test_policy_fall2022: 'neither_required_nor_recommended' }, 'not_considered'],
    [{ test_policy_fall2022: 'required' }, 'required'],
    [
      {
        test_policy_fall2022: 'required',
        admission_test_scores_requirement_fall2022: 'not_considered',
      },
      'not_considered',
    ],
  ])('test scores from %j: %s', (overrides, requirement) => {
    const item = applicationChecklist(makeSchool({ id: 'x', name: 'X', ...overrides })).find(
      (i) => i.key === 'test_scores',
    )
    expect(item?.requirement).toBe(requirement)
  })

  it('an unreported figure says so, never a guess', () => {
    const essay = applicationChecklist(makeSchool({ id: 'x', name: 'X' })).find(
      (i) => i.key === 'essay',
    )
    expect(essay).toMatchObject({
      requirement: 'unknown',
      detail: 'Not reported: check the school',
    })
  })
})

describe('backwardPlan', () => {
  const app: { deadline_date: string; fee: number | null; fee_waiver: FeeWaiver | '' } = {
    deadline_date: '2026-11-01',
    fee: 75,
    fee_waiver: '',
  }

  it('works back from the deadline', () => {
    expect(backwardPlan(app, SCHOOLS.harvard)).toEqual([
      {
        kind: 'recommendations',
        title: 'Ask for recommendations for Harvard University',
        due: '2026-09-20',
      },
      {
        // Required again from fall 2025 entrants (test optional in fall 2022).
        kind: 'scores',
        title: 'Send test scores to Harvard University',
        due: '2026-10-11',
      },
      { kind: 'essays', title: 'Finish your essays for Harvard University', due: '2026-10-22' },
      {
        kind: 'fee',
        title: "Pay Harvard University's application fee or request a waiver",
        due: '2026-10-27',
      },
      { kind: 'submit', title: 'Submit your application to Harvard University', due: '2026-10-30' },
    ])
  })

  it.each<[string, Partial<typeof app>, Partial<Parameters<typeof makeSchool>[0]>, string[]]>([
    [
      'test blind: no scores step',
      {},
      { test_policy_fall2022: 'neither_required_nor_recommended' },
      ['recommendations', 'essays', 'fee', 'submit'],
    ],
    ['no fee', { fee: 0 }, {}, ['recommendations', 'scores', 'essays', 'submit']],
    [
      'waiver granted',
      { fee_waiver: 'granted' },
      {},
      ['recommendations', 'scores', 'essays', 'submit'],
    ],
    [
      'essays not considered',
      {},
      { essay_requirement_fall2022: 'not_considered' },
      ['recommendations', 'scores', 'fee', 'submit'],
    ],
    [
      'recommendations not considered',
      {},
      { recommendations_requirement_fall2022: 'not_considered' },
      ['scores', 'essays', 'fee', 'submit'],
    ],
    [
      'test blind in fall 2022, required for this cycle (Caltech): a scores step',
      {},
      { unitid: 110404, test_policy_fall2022: 'neither_required_nor_recommended' },
      ['recommendations', 'scores', 'essays', 'fee', 'submit'],
    ],
    [
      'test blind for this cycle (Berkeley): no scores step',
      {},
      { unitid: 110635, test_policy_fall2022: 'considered_not_required' },
      ['recommendations', 'essays', 'fee', 'submit'],
    ],
  ])('%s', (_, appOverrides, schoolOverrides, kinds) => {
    const plan = backwardPlan(
      { ...app, ...appOverrides },
      makeSchool({ id: 'x', name: 'X', ...schoolOverrides }),
    )
    expect(plan.map((t) => t.kind)).toEqual(kinds)
  })

  it('an unknown deadline gives the steps without dates', () => {
    const plan = backwardPlan({ ...app, deadline_date: '' }, SCHOOLS.harvard)
    expect(plan.map((t) => t.due)).toEqual(['', '', '', '', ''])
  })
})

describe('syncPlanTasks', () => {
  let counter = 0
  function apply(stored: StoredGeneratedTask[], changes: TaskChange[]): StoredGeneratedTask[] {
    let next = [...stored]
    for (const change of changes) {
      if (change.op === 'create') next.push({ id: `new-${String(counter++)}`, ...change.task })
      else if (change.op === 'update')
        next = next.map((t) => (t.id === change.id ? { ...t, ...change.set } : t))
      else next = next.filter((t) => t.id !== change.id)
    }
    return next
  }

  it('creates the plan, then moves its dates with the deadline and keeps done states', () => {
    const first = backwardPlan(
      { deadline_date: '2026-11-01', fee: 75, fee_waiver: '' },
      SCHOOLS.harvard,
    )
    let stored = apply([], syncPlanTasks([], first, 'planning'))
    stored = stored.map((t) => (t.kind === 'recommendations' ? { ...t, done: true } : t))
    const moved = backwardPlan(
      { deadline_date: '2026-11-15', fee: 75, fee_waiver: '' },
      SCHOOLS.harvard,
    )
    const changes = syncPlanTasks(stored, moved, 'planning')
    expect(changes.every((c) => c.op === 'update')).toBe(true)
    stored = apply(stored, changes)
    expect(stored.find((t) => t.kind === 'recommendations')).toMatchObject({
      done: true,
      due: '2026-10-04',
    })
  })

  it('a step that no longer applies goes unless it was done; sending ticks off "submit"', () => {
    const plan = backwardPlan(
      { deadline_date: '2026-11-01', fee: 75, fee_waiver: '' },
      SCHOOLS.harvard,
    )
    const stored = apply([], syncPlanTasks([], plan, 'planning'))
    const noFee = backwardPlan(
      { deadline_date: '2026-11-01', fee: 0, fee_waiver: '' },
      SCHOOLS.harvard,
    )
    const changes = syncPlanTasks(stored, noFee, 'submitted')
    const fee = stored.find((t) => t.kind === 'fee')
    const submit = stored.find((t) => t.kind === 'submit')
    expect(changes).toEqual([
      { op: 'update', id: submit?.id, set: { done: true } },
      { op: 'delete', id: fee?.id },
    ])
  })

  it('after syncing, the stored tasks match the plan and a second sync changes nothing', () => {
    const schoolArb = fc.record({
      essay_requirement_fall2022: fc.constantFrom<Consideration | null>(
        null,
        'required',
        'considered_not_required',
        'not_considered',
      ),
      recommendations_requirement_fall2022: fc.constantFrom<Consideration | null>(
        null,
        'required',
        'not_considered',
      ),
      test_policy_fall2022: fc.constantFrom(
        null,
        'required',
        'neither_required_nor_recommended' as const,
      ),
    })
    const appArb = fc.record({
      deadline_date: fc.constantFrom('', '2026-11-01', '2027-01-15'),
      fee: fc.constantFrom<number | null>(null, 0, 75),
      fee_waiver: fc.constantFrom<FeeWaiver | ''>('', 'granted', 'requested'),
    })
    fc.assert(
      fc.property(
        schoolArb,
        appArb,
        appArb,
        fc.constantFrom<Status>(...STATUSES.map((s) => s.value)),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (school, before, after, status, ticks) => {
          const s = makeSchool({ id: 'x', name: 'X', ...school })
          let stored = apply([], syncPlanTasks([], backwardPlan(before, s), 'planning'))
          stored = stored.map((t, i) => ({ ...t, done: ticks[i] ?? false }))
          const plan = backwardPlan(after, s)
          stored = apply(stored, syncPlanTasks(stored, plan, status))
          for (const step of plan) {
            expect(stored.find((t) => t.kind === step.kind)).toMatchObject({
              title: step.title,
              due: step.due,
            })
          }
          // Only done tasks outlive their step.
          for (const task of stored)
            if (!plan.some((p) => p.kind === task.kind)) expect(task.done).toBe(true)
          expect(syncPlanTasks(stored, plan, status)).toEqual([])
        },
      ),
    )
  })
})
