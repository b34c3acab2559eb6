import type { University } from '../university.ts'

/**
 * The 'Popular Universities' grid: the most applied-to schools (IPEDS ADM2022 applicants), at most
 * one per state so the grid is not eight campuses of one system. Schools that report no
 * applicants are never picked. Ties keep the input order.
 */
export function pickPopular(universities: readonly University[], count = 8): University[] {
  const ranked = universities
    .filter((u) => u.applicants_fall2022 !== null)
    .map((u, index) => ({ u, index }))
    .sort(
      (a, b) =>
        (b.u.applicants_fall2022 ?? 0) - (a.u.applicants_fall2022 ?? 0) || a.index - b.index,
    )
  const states = new Set<string>()
  const picked: University[] = []
  for (const { u } of ranked) {
    if (picked.length === count) break
    if (states.has(u.state)) continue
    states.add(u.state)
    picked.push(u)
  }
  return picked
}

/** How the grid describes its choice, with the figure's source year. */
export const POPULAR_RULE = 'Most applied-to in fall 2022, one per state (IPEDS ADM2022)'
