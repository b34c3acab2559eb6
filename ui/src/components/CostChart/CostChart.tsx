import { useId, type ComponentPropsWithoutRef } from 'react'
import { CSS_PROFILE_FEES, type ApplyingCost, type CostRow } from '../../logic/analytics/costs.ts'
import { money } from '../../logic/analytics/words.ts'
import { Button } from '../Button/Button.tsx'
import { ChartFigure, ChartRow, HBar, chartClasses } from '../ChartFigure/ChartFigure.tsx'
import { FiguresTable, numeric } from '../ChartFigure/ChartFigure.tsx'
import { Checkbox } from '../Checkbox/Checkbox.tsx'

export type CostChartProps = Omit<ComponentPropsWithoutRef<'figure'>, 'title'> & {
  /** The cost of applying with its running total (logic/analytics/costs.ts). */
  cost: ApplyingCost
  /** Opens the form for one application's CSS Profile and score reports. */
  onEdit?: (row: CostRow) => void
  /** The student's CSS Profile fee waiver changed. */
  onCssWaiverChange?: (waived: boolean) => void
  /** While the waiver is being saved, its box waits. */
  savingWaiver?: boolean
}

function extras(row: CostRow): string {
  const parts: string[] = []
  if (row.waiver === 'granted') parts.push(`waiver granted, -${money(row.waived)}`)
  if (row.waiver === 'pending') parts.push('waiver requested or planned')
  if (row.css !== null) parts.push(`CSS Profile ${money(row.css)}`)
  if (row.scoreSends !== null) parts.push(`score reports ${money(row.scoreSends)}`)
  if (row.scoreSendsUnknown) parts.push('score reports: cost not entered')
  return parts.join(' · ')
}

/** What applying costs, school by school in deadline order, the bar growing with the running total. */
export function CostChart({
  cost,
  onEdit,
  onCssWaiverChange,
  savingWaiver = false,
  ...rest
}: CostChartProps) {
  const { rows, totals } = cost
  const waiverRuleId = useId()
  const max = Math.max(1, totals.total)
  return (
    <ChartFigure
      title="Cost of applying"
      summary={cost.summary}
      state={rows.length === 0 ? 'empty' : 'ready'}
      credit={`Application fees: your own figure, else NCES IPEDS IC2021 (2021-22, may have changed). CSS Profile (${CSS_PROFILE_FEES.aidYear}): $${String(CSS_PROFILE_FEES.first)} for the first school and $${String(CSS_PROFILE_FEES.additional)} for each more, from ${CSS_PROFILE_FEES.source} (${CSS_PROFILE_FEES.url}). Score reports: what you entered.`}
      {...rest}
      chart={
        <>
          <ol className={chartClasses.rows} aria-label="Running total, in deadline order">
            {rows.map((row) => (
              <ChartRow
                key={row.id}
                name={row.schoolName}
                status={`${money(row.subtotal)} · running total ${money(row.runningTotal)}`}
                bar={<HBar value={row.runningTotal} max={max} />}
              >
                <p className={chartClasses.detail}>
                  Fee: {row.feeText}
                  {extras(row) === '' ? '' : ` · ${extras(row)}`}
                </p>
                {onEdit ? (
                  <Button
                    variant="ghost"
                    className={chartClasses.action}
                    onClick={() => onEdit(row)}
                  >
                    CSS Profile and score reports{' '}
                    <span className="visually-hidden">for {row.schoolName}</span>
                  </Button>
                ) : null}
              </ChartRow>
            ))}
          </ol>
          {onCssWaiverChange ? (
            <>
              <Checkbox
                label="I have a CSS Profile fee waiver"
                aria-describedby={waiverRuleId}
                checked={cost.cssWaiver}
                disabled={savingWaiver}
                onChange={(event) => onCssWaiverChange(event.target.checked)}
              />
              <p id={waiverRuleId} className={chartClasses.detail}>
                {`Who gets one: ${CSS_PROFILE_FEES.waiver} (${CSS_PROFILE_FEES.source})`}
              </p>
            </>
          ) : null}
        </>
      }
      table={
        <FiguresTable
          caption="Cost of applying, in deadline order"
          columns={[
            'School',
            'Application fee',
            numeric('Waived'),
            numeric('CSS Profile'),
            numeric('Score reports'),
            numeric('This school'),
            numeric('Running total'),
          ]}
          rows={rows.map((row) => ({
            key: row.id,
            cells: [
              row.schoolName,
              row.feeText,
              row.waived > 0 ? money(row.waived) : '',
              row.css === null ? '' : money(row.css),
              row.scoreSends !== null
                ? money(row.scoreSends)
                : row.scoreSendsUnknown
                  ? 'Not entered'
                  : '',
              money(row.subtotal),
              money(row.runningTotal),
            ],
          }))}
        />
      }
    />
  )
}
