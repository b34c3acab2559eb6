import { searchKey, searchTerms } from './search-key.ts'

type Named = { name: string; city: string; state: string }

/**
 * Orders search results: names that start with the query first, then names containing every
 * word as a whole word, then the rest; alphabetical within each group. Stable and pure.
 */
export function rankByQuery<T extends Named>(query: string, items: readonly T[]): T[] {
  const key = searchKey(query)
  const terms = searchTerms(query)
  const score = (item: T): number => {
    const name = searchKey(item.name)
    if (name === key) return 0
    if (name.startsWith(key)) return 1
    const words = new Set(name.split(' '))
    if (terms.every((t) => words.has(t))) return 2
    if (terms.every((t) => name.includes(t))) return 3
    return 4
  }
  return items
    .map((item, index) => ({ item, index, rank: score(item) }))
    .sort((a, b) => a.rank - b.rank || a.item.name.localeCompare(b.item.name) || a.index - b.index)
    .map(({ item }) => item)
}
