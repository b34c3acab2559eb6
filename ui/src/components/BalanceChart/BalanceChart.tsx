import type { ComponentPropsWithoutRef } from 'react'
import { BALANCE_LABEL, type ListBalance } from '../../logic/analytics/balance.ts'
import { DATA_CREDIT } from '../../logic/university.ts'
import { AdviceList } from '../AdviceList/AdviceList.tsx'
import { ChartFigure } from '../ChartFigure/ChartFigure.tsx'
import { FiguresTable } from '../ChartFigure/ChartFigure.tsx'
import styles from './BalanceChart.module.css'

export type BalanceChartProps = Omit<ComponentPropsWithoutRef<'figure'>, 'title'> & {
  /** The list's balance (logic/analytics/balance.ts). */
  balance: ListBalance
}

const WIDTH = 360
const HEIGHT = 190
const BASE = 150
const BAR = 56
const GAP = (WIDTH - 4 * BAR) / 5

/** List balance: a column per band, the rule and data year beside each count, and the advice. */
export function BalanceChart({ balance, ...rest }: BalanceChartProps) {
  const max = Math.max(1, ...balance.counts.map((c) => c.count))
  return (
    <ChartFigure
      title="List balance"
      summary={balance.summary}
      state={balance.total === 0 ? 'empty' : 'ready'}
      credit={`${DATA_CREDIT}. Bands follow the matching rules; no chance of admission is given.`}
      {...rest}
      chart={
        <>
          <svg
            className={styles.chart}
            viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
            role="img"
            aria-label={`Schools by band: ${balance.counts.map((c) => `${c.label} ${String(c.count)}`).join(', ')}`}
          >
            <line className={styles.axis} x1="0" x2={WIDTH} y1={BASE} y2={BASE} />
            {balance.counts.map((c, i) => {
              const height = ((BASE - 24) * c.count) / max
              const x = GAP + i * (BAR + GAP)
              return (
                <g key={c.band} data-tone={c.band}>
                  <rect
                    className={styles.bar}
                    x={x}
                    y={BASE - height}
                    width={BAR}
                    height={height}
                  />
                  <text className={styles.count} x={x + BAR / 2} y={BASE - height - 6}>
                    {c.count}
                  </text>
                  <text className={styles.label} x={x + BAR / 2} y={BASE + 20}>
                    {c.label}
                  </text>
                </g>
              )
            })}
          </svg>
          <dl className={styles.rules}>
            {balance.counts.map((c) => (
              <div key={c.band} className={styles.rule} data-tone={c.band}>
                <dt>
                  {c.label}: {c.count}
                </dt>
                <dd>
                  {c.rule} <span className={styles.year}>{c.dataYear}.</span>
                </dd>
              </div>
            ))}
          </dl>
          <AdviceList advice={balance.advice} />
        </>
      }
      table={
        <FiguresTable
          caption="Schools on your list by band"
          columns={['School', 'Band', 'Why']}
          rows={balance.schools.map((school) => ({
            key: school.id,
            cells: [school.name, BALANCE_LABEL[school.band], school.why],
          }))}
        />
      }
    />
  )
}
