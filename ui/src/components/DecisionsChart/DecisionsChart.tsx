import type { ComponentPropsWithoutRef } from 'react'
import type { DecisionRow, Decisions } from '../../logic/analytics/decisions.ts'
import { money } from '../../logic/analytics/words.ts'
import { DATA_CREDIT } from '../../logic/university.ts'
import { Button } from '../Button/Button.tsx'
import {
  ChartFigure,
  ChartRow,
  ChartScroll,
  HBar,
  chartClasses,
} from '../ChartFigure/ChartFigure.tsx'
import { FiguresTable, numeric } from '../ChartFigure/ChartFigure.tsx'

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
          <ChartScroll aria-label="Side by side, scrolls sideways">
            <FiguresTable
              caption="Side by side"
              columns={['', ...rows.map((row) => row.schoolName)]}
              rows={[
                ...OFFER_LINES.map((line) => ({
                  key: line.label,
                  cells: [line.label, ...rows.map(line.value)] as const,
                })),
                ...factLabels.map((label, i) => ({
                  key: label,
                  cells: [label, ...rows.map((row) => row.facts[i]?.value ?? '')] as const,
                })),
              ]}
            />
          </ChartScroll>
        </>
      }
      table={
        <FiguresTable
          caption="Net cost by school"
          columns={['School', numeric('Net cost'), numeric('Left to pay')]}
          rows={rows.map((row) => ({
            key: row.id,
            cells: [row.schoolName, amount(row.netCost), amount(row.leftToPay)],
          }))}
        />
      }
    />
  )
}
