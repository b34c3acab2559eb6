import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  COMMON_APP_PLANS,
  EARLIEST_COMMON_APP_DEADLINE,
  RULES_CYCLE,
} from '../cycle/application-rules.ts'
import { addDays } from './calendar-date.ts'
import { PLANS, STATUSES, type Plan, type Status } from './model.ts'
import { isActiveBinding, planConflict, planFindings, type RuleSubject } from './rules.ts'

function app(
  id: string,
  plan: Plan | '',
  status: Status = 'planning',
  extra: Partial<RuleSubject> = {},
): RuleSubject {
  return {
    id,
    platform: '',
    plan,
    status,
    deadline_date: '',
    net_price_checked: true,
    school: { name: `School ${id}`, control: 'private_nonprofit', net_price_calculator_url: null },
    ...extra,
  }
}

describe('planConflict: what the server refuses', () => {
  it.each<[string, RuleSubject, RuleSubject[], string | null]>([
    ['a first ED', app('a', 'ed'), [], null],
    ['a second ED', app('b', 'ed'), [app('a', 'ed', 'submitted')], 'one-binding-plan'],
    [
      'ED II while the ED is pending',
      app('b', 'ed2'),
      [app('a', 'ed', 'submitted')],
      'one-binding-plan',
    ],
    ['ED II after an ED deferral', app('b', 'ed2'), [app('a', 'ed', 'deferred')], null],
    ['ED II after an ED denial', app('b', 'ed2'), [app('a', 'ed', 'denied')], null],
    ['ED II after a waitlist', app('b', 'ed2'), [app('a', 'ed', 'waitlisted')], null],
    [
      'ED II after an ED admission',
      app('b', 'ed2'),
      [app('a', 'ed', 'admitted')],
      'one-binding-plan',
    ],
    [
      'ED back to pending beside an ED II',
      app('a', 'ed', 'submitted'),
      [app('b', 'ed2')],
      'one-binding-plan',
    ],
    ['a decided second ED', app('b', 'ed', 'denied'), [app('a', 'ed')], null],
    ['ED beside EA', app('b', 'ed'), [app('a', 'ea'), app('c', 'rd')], null],
    ['the same application again', app('a', 'ed'), [app('a', 'ed')], null],
    [
      'a second Restrictive EA',
      app('b', 'rea'),
      [app('a', 'rea', 'submitted')],
      'one-restrictive-ea',
    ],
    ['a Restrictive EA after a deferral', app('b', 'rea'), [app('a', 'rea', 'deferred')], null],
    ['a plan not chosen yet', app('b', ''), [app('a', 'ed')], null],
  ])('%s', (_, candidate, others, code) => {
    expect(planConflict(candidate, others)?.code ?? null).toBe(code)
  })

  it('says it in plain words, naming the other school', () => {
    expect(planConflict(app('b', 'ed'), [app('a', 'ed')])?.message).toBe(
      "Only one binding Early Decision at a time: School a is already your binding choice. Change one of the two plans, or record School a's decision first (an ED II can follow a deferral or denial).",
    )
    expect(planConflict(app('b', 'ed2'), [app('a', 'ed')])?.message).toBe(
      'An Early Decision II application can follow your Early Decision only after School a defers or denies you. Until then, School a is your one binding choice.',
    )
  })

  it('any set the server accepts one by one holds at most one active binding plan', () => {
    const arbitraryApp = fc.record({
      plan: fc.constantFrom<Plan | ''>('', ...PLANS.map((p) => p.value)),
      status: fc.constantFrom<Status>(...STATUSES.map((s) => s.value)),
    })
    fc.assert(
      fc.property(fc.array(arbitraryApp, { maxLength: 12 }), (candidates) => {
        const accepted: RuleSubject[] = []
        candidates.forEach((c, i) => {
          const candidate = app(String(i), c.plan, c.status)
          if (planConflict(candidate, accepted) === null) accepted.push(candidate)
        })
        expect(accepted.filter(isActiveBinding).length).toBeLessThanOrEqual(1)
        expect(planFindings(accepted).filter((f) => f.severity === 'error')).toEqual([])
      }),
    )
  })
})

describe('planFindings: advice', () => {
  const pub = { name: 'Public U', control: 'public' as const, net_price_calculator_url: null }

  it('Restrictive EA: other private early plans and any ED are flagged, public EA and RD are not', () => {
    const findings = planFindings([
      app('rea', 'rea'),
      app('p-ea', 'ea'),
      app('pub-ea', 'ea', 'planning', { school: pub }),
      app('pub-ed', 'ed', 'planning', { school: { ...pub, name: 'Public ED' } }),
      app('rd', 'rd'),
    ])
    const limits = findings.find((f) => f.code === 'restrictive-ea-limits')
    expect(limits?.applicationIds).toEqual(['rea', 'p-ea', 'pub-ed'])
    expect(limits?.message).toContain('School p-ea and Public ED')
  })

  it('a decided Restrictive EA restricts nothing', () => {
    expect(planFindings([app('rea', 'rea', 'deferred'), app('x', 'ea')])).toEqual([])
  })

  it.each<[string, string | null, string | undefined]>([
    ['with the catalogue link', 'https://npc.example/tulane', 'https://npc.example/tulane'],
    ['without one', null, undefined],
  ])('the net price calculator before a binding plan, %s', (_, url, href) => {
    const [finding] = planFindings([
      app('ed', 'ed', 'planning', {
        net_price_checked: false,
        school: { name: 'Tulane', control: 'private_nonprofit', net_price_calculator_url: url },
      }),
    ])
    expect(finding).toMatchObject({ code: 'net-price-first', severity: 'warning' })
    expect(finding?.link?.href).toBe(href)
    expect(finding?.message).toMatch(/^Early Decision is binding: if Tulane admits you/)
  })

  it('no net price warning once it is checked, or for non-binding plans', () => {
    expect(
      planFindings([app('ed', 'ed'), app('ea', 'ea', 'planning', { net_price_checked: false })]),
    ).toEqual([])
  })

  it('a binding admission asks to withdraw the pending others', () => {
    const findings = planFindings([
      app('ed', 'ed', 'admitted'),
      app('ea', 'ea', 'submitted'),
      app('d', 'rd', 'denied'),
    ])
    expect(findings).toEqual([
      expect.objectContaining({ code: 'binding-admit', applicationIds: ['ed', 'ea'] }),
    ])
  })

  it('stops asking for a withdrawal once the student ticks it', () => {
    const findings = planFindings([
      app('ed', 'ed', 'admitted'),
      app('ea', 'ea', 'submitted', { decision: { withdrawn: true } }),
      app('rd', 'rd', 'in_progress'),
    ])
    expect(findings).toEqual([
      expect.objectContaining({ code: 'binding-admit', applicationIds: ['ed', 'rd'] }),
    ])
  })

  it('reports a stored conflict once, errors first', () => {
    const findings = planFindings([
      app('a', 'ed', 'planning', { net_price_checked: false }),
      app('b', 'ed'),
    ])
    expect(findings.map((f) => f.code)).toEqual(['one-binding-plan', 'net-price-first'])
  })
})

describe("planFindings: this cycle's Common App rules (reviewed data)", () => {
  const common = (id: string, plan: Plan | '', deadline: string, status: Status = 'planning') =>
    app(id, plan, status, { platform: 'common_app', deadline_date: deadline })
  const earliest = EARLIEST_COMMON_APP_DEADLINE.date
  const codes = (subject: RuleSubject) => planFindings([subject]).map((f) => f.code)

  it.each<[string, RuleSubject, string[]]>([
    [
      'the day before the earliest deadline',
      common('a', 'ea', addDays(earliest, -1)),
      ['common-app-earliest-deadline'],
    ],
    [
      'the first day of the cycle',
      common('a', 'ea', RULES_CYCLE.starts),
      ['common-app-earliest-deadline'],
    ],
    ['the earliest deadline itself', common('a', 'ea', earliest), []],
    ['a January deadline', common('a', 'rd', '2027-01-01'), []],
    ['no date yet', common('a', 'ea', ''), []],
    [
      'a date before the cycle (another cycle the rules do not describe)',
      common('a', 'ea', addDays(RULES_CYCLE.starts, -1)),
      [],
    ],
    [
      "the same early date on the school's own application",
      app('a', 'ea', 'planning', { platform: 'school', deadline_date: addDays(earliest, -1) }),
      [],
    ],
    ['an early date once decided', common('a', 'ea', addDays(earliest, -1), 'admitted'), []],
    [
      'a priority deadline on the Common App',
      common('a', 'priority', '2026-12-01'),
      ['common-app-plan'],
    ],
    [
      "a priority deadline on the school's own application",
      app('a', 'priority', 'planning', { platform: 'school' }),
      [],
    ],
    ['EA II on the Common App', common('a', 'ea2', '2027-01-15'), []],
  ])('%s', (_, subject, expected) => {
    expect(codes(subject)).toEqual(expected)
  })

  it('warns, never refuses: the server takes the date', () => {
    const early = common('a', 'ea', '2026-10-01')
    expect(planConflict(early, [])).toBeNull()
    const [finding] = planFindings([early])
    expect(finding).toEqual({
      code: 'common-app-earliest-deadline',
      severity: 'warning',
      applicationIds: ['a'],
      message:
        "School a's deadline here is Oct 1, 2026, but Common App accepts no first-year fall deadline before Oct 15, 2026 in the 2026-27 cycle (Common App's guiding principles, checked Nov 27, 2026). Check the date on School a's own page.",
      link: { href: COMMON_APP_PLANS.source.url, label: "Common App's guiding principles" },
    })
  })

  it("names Common App's plans, its source and cycle for a plan it does not support", () => {
    const [finding] = planFindings([common('a', 'priority', '')])
    expect(finding?.message).toBe(
      'Common App has no "Priority deadline" plan in 2026-27: its plans are Early Decision I, Early Decision II, Early Action I, Early Action II, Restrictive / Single-Choice Early Action, Regular Decision and Rolling Decision (Common App\'s guiding principles, checked Nov 27, 2026). Choose the plan School a lists on the Common App.',
    )
  })

  it('every plan the reviewed file lists is one the planner knows', () => {
    for (const plan of COMMON_APP_PLANS.values) expect(PLANS.map((p) => p.value)).toContain(plan)
  })
})
