import type { ComponentPropsWithoutRef } from 'react'
import { VERDICT_LABEL, type Affordability } from '../../logic/analytics/affordability.ts'
import { money } from '../../logic/analytics/words.ts'
import { DATA_CREDIT } from '../../logic/university.ts'
import { AdviceList } from '../AdviceList/AdviceList.tsx'
import { ChartFigure, ChartRow, HBar, chartClasses } from '../ChartFigure/ChartFigure.tsx'
import { FiguresTable, numeric } from '../ChartFigure/ChartFigure.tsx'

export type AffordabilityChartProps = Omit<ComponentPropsWithoutRef<'figure'>, 'title'> & {
  /** Each school's price for the student against the budget (logic/analytics/affordability.ts). */
  affordability: Affordability
}

/** Each school's price for this student as a bar, the budget as a line across them. */
export function AffordabilityChart({ affordability, ...rest }: AffordabilityChartProps) {
  const { budget, schools } = affordability
  const highest = Math.max(0, ...schools.flatMap((s) => s.prices.map((p) => p.amount)))
  const max = Math.max(highest, budget.cap ?? 0) * 1.05 || 1
  return (
    <ChartFigure
      title="Affordability"
      summary={affordability.summary}
      state={schools.length === 0 ? 'empty' : 'ready'}
      credit={`${DATA_CREDIT}. The average net price (2020-21) is what students with grant aid paid on average, housing included; published tuition (2022-23) leaves housing out. Your own price can differ: each school's net price calculator estimates it for your family.`}
      {...rest}
      chart={
        <>
          <p className={chartClasses.note}>
            {budget.cap === null
              ? `Your budget: ${budget.label}.`
              : `The line across each bar marks your budget: ${money(budget.cap)} a year (${budget.label}).`}
          </p>
          <ul className={chartClasses.rows} aria-label="Price for you, by school">
            {schools.map((school) => {
              const [first, second] = school.prices
              return (
                <ChartRow
                  key={school.id}
                  name={school.name}
                  status={VERDICT_LABEL[school.verdict]}
                  tone={school.verdict}
                  bar={
                    first ? (
                      <HBar
                        value={first.amount}
                        extendTo={second ? second.amount : null}
                        marker={budget.cap}
                        max={max}
                        tone={school.verdict}
                      />
                    ) : null
                  }
                >
                  <p className={chartClasses.detail}>{school.text}</p>
                  {school.calculatorUrl ? (
                    <a
                      className={chartClasses.link}
                      href={school.calculatorUrl}
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      Net price calculator
                      <span className="visually-hidden">
                        {' '}
                        for {school.name} (opens in a new tab)
                      </span>
                    </a>
                  ) : null}
                </ChartRow>
              )
            })}
          </ul>
          <AdviceList advice={affordability.advice} />
        </>
      }
      table={
        <FiguresTable
          caption="Price for you, by school"
          columns={['School', 'Price for you', 'Against your budget', numeric('Above budget by')]}
          rows={schools.map((school) => ({
            key: school.id,
            cells: [
              school.name,
              school.prices.length === 0
                ? 'Not reported'
                : school.prices.map((p) => `${p.label}: ${money(p.amount)}`).join('; '),
              VERDICT_LABEL[school.verdict],
              school.overBy === null ? '' : money(school.overBy),
            ],
          }))}
        />
      }
    />
  )
}
