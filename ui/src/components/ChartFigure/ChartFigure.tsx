import {
  useId,
  type ComponentPropsWithRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react'
import styles from './ChartFigure.module.css'

export type ChartFigureProps = Omit<ComponentPropsWithoutRef<'figure'>, 'title'> & {
  /** The chart's name: its caption and the figure's accessible name. */
  title: string
  /** What the chart shows, in a sentence or two: read before the drawing. */
  summary: string
  /** empty: nothing to draw, so only the summary shows. */
  state?: 'ready' | 'empty'
  /** The drawing. */
  chart: ReactNode
  /** The same figures as a table, behind "Show the table". */
  table: ReactNode
  /** Where the figures come from and their years. */
  credit?: string
}

/**
 * A chart as a figure: caption, a text summary, the drawing, its table alternative (a disclosure)
 * and the data credit. Every chart of the analytics page is one of these.
 */
export function ChartFigure({
  title,
  summary,
  state = 'ready',
  chart,
  table,
  credit,
  className,
  ...rest
}: ChartFigureProps) {
  const captionId = useId()
  return (
    <figure
      aria-labelledby={captionId}
      data-state={state}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <p className={styles.summary}>{summary}</p>
      {state === 'ready' ? (
        <>
          {chart}
          <details className={styles.details}>
            <summary className={styles.toggle}>Show the figures as a table</summary>
            {/* A table wider than a phone scrolls in its own region, never the page. */}
            <ChartScroll aria-label={`${title}, the figures as a table: scrolls sideways`}>
              {table}
            </ChartScroll>
          </details>
        </>
      ) : null}
      {credit ? <p className={styles.credit}>{credit}</p> : null}
    </figure>
  )
}

export type HBarProps = {
  /** The bar's length, in the same unit as `max`. */
  value: number
  max: number
  /** A lighter part after the bar, up to this value (e.g. an out-of-state price). */
  extendTo?: number | null
  /** A vertical line across the bar (e.g. the budget). */
  marker?: number | null
  /** Colour family, matched in CSS. */
  tone?: string
}

/** One horizontal bar drawn in SVG, decorative: the figures are in the words beside it. */
export function HBar({ value, max, extendTo = null, marker = null, tone = 'neutral' }: HBarProps) {
  const scale = (x: number) => (max <= 0 ? 0 : Math.max(0, Math.min(100, (100 * x) / max)))
  return (
    <svg
      className={styles.hbar}
      data-tone={tone}
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.track} x="0" y="0" width="100" height="10" />
      {extendTo !== null ? (
        <rect className={styles.extension} x="0" y="1" width={scale(extendTo)} height="8" />
      ) : null}
      <rect className={styles.bar} x="0" y="1" width={scale(value)} height="8" />
      {marker !== null ? (
        <line
          className={styles.marker}
          x1={scale(marker)}
          x2={scale(marker)}
          y1="0"
          y2="10"
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
    </svg>
  )
}

export type ChartRowProps = Omit<ComponentPropsWithoutRef<'li'>, 'children'> & {
  /** The school the row is about. */
  name: string
  /** Its verdict or figure, beside the name. */
  status?: ReactNode
  /** The verdict's colour family (matched in CSS); words always say it too. */
  tone?: string
  /** The row's bar. */
  bar?: ReactNode
  /** Words under the bar and any action. */
  children?: ReactNode
}

/** One line of a row chart: name and verdict, the bar, then the words and actions. */
export function ChartRow({ name, status, tone, bar, children, className, ...rest }: ChartRowProps) {
  return (
    <li {...rest} className={[styles.item, className].filter(Boolean).join(' ')}>
      <div className={styles.head}>
        <span className={styles.name}>{name}</span>
        {status ? (
          <span className={styles.verdict} data-tone={tone}>
            {status}
          </span>
        ) : null}
      </div>
      {bar}
      {children}
    </li>
  )
}

/** Class names charts share: a list of rows and the parts of a row, a note, a link. */
export const chartClasses = {
  rows: styles.rows,
  note: styles.note,
  detail: styles.detail,
  action: styles.action,
  link: styles.link,
}

export type ChartScrollProps = Omit<ComponentPropsWithoutRef<'div'>, 'aria-label'> & {
  /** The region's name, which says that it scrolls sideways. */
  'aria-label': string
}

/** A part of a chart wider than the page: a named region that scrolls sideways. */
export function ChartScroll({ className, ...rest }: ChartScrollProps) {
  return (
    <div
      className={[styles.scroll, className].filter(Boolean).join(' ')}
      role="region"
      {...rest}
      // A region that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    />
  )
}

export type ChartPlaceholderProps = Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> & {
  /** The chart's name, as its figure will be named. */
  title: string
}

/**
 * Where a chart will be, before its code has loaded: its name and a roughly chart-sized frame, so
 * the page does not jump and the charts further down are not all "in view" at once.
 */
export function ChartPlaceholder({ title, className, ...rest }: ChartPlaceholderProps) {
  return (
    <div
      {...rest}
      className={[styles.root, styles.placeholder, className].filter(Boolean).join(' ')}
    >
      <p className={styles.caption}>{title}</p>
      <p className={styles.note}>Loading...</p>
    </div>
  )
}

/** A column of a figures table: its heading, and `numeric` when its figures align as numbers. */
export type FiguresColumn = string | { label: string; numeric: true }

/** A column whose figures align as numbers (amounts, counts). */
export const numeric = (label: string): FiguresColumn => ({ label, numeric: true })

export type FiguresTableProps = {
  /** The table's name. */
  caption: string
  /**
   * The column headings, the first over the rows' own headings; an empty first heading leaves
   * the corner cell blank.
   */
  columns: readonly FiguresColumn[]
  /** One row a line: its key, then its cells in column order, the first being its heading. */
  rows: readonly { key: string; cells: readonly [ReactNode, ...ReactNode[]] }[]
}

const labelOf = (column: FiguresColumn | undefined) =>
  typeof column === 'object' ? column.label : (column ?? '')
const numericClass = (column: FiguresColumn | undefined) =>
  typeof column === 'object' ? styles.numeric : undefined

/**
 * A chart's figures as a table: column headings, each row named by its first cell, numeric
 * columns aligned as numbers (headings and cells alike).
 */
export function FiguresTable({ caption, columns, rows }: FiguresTableProps) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) =>
            i === 0 && labelOf(column) === '' ? (
              <td key={i} />
            ) : (
              <th key={i} scope="col" className={numericClass(column)}>
                {labelOf(column)}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [heading, ...cells] }) => (
          <tr key={key}>
            <th scope="row">{heading}</th>
            {cells.map((cell, i) => (
              <td key={i} className={numericClass(columns[i + 1])}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
