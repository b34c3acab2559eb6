import type { ComponentPropsWithoutRef } from 'react'
import {
  TEST_ADVICE_LABEL,
  type TestAdvice,
  type TestAdviceReport,
} from '../../logic/analytics/test-advice.ts'
import { entryTerm, ENTRY_YEAR } from '../../logic/cycle/cycle.ts'
import { policyProvenanceText } from '../../logic/admissions/test-policy.ts'
import { DATA_CREDIT } from '../../logic/university.ts'
import { ChartFigure, ChartRow, chartClasses } from '../ChartFigure/ChartFigure.tsx'
import { FiguresTable } from '../ChartFigure/ChartFigure.tsx'
import { TestPolicyNote } from '../TestPolicyNote/TestPolicyNote.tsx'
import styles from './TestAdviceChart.module.css'

export type TestAdviceChartProps = Omit<ComponentPropsWithoutRef<'figure'>, 'title'> & {
  /** Advice per school (logic/analytics/test-advice.ts). */
  report: TestAdviceReport
}

/** The test's whole scale, so every school's strip reads the same way. */
const SCALE = { SAT: [400, 1600], ACT: [1, 36] } as const

/** The school's middle half on the test's scale, with the student's midpoint marked. */
function RangeStrip({ row }: { row: TestAdvice }) {
  if (!row.range) return null
  const [low, high] = SCALE[row.range.name]
  const x = (score: number) => Math.max(0, Math.min(100, (100 * (score - low)) / (high - low)))
  return (
    <svg
      className={styles.strip}
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.track} x="0" y="3" width="100" height="4" />
      <rect
        className={styles.range}
        x={x(row.range.low)}
        y="1"
        width={Math.max(0.5, x(row.range.high) - x(row.range.low))}
        height="8"
      />
      <line
        className={styles.mine}
        x1={x(row.range.mine)}
        x2={x(row.range.mine)}
        y1="0"
        y2="10"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  )
}

/** Test-score advice per school, with each school's middle half of scores and the student's. */
export function TestAdviceChart({ report, ...rest }: TestAdviceChartProps) {
  return (
    <ChartFigure
      title="Test scores: send or not"
      summary={report.summary}
      state={report.schools.length === 0 ? 'empty' : 'ready'}
      credit={`${DATA_CREDIT}. Score ranges are the 25th to 75th percentiles of enrolled first-years who sent scores, fall 2022. Test policies for ${entryTerm(ENTRY_YEAR)} entrants were checked on each school's page or, where marked, a secondary source; any other policy is the fall 2022 figure and may have changed ("test blind" is the 2022 wording "not considered, even if submitted").`}
      {...rest}
      chart={
        <>
          {report.band ? (
            <p className={chartClasses.note}>
              Each bar is a school&apos;s middle half of scores; the line is the middle of your band
              ({report.band}).
            </p>
          ) : null}
          <ul className={chartClasses.rows} aria-label="Advice by school">
            {report.schools.map((row) => (
              <ChartRow
                key={row.id}
                name={row.name}
                status={TEST_ADVICE_LABEL[row.kind]}
                tone={row.kind}
                bar={<RangeStrip row={row} />}
              >
                <p className={chartClasses.detail}>{row.reason}</p>
                <p className={chartClasses.detail}>
                  <TestPolicyNote statement={row.policyText} provenance={row.provenance} />
                </p>
              </ChartRow>
            ))}
          </ul>
        </>
      }
      table={
        <FiguresTable
          caption="Test-score advice by school"
          columns={['School', 'Advice', 'Policy', 'Middle half (fall 2022)', 'Sent scores']}
          rows={report.schools.map((row) => ({
            key: row.id,
            cells: [
              row.name,
              TEST_ADVICE_LABEL[row.kind],
              `${row.policyText} ${policyProvenanceText(row.provenance)}`,
              row.range
                ? `${row.range.name} ${String(row.range.low)}-${String(row.range.high)}`
                : 'Not reported',
              row.submitted ?? 'Not reported',
            ],
          }))}
        />
      }
    />
  )
}
