import type { ComponentPropsWithoutRef } from 'react'
import type { Workload } from '../../logic/analytics/workload.ts'
import { formatIsoDate } from '../../logic/planner/calendar-date.ts'
import { ChartFigure, ChartScroll, chartClasses } from '../ChartFigure/ChartFigure.tsx'
import { FiguresTable, numeric } from '../ChartFigure/ChartFigure.tsx'
import styles from './WorkloadChart.module.css'

export type WorkloadChartProps = Omit<ComponentPropsWithoutRef<'figure'>, 'title'> & {
  /** Words and tasks per week until the last deadline (logic/analytics/workload.ts). */
  workload: Workload
}

const COLUMN = 52
const BAR = 30
const WORDS_BASE = 140
const TASKS_BASE = 204
const HEIGHT = 250

/** The two rows of bars: each stands on its base, `base - top` tall in its busiest week. */
const SERIES = [
  { key: 'words', className: styles.words, top: 34, base: WORDS_BASE },
  { key: 'tasks', className: styles.tasks, top: 164, base: TASKS_BASE },
] as const

/** One bar standing on `base`, its figure above it when there is one. */
function Column(props: {
  className: string | undefined
  x: number
  value: number
  height: number
  base: number
}) {
  const { className, x, value, height, base } = props
  return (
    <>
      <rect className={className} x={x} y={base - height} width={BAR} height={height} />
      {value > 0 ? (
        <text className={styles.value} x={x + BAR / 2} y={base - height - 4}>
          {value.toLocaleString('en-US')}
        </text>
      ) : null}
    </>
  )
}

/** Words to write (upper bars) and tasks due (lower bars) per week; crunch weeks stand out. */
export function WorkloadChart({ workload, ...rest }: WorkloadChartProps) {
  const { weeks } = workload
  const series = SERIES.map((row) => ({
    ...row,
    max: Math.max(1, ...weeks.map((w) => w[row.key])),
  }))
  const width = weeks.length * COLUMN + 8
  const crunchWeeks = weeks.filter((w) => w.crunch).map((w) => w.label)
  return (
    <ChartFigure
      title="Workload by week"
      summary={workload.summary}
      state={weeks.length === 0 ? 'empty' : 'ready'}
      credit="From your essays (words left up to each limit, a limit in characters planned as words of about six characters, spread evenly until the essay's first deadline) and your planner's open tasks. Weeks start on Monday."
      {...rest}
      chart={
        <>
          <p className={chartClasses.note}>
            Upper bars: words to write. Lower bars: tasks due. A diamond marks a week with a
            deadline; crunch weeks are drawn in red and labelled.
          </p>
          <ChartScroll aria-label="Workload by week, scrolls sideways">
            <svg
              width={width}
              height={HEIGHT}
              viewBox={`0 0 ${String(width)} ${String(HEIGHT)}`}
              role="img"
              aria-label={`Workload by week${crunchWeeks.length > 0 ? `; crunch weeks: ${crunchWeeks.join(', ')}` : ''}`}
            >
              <line className={styles.axis} x1="0" x2={width} y1={WORDS_BASE} y2={WORDS_BASE} />
              <line className={styles.axis} x1="0" x2={width} y1={TASKS_BASE} y2={TASKS_BASE} />
              {weeks.map((week, i) => {
                const x = 4 + i * COLUMN + (COLUMN - BAR) / 2
                const center = x + BAR / 2
                return (
                  <g key={week.start} data-crunch={week.crunch}>
                    {week.crunch ? (
                      <text className={styles.crunch} x={center} y={12}>
                        crunch
                      </text>
                    ) : null}
                    {series.map(({ key, className, top, base, max }) => (
                      <Column
                        key={key}
                        className={className}
                        x={x}
                        value={week[key]}
                        height={((base - top) * week[key]) / max}
                        base={base}
                      />
                    ))}
                    <text className={styles.week} x={center} y={TASKS_BASE + 18}>
                      {week.label}
                    </text>
                    {week.deadlines.length > 0 ? (
                      <path
                        className={styles.deadline}
                        d={`M ${String(center)} ${String(TASKS_BASE + 26)} l 6 6 l -6 6 l -6 -6 z`}
                      />
                    ) : null}
                  </g>
                )
              })}
            </svg>
          </ChartScroll>
        </>
      }
      table={
        <FiguresTable
          caption="Workload by week"
          columns={[
            'Week of',
            numeric('Words to write'),
            numeric('Tasks due'),
            'Deadlines',
            'Crunch',
          ]}
          rows={weeks.map((week) => ({
            key: week.start,
            cells: [
              formatIsoDate(week.start),
              week.words.toLocaleString('en-US'),
              week.tasks,
              week.deadlines.join(', '),
              week.crunch ? 'Yes' : 'No',
            ],
          }))}
        />
      }
    />
  )
}
