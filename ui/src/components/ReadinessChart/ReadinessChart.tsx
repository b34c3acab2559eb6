import type { ComponentPropsWithoutRef } from 'react'
import { ATTENTION_LABEL, type Progress, type Readiness } from '../../logic/analytics/readiness.ts'
import { formatIsoDate } from '../../logic/planner/calendar-date.ts'
import { ChartFigure, ChartRow, HBar, chartClasses } from '../ChartFigure/ChartFigure.tsx'
import { FiguresTable } from '../ChartFigure/ChartFigure.tsx'
import styles from './ReadinessChart.module.css'

export type ReadinessChartProps = Omit<ComponentPropsWithoutRef<'figure'>, 'title'> & {
  /** Readiness per application, most urgent first (logic/analytics/readiness.ts). */
  readiness: Readiness
  /** The planner page, where tasks, recommenders and applications are edited. */
  plannerHref?: string
}

function progressWords(progress: Progress, what: string, state: string): string {
  return progress.total === 0
    ? `No ${what}`
    : `${String(progress.done)} of ${String(progress.total)} ${what} ${state}`
}

const doneOf = (progress: Progress) => `${String(progress.done)} of ${String(progress.total)}`

function Meter({ progress, words }: { progress: Progress; words: string }) {
  return (
    <div className={styles.meter}>
      <span className={styles.meterWords}>{words}</span>
      {progress.total > 0 ? (
        <HBar
          value={progress.done}
          max={progress.total}
          tone={progress.done === progress.total ? 'done' : 'neutral'}
        />
      ) : null}
    </div>
  )
}

/** One line per application: tasks, essays and recommenders as bars, and the time left. */
export function ReadinessChart({
  readiness,
  plannerHref = '/planner/',
  ...rest
}: ReadinessChartProps) {
  const { rows } = readiness
  return (
    <ChartFigure
      title="Readiness per application"
      summary={readiness.summary}
      state={rows.length === 0 ? 'empty' : 'ready'}
      credit="From your planner and essays: tasks ticked off, essays marked final, recommenders who agreed or sent their letter."
      {...rest}
      chart={
        <>
          <ul className={chartClasses.rows} aria-label="Applications, most urgent first">
            {rows.map((row) => (
              <ChartRow
                key={row.id}
                className={styles.row}
                data-attention={row.attention}
                name={row.schoolName}
                status={ATTENTION_LABEL[row.attention]}
                tone={row.attention}
              >
                <p className={styles.when}>
                  {row.statusLabel}
                  {row.deadlineDate === '' ? '' : ` · due ${formatIsoDate(row.deadlineDate)}`}
                  {` · ${row.timeLeft}`}
                </p>
                <div className={styles.meters}>
                  <Meter progress={row.tasks} words={progressWords(row.tasks, 'tasks', 'done')} />
                  <Meter
                    progress={row.essays}
                    words={progressWords(row.essays, 'essays', 'final')}
                  />
                  <Meter
                    progress={row.recommenders}
                    words={progressWords(row.recommenders, 'recommenders', 'confirmed')}
                  />
                </div>
                {row.needs.length > 0 ? (
                  <p className={styles.needs}>Left: {row.needs.join(', ')}.</p>
                ) : null}
              </ChartRow>
            ))}
          </ul>
          <a className={chartClasses.link} href={plannerHref}>
            Open your planner
          </a>
        </>
      }
      table={
        <FiguresTable
          caption="Readiness per application"
          columns={[
            'School',
            'Attention',
            'Time left',
            'Tasks done',
            'Essays final',
            'Recommenders confirmed',
          ]}
          rows={rows.map((row) => ({
            key: row.id,
            cells: [
              row.schoolName,
              ATTENTION_LABEL[row.attention],
              row.timeLeft,
              doneOf(row.tasks),
              doneOf(row.essays),
              doneOf(row.recommenders),
            ],
          }))}
        />
      }
    />
  )
}
