import type { ComponentPropsWithoutRef } from 'react'
import { COLLEGE_FINANCING_PLAN } from '../../logic/admissions/offer-facts.ts'
import { money } from '../../logic/analytics/words.ts'
import {
  AVERAGE_NET_PRICE_LABEL,
  type OfferColumn,
  type OfferComparison,
} from '../../logic/offers/compare.ts'
import { Button } from '../Button/Button.tsx'
import { ChartFigure, FiguresTable, numeric } from '../ChartFigure/ChartFigure.tsx'
import styles from './OffersComparison.module.css'

export type OffersComparisonProps = Omit<ComponentPropsWithoutRef<'figure'>, 'title'> & {
  /** Admitted schools' offers compared (logic/offers/compare.ts). */
  comparison: OfferComparison
  /** Opens the aid offer form for one admitted school. */
  onEditOffer?: (column: OfferColumn) => void
}

const amount = (value: number | null) => (value === null ? 'Not given' : money(value))
const cents = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

function Column({
  column,
  onEditOffer,
}: {
  column: OfferColumn
  onEditOffer: OffersComparisonProps['onEditOffer']
}) {
  const outside = column.outside.reduce((total, a) => total + a.amount, 0)
  return (
    <li className={styles.column} data-state={column.entered ? 'entered' : 'missing'}>
      {/* The analytics page has no other headings under its title: each school is the next level. */}
      <h2 className={styles.school}>{column.schoolName}</h2>
      {column.entered ? (
        <>
          <dl className={styles.lines}>
            <div>
              <dt>Cost of attendance</dt>
              <dd>{amount(column.cost)}</dd>
            </div>
            <div>
              <dt>Grants and scholarships</dt>
              <dd>{column.gift === 0 ? '$0' : `- ${money(column.gift)}`}</dd>
            </div>
            <div className={styles.net}>
              <dt>Net price (cost minus gift aid)</dt>
              <dd>{amount(column.netPrice)}</dd>
            </div>
            {column.outside.length > 0 ? (
              <>
                <div>
                  <dt>
                    Outside aid: your scholarships (
                    {column.outside.map((a) => a.sponsor).join(', ')})
                  </dt>
                  <dd>- {money(outside)}</dd>
                </div>
                <div className={styles.net}>
                  <dt>Net price after outside aid</dt>
                  <dd>{amount(column.netAfterOutside)}</dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>Work-study (earned by working, not off the bill)</dt>
              <dd>{amount(column.workStudy)}</dd>
            </div>
            <div>
              <dt>{AVERAGE_NET_PRICE_LABEL}</dt>
              <dd>{column.averageNetPrice}</dd>
            </div>
          </dl>
          <h3 className={styles.subhead}>Loans: debt, not aid</h3>
          {column.loans.length === 0 ? (
            <p className={styles.note}>No loans in this offer.</p>
          ) : (
            <ul className={styles.loans}>
              {column.loans.map((loan, index) => (
                <li key={index}>
                  {loan.label}: {money(loan.amount)} borrowed
                  {loan.rate === null || loan.monthly === null || loan.total === null
                    ? ' (rate not entered)'
                    : ` at ${String(loan.rate)} percent a year: ${cents(loan.monthly)} a month for 10 years, ${money(loan.total)} repaid in all`}
                </li>
              ))}
            </ul>
          )}
          <p className={styles.note}>{column.fourYears.words}</p>
          {column.flags.length > 0 ? (
            <ul className={styles.flags} aria-label={`Warnings about ${column.schoolName}'s offer`}>
              {column.flags.map((flag) => (
                <li key={flag.kind} data-kind={flag.kind}>
                  {flag.words}
                  {flag.reason ? (
                    <>
                      {' '}
                      <span className={styles.reason}>
                        Why this matters: {flag.reason.words} Source:{' '}
                        <a href={flag.reason.url}>{flag.reason.source}</a>.
                      </span>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className={styles.note}>
          Offer not entered yet. {AVERAGE_NET_PRICE_LABEL}: {column.averageNetPrice}.
        </p>
      )}
      {onEditOffer ? (
        <Button variant="secondary" onClick={() => onEditOffer(column)}>
          {column.entered ? 'Edit aid offer' : 'Enter aid offer'}{' '}
          <span className="visually-hidden">from {column.schoolName}</span>
        </Button>
      ) : null}
    </li>
  )
}

/**
 * Admitted schools side by side (stacked on a phone): the net price from gift aid only, loans as
 * debt with what the standard ten-year plan repays, outside scholarships labelled as such, the
 * catalogue's average net price with its year, and each offer's flags with their reasons.
 */
export function OffersComparison({ comparison, onEditOffer, ...rest }: OffersComparisonProps) {
  const { columns } = comparison
  return (
    <ChartFigure
      title="Decisions: your offers side by side"
      summary={comparison.summary}
      state={columns.length === 0 ? 'empty' : 'ready'}
      credit={`Offers: what you entered from each letter, a year. Repayment: equal monthly payments over 10 years at the rate you entered, before any interest that builds up in school. ${COLLEGE_FINANCING_PLAN.text}`}
      {...rest}
      chart={
        <ul className={styles.columns} aria-label="Offers by school">
          {columns.map((column) => (
            <Column key={column.id} column={column} onEditOffer={onEditOffer} />
          ))}
        </ul>
      }
      table={
        <FiguresTable
          caption="Offers by school, a year"
          columns={[
            'School',
            numeric('Cost'),
            numeric('Gift aid'),
            numeric('Net price'),
            numeric('Borrowed'),
          ]}
          rows={columns.map((column) => ({
            key: column.id,
            cells: [
              column.schoolName,
              amount(column.cost),
              money(column.gift),
              amount(column.netAfterOutside),
              money(column.borrowed),
            ],
          }))}
        />
      }
    />
  )
}
