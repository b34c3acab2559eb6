/**
 * What a loan costs to repay on the standard plan: equal monthly payments over ten years (120
 * payments) at the loan's stated rate, from the amortisation formula
 *   payment = P * r / (1 - (1 + r)^-n),  r = yearly rate / 12,  n = 120
 * (and P / n at 0%). Interest that builds up while in school, fees and other plans are left out,
 * and the screen says so: this is the floor of what a loan costs, not a quote.
 */
export const STANDARD_PLAN_MONTHS = 120

export type Repayment = {
  /** Monthly payment, unrounded. */
  monthly: number
  /** Every payment added up. */
  total: number
  /** What is paid above the amount borrowed. */
  interest: number
}

export function repayment(
  principal: number,
  ratePercent: number,
  months: number = STANDARD_PLAN_MONTHS,
): Repayment {
  if (principal <= 0) return { monthly: 0, total: 0, interest: 0 }
  const r = ratePercent / 100 / 12
  const monthly = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months)
  const total = monthly * months
  return { monthly, total, interest: total - principal }
}
