import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
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
    plan,
    status,
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
