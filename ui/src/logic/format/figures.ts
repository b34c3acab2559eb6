import type { University } from '../university.ts'

/** What the product says for a figure the catalogue does not report (ADR 0004). */
export const NOT_REPORTED = 'Not reported'

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** $13,910; null is "Not reported". */
export function formatDollars(value: number | null): string {
  return value === null ? NOT_REPORTED : dollars.format(value)
}

/** A share from 0 to 1 as a percentage: 0.0324 -> "3.2%", 0.5 -> "50%"; null is "Not reported". */
export function formatRate(value: number | null): string {
  if (value === null) return NOT_REPORTED
  const percent = Math.round(value * 1000) / 10
  return `${String(percent)}%`
}

/** "Cambridge, MA". */
export function formatLocation(university: Pick<University, 'city' | 'state'>): string {
  return `${university.city}, ${university.state}`
}

/** A figure with the year its data describes, so a reader knows how old it is. */
export type KeyFigure = { label: string; value: string; year: string }

/** The figures a list entry shows: average net price, admit rate and out-of-state tuition. */
export function keyFigures(university: University): KeyFigure[] {
  return [
    {
      label: 'Average net price',
      value: formatDollars(university.avg_net_price_2020_21),
      year: '2020-21',
    },
    { label: 'Admit rate', value: formatRate(university.admit_rate_fall2022), year: 'fall 2022' },
    {
      label: 'Tuition and fees (out of state)',
      value: formatDollars(university.tuition_fees_out_of_state_2022_23),
      year: '2022-23',
    },
  ]
}

/** A date-time as a reader says it: "September 1, 2026". Invalid input gives null. */
export function formatDate(iso: string | null): string | null {
  if (!iso) return null
  const date = new Date(iso.replace(' ', 'T'))
  if (Number.isNaN(date.getTime())) return null
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}
