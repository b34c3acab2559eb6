import { CATEGORIES, type PromptCategory } from './classify.ts'
import { wordsEstimate, type EssayLimit } from './essay.ts'

/**
 * The cover plan: the fewest distinct essays that answer all of a student's prompts. Two prompts
 * can share one essay when they are of the same category (not "other") and the longer limit is
 * at most twice the shorter: the essay is written to the shorter limit and grown for the longer.
 * A character limit is compared with word limits at about six characters a word; every limit is
 * still said, and checked, in its own unit (ADR 0045).
 * Why-us essays share their core and are tailored per school. In a "choose N of M" group only N
 * prompts need answers; the plan picks the N that add the fewest essays.
 */
export type PlanPrompt = {
  id: string
  /** What the student recognises: "Cornell: Why Cornell?" */
  label: string
  category: PromptCategory
  /** The limit as the portal states it, or null when the prompt has none. */
  limit: EssayLimit | null
  group: { id: string; choose: number } | null
}

export type PlannedEssay = {
  category: PromptCategory
  prompts: PlanPrompt[]
  /** Write to this limit first (the shortest among the prompts, in its own unit), null without. */
  writeTo: EssayLimit | null
  /** Its prompts' limits are in words and in characters, compared at about six characters a word. */
  mixedUnits: boolean
  /** Why-us essays keep a shared core and get one tailored paragraph per school. */
  tailorPerSchool: boolean
}

export type CoverPlan = {
  essays: PlannedEssay[]
  /** Prompts of "choose N of M" groups the plan leaves unanswered. */
  notNeeded: PlanPrompt[]
}

/** Prompts without a limit are planned as the longest common essay. */
const UNLIMITED_WORDS = 650
/** Past this many ways of choosing within groups, choices are made one group at a time. */
const MAX_COMBINATIONS = 5_000

const byId = (a: PlanPrompt, b: PlanPrompt) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
const words = (p: PlanPrompt) => (p.limit ? wordsEstimate(p.limit) : UNLIMITED_WORDS)

/** Whether one essay can answer all of `prompts`. */
export function canShare(prompts: readonly PlanPrompt[]): boolean {
  const [first] = prompts
  if (!first) return true
  if (prompts.length === 1) return true
  if (prompts.some((p) => p.category !== first.category || p.category === 'other')) return false
  const lengths = prompts.map(words)
  return Math.max(...lengths) <= 2 * Math.min(...lengths)
}

/**
 * The fewest essays answering every prompt given. Per category, sorted by limit, each essay takes
 * the shortest prompt left and every prompt up to twice its limit: for intervals of a fixed ratio
 * on a line this greedy choice is optimal (a test checks it against every partition).
 */
export function clusterPrompts(prompts: readonly PlanPrompt[]): PlannedEssay[] {
  const essays: PlannedEssay[] = []
  for (const category of CATEGORIES) {
    const sorted = prompts
      .filter((p) => p.category === category)
      .sort((a, b) => words(a) - words(b) || byId(a, b))
    let current: PlanPrompt[] = []
    const close = () => {
      const [first] = current
      if (!first) return
      const limited = current.filter((p) => p.limit !== null)
      const shortest = limited.reduce<PlanPrompt | null>(
        (best, p) => (best === null || words(p) < words(best) ? p : best),
        null,
      )
      essays.push({
        category,
        prompts: current,
        writeTo: shortest?.limit ?? null,
        mixedUnits: new Set(limited.map((p) => p.limit?.unit)).size > 1,
        tailorPerSchool: category === 'why-us' && current.length > 1,
      })
      current = []
    }
    for (const prompt of sorted) {
      if (current.length > 0 && !canShare([...current, prompt])) close()
      current.push(prompt)
      if (category === 'other') close()
    }
    close()
  }
  return essays
}

export function coverPlan(prompts: readonly PlanPrompt[]): CoverPlan {
  const sorted = [...prompts].sort(byId)
  const required = sorted.filter((p) => !p.group)
  const groups = new Map<string, { choose: number; members: PlanPrompt[] }>()
  for (const prompt of sorted) {
    if (!prompt.group) continue
    const group = groups.get(prompt.group.id) ?? { choose: prompt.group.choose, members: [] }
    group.members.push(prompt)
    groups.set(prompt.group.id, group)
  }
  const options = [...groups.values()].map((g) =>
    combinations(g.members, Math.min(g.choose, g.members.length)),
  )
  const total = options.reduce((n, o) => n * o.length, 1)

  let chosen: PlanPrompt[][]
  if (total <= MAX_COMBINATIONS) {
    let best: { picks: PlanPrompt[][]; count: number } | null = null
    for (const picks of product(options)) {
      const count = clusterPrompts([...required, ...picks.flat()]).length
      if (!best || count < best.count) best = { picks, count }
    }
    chosen = best?.picks ?? []
  } else {
    // Too many ways to try them all: each group in turn takes the choice adding fewest essays.
    chosen = []
    for (const groupOptions of options) {
      let best: { pick: PlanPrompt[]; count: number } | null = null
      for (const pick of groupOptions) {
        const count = clusterPrompts([...required, ...chosen.flat(), ...pick]).length
        if (!best || count < best.count) best = { pick, count }
      }
      chosen.push(best?.pick ?? [])
    }
  }
  const picked = new Set(chosen.flat().map((p) => p.id))
  return {
    essays: clusterPrompts([...required, ...chosen.flat()]),
    notNeeded: sorted.filter((p) => p.group && !picked.has(p.id)),
  }
}

export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]]
  const result: T[][] = []
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) result.push([item, ...rest])
  })
  return result
}

function* product<T>(lists: readonly T[][]): Generator<T[]> {
  const [first, ...rest] = lists
  if (!first) {
    yield []
    return
  }
  for (const item of first) for (const tail of product(rest)) yield [item, ...tail]
}
