/**
 * The budget factor: the price(s) that apply to this student (prices.ts) against the budget's cap,
 * named in the reason with the home state where it decided the price.
 */
import { clamp, money, notReported, type Factor } from './factor.ts'
import type { MatchUniversity } from './fields.ts'
import { BUDGET_CAP, studentPrices, withinBudget, type Price } from './prices.ts'
import type { MatchSettings } from './settings.ts'
import { homeStateName } from './us-states.ts'

/** 0.85 at the cap to 1 at no cost; over it, 0.6 just above, falling to 0 at a quarter over. */
export function budgetFit(amount: number, cap: number | undefined): number {
  if (cap === undefined) return 1
  if (amount <= cap) return 0.85 + (0.15 * (cap - amount)) / cap
  const over = (amount - cap) / cap
  return clamp(0.6 * (1 - over / 0.25))
}

export function budget(
  u: MatchUniversity,
  answer: string,
  settings: MatchSettings,
): { factor: Factor; affordable: boolean | null } {
  const factor = 'budget'
  const cap = Object.hasOwn(BUDGET_CAP, answer) ? BUDGET_CAP[answer] : undefined
  const prices = studentPrices(u, settings.homeState)
  const verdict = (price: Price) =>
    cap === undefined || price.amount <= cap
      ? 'within your budget'
      : `above your budget of ${money(cap)}`
  const where = homeStateName(settings.homeState)

  // Public, and the student has not said where they live: both prices, each with its own fit.
  if (prices.kind === 'both') {
    const { inState, outOfState } = prices
    const fits = [budgetFit(inState.amount, cap), budgetFit(outOfState.amount, cap)]
    const affordable = withinBudget(prices, cap)
    return {
      factor: {
        fit: ((fits[0] ?? 0) + (fits[1] ?? 0)) / 2,
        reason: {
          factor,
          effect: affordable === true ? 'for' : affordable === false ? 'against' : 'neutral',
          text: () =>
            `${inState.label}: ${money(inState.amount)}, ${verdict(inState)}; ${outOfState.label}: ${money(outOfState.amount)}, ${verdict(outOfState)}. Add your home state in your match settings to see which applies`,
        },
      },
      affordable,
    }
  }

  if (prices.kind === 'none') {
    return { factor: notReported(factor, 'Net price and tuition'), affordable: null }
  }
  const { price } = prices
  const affordable = withinBudget(prices, cap) === true
  const residency = u.control === 'public' && where !== null ? ` (you live in ${where})` : ''
  return {
    factor: {
      fit: budgetFit(price.amount, cap),
      reason: {
        factor,
        effect: affordable ? 'for' : 'against',
        text: () => `${price.label}: ${money(price.amount)}, ${verdict(price)}${residency}`,
      },
    },
    affordable,
  }
}
