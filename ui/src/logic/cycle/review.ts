/**
 * Whether a reviewed data file of this cycle's facts (ADR 0071) still holds: the cycle it
 * describes has not ended, its dates lie where its cycle puts them, and every source says where
 * it was checked and when. cycle.test.ts runs it on both files against today's date, so the team
 * is told to renew a file when its cycle ends, rather than a student reading last year's dates.
 */
import { formatIsoDay, isIsoDate, type IsoDate } from '../planner/calendar-date.ts'
import type { FactSource } from './sources.ts'

export type ReviewedFile = {
  /** The file, as a reviewer finds it: "ui/src/logic/cycle/aid-calendar.json". */
  file: string
  /** "2026-27": the application cycle; its first year is cycleStarts', its second cycleEnds'. */
  cycle: string
  cycleStarts: IsoDate
  cycleEnds: IsoDate
  reviewed: IsoDate
  /** Dates the cycle's facts name that must fall within the cycle. */
  inCycle: Record<string, IsoDate>
  /** Dates that must be exactly these (a rule of the calendar, e.g. June 30 of the aid year). */
  expected: Record<string, { date: IsoDate; is: IsoDate }>
  sources: Record<string, FactSource>
  /** Source ids the facts cite. */
  cited: readonly string[]
}

/** What is wrong with the file on `today`, in words a reviewer acts on; [] when it holds. */
export function reviewProblems(file: ReviewedFile, today: IsoDate): string[] {
  const problems: string[] = []
  const where = `${file.file} (${file.cycle} cycle)`
  if (today > file.cycleEnds)
    problems.push(
      `${where}: its cycle ended on ${formatIsoDay(file.cycleEnds)}. Check every fact against its source for the next cycle and update the cycle, its dates, the sources and the review date.`,
    )
  const [first, second] = file.cycle.split('-')
  if (
    file.cycleStarts.slice(0, 4) !== first ||
    file.cycleEnds.slice(2, 4) !== second ||
    file.cycleStarts >= file.cycleEnds
  )
    problems.push(`${where}: cycleStarts and cycleEnds do not match the cycle's name.`)
  for (const [name, date] of Object.entries(file.inCycle)) {
    if (!isIsoDate(date) || date < file.cycleStarts || date > file.cycleEnds)
      problems.push(`${where}: ${name} (${date}) is not within the cycle.`)
  }
  for (const [name, { date, is }] of Object.entries(file.expected)) {
    if (date !== is) problems.push(`${where}: ${name} is ${date}; this cycle's is ${is}.`)
  }
  for (const id of file.cited) {
    if (!(id in file.sources))
      problems.push(`${where}: a fact cites "${id}", which is not a source.`)
  }
  for (const [id, source] of Object.entries(file.sources)) {
    if (!source.url.startsWith('https://'))
      problems.push(`${where}: source ${id} sends students to a page that is not https.`)
    // The file is JSON: its value may be anything, whatever the type says.
    const kind: string = source.verifiedAtIs
    if (kind !== 'primary' && kind !== 'secondary')
      problems.push(
        `${where}: source ${id} does not say whether it was checked at the primary page.`,
      )
    if (source.verifiedAtIs === 'primary' && source.verifiedAt !== source.url)
      problems.push(`${where}: source ${id} is marked primary but was checked elsewhere.`)
    if (
      !isIsoDate(source.checked) ||
      source.checked < file.cycleStarts ||
      source.checked > file.reviewed ||
      source.checked > today
    )
      problems.push(`${where}: source ${id} was not checked during the cycle, by the review date.`)
  }
  return problems
}
