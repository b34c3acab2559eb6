import type { ReactNode } from 'react'
import styles from './ChartFigure.module.css'

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
