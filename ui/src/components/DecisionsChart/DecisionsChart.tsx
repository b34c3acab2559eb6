import type { ComponentPropsWithoutRef } from 'react'
import type { DecisionRow, Decisions } from '../../logic/analytics/decisions.ts'
import { money } from '../../logic/analytics/words.ts'
import { DATA_CREDIT } from '../../logic/university.ts'
import { Button } from '../Button/Button.tsx'
import { ChartFigure, ChartRow, HBar, chartClasses } from '../ChartFigure/ChartFigure.tsx'

export type DecisionsChartProps = Omit<ComponentPropsWithoutRef<'figure'>, 'title'> & {
  /** Admitted schools side by side (logic/analytics/decisions.ts). */
  decisions: Decisions
  /** Opens the aid offer form for one admitted school. */
  onEditOffer?: (row: DecisionRow) => void
}

const amount = (value: number | null) => (value === null ? 'Not entered' : money(value))

const OFFER_LINES: { label: string; value: (row: DecisionRow) => string }[] = [
  { label: 'Cost of attendance', value: (row) => amount(row.offer.aid_cost) },
  { label: 'Grants and scholarships', value: (row) => amount(row.offer.aid_grants) },
  { label: 'Net cost (cost minus grants)', value: (row) => amount(row.netCost) },
  { label: 'Loans', value: (row) => amount(row.offer.aid_loans) },
  { label: 'Work-study', value: (row) => amount(row.offer.aid_work_study) },
  { label: 'Left to pay after loans and work-study', value: (row) => amount(row.leftToPay) },
  {
    label: 'Our estimate for you',
    value: (row) =>
      row.estimate.length === 0
        ? 'Not reported'
        : row.estimate.map((p) => `${money(p.amount)} (${p.label})`).join('; '),
  },
]

/** The schools that admitted the student: net cost of each offer as bars, then side by side. */
export function DecisionsChart({ decisions, onEditOffer, ...rest }: DecisionsChartProps) {
  const { rows } = decisions
  const max = Math.max(1, ...rows.map((row) => row.offer.aid_cost ?? 0))
  const factLabels = rows[0]?.facts.map((fact) => fact.label) ?? []
  return (
    <ChartFigure
      title="Decisions: your offers side by side"
      summary={decisions.summary}
      state={rows.length === 0 ? 'empty' : 'ready'}
      credit={`Offers: what you entered from each award letter, a year. ${DATA_CREDIT}.`}
      {...rest}
      chart={
        <>
          <ul className={chartClasses.rows} aria-label="Net cost by school">
            {rows.map((row) => (
              <ChartRow
                key={row.id}
                name={row.schoolName}
                status={
                  row.netCost === null
                    ? 'Offer not entered'
                    : `Net cost ${money(row.netCost)} a year`
                }
                bar={
                  row.netCost === null ? null : (
                    <HBar value={row.netCost} extendTo={row.offer.aid_cost} max={max} />
                  )
                }
              >
                {row.versusEstimate ? (
                  <p className={chartClasses.detail}>{row.versusEstimate}.</p>
                ) : null}
                {onEditOffer ? (
                  <Button
                    variant="secondary"
                    className={chartClasses.action}
                    onClick={() => onEditOffer(row)}
                  >
                    {row.hasOffer ? 'Edit aid offer' : 'Enter aid offer'}{' '}
                    <span className="visually-hidden">from {row.schoolName}</span>
                  </Button>
                ) : null}
              </ChartRow>
            ))}
          </ul>
          <div
            className={chartClasses.scroll}
            role="region"
            aria-label="Side by side, scrolls sideways"
            // A region that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={chartClasses.table}>
              <caption>Side by side</caption>
              <thead>
                <tr>
                  <td />
                  {rows.map((row) => (
                    <th key={row.id} scope="col">
                      {row.schoolName}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {OFFER_LINES.map((line) => (
                  <tr key={line.label}>
                    <th scope="row">{line.label}</th>
                    {rows.map((row) => (
                      <td key={row.id}>{line.value(row)}</td>
                    ))}
                  </tr>
                ))}
                {factLabels.map((label, i) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {rows.map((row) => (
                      <td key={row.id}>{row.facts[i]?.value ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      }
      table={
        <table className={chartClasses.table}>
          <caption>Net cost by school</caption>
          <thead>
            <tr>
              <th scope="col">School</th>
              <th scope="col" className={chartClasses.numeric}>
                Net cost
              </th>
              <th scope="col" className={chartClasses.numeric}>
                Left to pay
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.schoolName}</th>
                <td className={chartClasses.numeric}>{amount(row.netCost)}</td>
                <td className={chartClasses.numeric}>{amount(row.leftToPay)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  )
}
