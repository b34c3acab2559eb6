import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  makeApplication,
  makeSchool,
  makeTask,
  PLANNER_CLOCK,
} from '../../testing/planner-fixtures.ts'
import { agendaItems } from './agenda.ts'
import {
  bindingConflict,
  continuedInterestPrompt,
  decisionBoard,
  decisionDates,
  decisionDraft,
  DECISION_MESSAGES,
  EMPTY_DECISION,
  enrollChanges,
  stepsFor,
  stepTitle,
  suggestedStepDate,
  validateDecision,
  validateStep,
  withdrawalChecklist,
  type Decision,
  type DecisionSubject,
} from './decisions.ts'
import type { Plan, Status } from './model.ts'

const subject = (
  id: string,
  status: Status,
  plan: Plan | '' = 'rd',
  decision: Partial<Decision> = {},
): DecisionSubject => ({
  id,
  plan,
  status,
  schoolName: `School ${id}`,
  decision: { ...EMPTY_DECISION, ...decision },
})

describe('validateDecision', () => {
  it.each<[string, unknown, Status, Record<string, string>]>([
    ['nothing recorded', null, 'admitted', {}],
    ['the empty decision', EMPTY_DECISION, 'deferred', {}],
    ['not an object', [1], 'admitted', { decision: DECISION_MESSAGES.shape }],
    [
      'a reply-by date that is not one',
      { reply_by: '2027-02-30' },
      'admitted',
      { 'decision.reply_by': 'Enter a real date, such as 2026-11-01.' },
    ],
    [
      'a deposit above 20,000',
      { deposit: 20_001 },
      'admitted',
      { 'decision.deposit': DECISION_MESSAGES.amount },
    ],
    [
      'a paid flag as text',
      { deposit_paid: 'yes' },
      'admitted',
      { 'decision.deposit_paid': DECISION_MESSAGES.bool },
    ],
    [
      'an unknown letter policy',
      { loci: 'maybe' },
      'waitlisted',
      { 'decision.loci': DECISION_MESSAGES.choice },
    ],
    [
      'a reply to a deferral',
      { reply: 'enrolling' },
      'deferred',
      { 'decision.reply': DECISION_MESSAGES.replyNeedsAdmit },
    ],
    [
      'enrolling at an admission',
      { reply: 'enrolling', deposit: 500, deposit_paid: true },
      'admitted',
      {},
    ],
  ])('%s', (_, value, status, errors) => {
    expect(validateDecision(value, status)).toEqual(errors)
  })

  it('starts an admission at May 1 of the entry year, said as the common reply date', () => {
    expect(decisionDraft(EMPTY_DECISION, 'admitted').reply_by).toBe('2027-05-01')
    expect(decisionDraft({ ...EMPTY_DECISION, reply_by: '2027-04-15' }, 'admitted').reply_by).toBe(
      '2027-04-15',
    )
    expect(decisionDraft(EMPTY_DECISION, 'deferred').reply_by).toBe('')
  })
})

describe('steps after a deferral or waitlist', () => {
  const values = (step: string) =>
    stepsFor('waitlisted', '')
      .map((s) => s.value)
      .includes(step as never)
  it('offers the waitlist opt-in only on a waitlist, and never a letter the school forbids', () => {
    expect(stepsFor('deferred', '').map((s) => s.value)).toEqual([
      'mid_year',
      'loci',
      'update',
      'extra_rec',
      'other',
    ])
    expect(values('opt_in')).toBe(true)
    expect(stepsFor('waitlisted', 'forbids').map((s) => s.value)).not.toContain('loci')
    expect(stepsFor('admitted', '')).toEqual([])
  })

  it.each<
    [
      string,
      Parameters<typeof validateStep>[0],
      Parameters<typeof validateStep>[1],
      Record<string, string>,
    ]
  >([
    [
      'a mid-year report',
      { step: 'mid_year', title: 'x', due: '2027-03-01' },
      { status: 'deferred', loci: '' },
      {},
    ],
    [
      'a letter the school forbids',
      { step: 'loci', title: 'x', due: '2027-03-01' },
      { status: 'deferred', loci: 'forbids' },
      { step: DECISION_MESSAGES.lociForbidden },
    ],
    [
      'an opt-in after a deferral',
      { step: 'opt_in', title: 'x', due: '2027-03-01' },
      { status: 'deferred', loci: '' },
      { step: DECISION_MESSAGES.optInWaitlist },
    ],
    [
      'a step on an admission',
      { step: 'update', title: 'x', due: '2027-03-01' },
      { status: 'admitted', loci: '' },
      { step: DECISION_MESSAGES.stepStatus },
    ],
    [
      'another step with no name, date or school',
      { step: 'other', title: ' ', due: '' },
      null,
      {
        application: DECISION_MESSAGES.stepNeedsSchool,
        title: DECISION_MESSAGES.stepTitle,
        due: DECISION_MESSAGES.stepDue,
      },
    ],
    [
      'a name with a line break',
      { step: 'other', title: 'Send\nportfolio', due: '2027-03-01' },
      { status: 'waitlisted', loci: '' },
      { title: DECISION_MESSAGES.text },
    ],
    [
      'an unknown step',
      { step: 'bribe', title: 'x', due: '2027-03-01' },
      { status: 'waitlisted', loci: '' },
      { step: DECISION_MESSAGES.stepChoice },
    ],
  ])('%s', (_, values, app, errors) => {
    expect(validateStep(values, app)).toEqual(errors)
  })

  it("names a listed step by a fixed phrase and the school, never the student's words", () => {
    expect(stepTitle('mid_year', 'Duke University', 'anything I typed')).toBe(
      'Send mid-year grades: Duke University',
    )
    expect(stepTitle('other', 'Duke University', ' Send portfolio link ')).toBe(
      'Send portfolio link',
    )
    expect(suggestedStepDate('mid_year')).toBe('2027-02-01')
    expect(suggestedStepDate('update')).toBe('')
  })
})

describe('a binding admission', () => {
  const ed = subject('ed', 'admitted', 'ed')
  it('refuses a deposit or "enrolling" elsewhere, naming the binding school', () => {
    expect(
      bindingConflict(subject('b', 'admitted', 'ea', { deposit_paid: true, reply: 'enrolling' }), [
        ed,
      ]),
    ).toEqual({
      'decision.deposit_paid': DECISION_MESSAGES.bindingDeposit('School ed'),
      'decision.reply': DECISION_MESSAGES.bindingEnroll('School ed'),
    })
    expect(bindingConflict(subject('b', 'admitted', 'ea', { deposit_paid: true }), [])).toEqual({})
    // Released from the ED (declined): no longer binding.
    expect(
      bindingConflict(subject('b', 'admitted', 'ea', { deposit_paid: true }), [
        subject('ed', 'admitted', 'ed', { reply: 'declined' }),
      ]),
    ).toEqual({})
  })

  it('lists every other live application to withdraw, each ticked when done', () => {
    const list = withdrawalChecklist([
      ed,
      subject('a', 'submitted', 'rd', { withdrawn: true }),
      subject('b', 'in_progress'),
      subject('c', 'denied'),
    ])
    expect(list?.binding.id).toBe('ed')
    expect(list?.items).toEqual([
      { id: 'a', schoolName: 'School a', withdrawn: true },
      { id: 'b', schoolName: 'School b', withdrawn: false },
    ])
    expect(withdrawalChecklist([subject('x', 'admitted', 'ea')])).toBeNull()
  })
})

describe('"I\'ve decided: enroll at X"', () => {
  const apps = [
    subject('a', 'admitted', 'ea', { deposit_paid: true }),
    subject('b', 'admitted', 'rd'),
    subject('c', 'waitlisted'),
    subject('d', 'denied'),
    subject('e', 'submitted'),
  ]
  it('accepts the one, declines every other admission, withdraws the rest', () => {
    const { changes, error } = enrollChanges(apps, 'b')
    expect(error).toBeNull()
    expect(
      changes.map((c) => [c.id, c.decision.reply, c.decision.withdrawn, c.decision.deposit_paid]),
    ).toEqual([
      ['a', 'declined', false, false],
      ['b', 'enrolling', false, false],
      ['c', '', true, false],
      ['d', '', false, false],
      ['e', '', true, false],
    ])
  })

  it('refuses a school that did not admit, or one other than a binding admission', () => {
    expect(enrollChanges(apps, 'c').error).toBe(DECISION_MESSAGES.enrollAdmitted)
    expect(enrollChanges([...apps, subject('ed', 'admitted', 'ed')], 'b').error).toBe(
      DECISION_MESSAGES.bindingEnroll('School ed'),
    )
  })

  it('leaves exactly one school enrolling, whatever the choice', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', 'b'), (id) => {
        const { changes } = enrollChanges(apps, id)
        expect(changes.filter((c) => c.decision.reply === 'enrolling').map((c) => c.id)).toEqual([
          id,
        ])
      }),
    )
  })
})

describe('the decision board', () => {
  it('counts every application by where it stands, with its next step and date', () => {
    const board = decisionBoard(
      [
        subject('a', 'admitted', 'rd', { reply_by: '2027-05-01' }),
        subject('b', 'deferred'),
        subject('c', 'waitlisted'),
        subject('d', 'submitted'),
        subject('e', 'denied'),
        subject('f', 'submitted', 'rd', { withdrawn: true }),
      ],
      [
        makeTask({
          id: 't1',
          application: 'b',
          kind: 'decision',
          title: 'Send mid-year grades: School b',
          due: '2027-03-01',
        }),
        makeTask({
          id: 't2',
          application: 'b',
          kind: 'decision',
          title: 'Send an update: School b',
          due: '2027-02-01',
        }),
      ],
    )
    expect(board.counts).toEqual({
      admitted: 1,
      deferred: 1,
      waitlisted: 1,
      waiting: 1,
      denied: 1,
      closed: 1,
    })
    expect(board.rows.map((r) => [r.id, r.next, r.date])).toEqual([
      ['a', 'Reply to the offer', '2027-05-01'],
      ['b', 'Send an update: School b', '2027-02-01'],
      ['c', "Choose the school's steps", ''],
      ['d', 'Wait for the decision; check the portal', ''],
      ['e', 'Nothing more to do', ''],
      ['f', 'Nothing more to do', ''],
    ])
    expect(board.summary).toBe(
      '1 admitted, 1 deferred, 1 waitlisted, 1 waiting for a decision, 1 denied, 1 withdrawn or declined',
    )
  })

  it('counts each application exactly once', () => {
    const statuses: Status[] = [
      'planning',
      'in_progress',
      'submitted',
      'admitted',
      'deferred',
      'waitlisted',
      'denied',
    ]
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...statuses), fc.boolean()), { maxLength: 12 }),
        (apps) => {
          const board = decisionBoard(
            apps.map(([status, withdrawn], i) => subject(String(i), status, 'rd', { withdrawn })),
            [],
          )
          expect(Object.values(board.counts).reduce((a, b) => a + b, 0)).toBe(apps.length)
          expect(board.rows).toHaveLength(apps.length)
        },
      ),
    )
  })
})

describe('dated items', () => {
  const school = makeSchool({ id: 'u1', name: 'Rice University' })
  it('puts the reply-by date and the housing deadline in the agenda, each with the school', () => {
    const app = makeApplication({
      id: 'a1',
      school,
      status: 'admitted',
      decision: { ...EMPTY_DECISION, reply_by: '2027-05-01', housing_deadline: '2027-05-15' },
    })
    expect(decisionDates([app]).map((i) => [i.key, i.title, i.date])).toEqual([
      ['reply:a1', "Reply to Rice University's offer", '2027-05-01'],
      ['housing:a1', 'Housing deadline: Rice University', '2027-05-15'],
    ])
    const items = agendaItems({ applications: [app], tasks: [], aid: [] }, PLANNER_CLOCK)
    expect(items.map((i) => [i.kind, i.key])).toEqual([
      ['decision', 'reply:a1'],
      ['decision', 'housing:a1'],
    ])
    const paid = {
      ...app,
      decision: {
        ...app.decision,
        reply: 'enrolling' as const,
        deposit_paid: true,
        housing_done: true,
      },
    }
    expect(decisionDates([paid])).toEqual([])
    const declined = { ...app, decision: { ...app.decision, reply: 'declined' as const } }
    expect(decisionDates([declined])).toEqual([])
  })

  it("keeps a decided application's own steps in the agenda, and its plan steps out", () => {
    const app = makeApplication({ id: 'a1', school, status: 'deferred' })
    const items = agendaItems(
      {
        applications: [app],
        tasks: [
          makeTask({
            id: 'd',
            application: 'a1',
            kind: 'decision',
            title: 'Send mid-year grades: Rice University',
            due: '2027-03-01',
          }),
          makeTask({
            id: 'e',
            application: 'a1',
            kind: 'essays',
            title: 'Essays',
            due: '2026-12-01',
          }),
        ],
        aid: [],
      },
      PLANNER_CLOCK,
    )
    expect(items.map((i) => i.key)).toEqual(['task:d'])
  })
})

describe('the letter of continued interest', () => {
  it("is a structure with pointers to the student's own drafts, never prose for them", () => {
    const prompt = continuedInterestPrompt('Rice University', [{ title: 'Why Rice' }])
    expect(prompt).toContain('1. Say that Rice University remains a top choice')
    expect(prompt).toContain('Your own drafts for Rice University to draw on: "Why Rice".')
    expect(continuedInterestPrompt('Rice University', [])).not.toContain('drafts')
  })
})
