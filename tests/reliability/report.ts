import { RELIABILITY_SIZE } from './size.ts'

/**
 * Prints a reliability figure table (Markdown) so every run shows its numbers, with the size that
 * printed them (tests/reliability/size.ts).
 */
export function printTable(title: string, rows: Record<string, string | number>[]): void {
  const first = rows[0]
  if (!first) return
  const columns = Object.keys(first)
  const lines = [
    `\n${title} (${RELIABILITY_SIZE} size)`,
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${columns.map((c) => String(row[c])).join(' | ')} |`),
  ]
  console.log(lines.join('\n'))
}

/** Answers counted by HTTP status, as "200: 25, 400: 25" (0: no answer). */
export const statusText = (statuses: Map<number, number>): string =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${String(status)}: ${String(count)}`)
    .join(', ')
