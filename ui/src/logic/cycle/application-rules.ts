/**
 * This cycle's Common App rules, read from the reviewed data file application-rules.json (ADR
 * 0071): the plan types members may offer, the earliest first-year deadline, the essay presets.
 * The file is imported whole (Node, which runs the end-to-end tests and benchmarks, reads JSON
 * only as a default import), so what was read where is kept in REVIEW.md, not in it.
 */
import type { IsoDate } from '../planner/calendar-date.ts'
import type { Plan } from '../planner/model.ts'
import rules from './application-rules.json' with { type: 'json' }
import type { FactSource } from './sources.ts'

const { cycle, cycleEnds, cycleStarts, earliestFirstYearDeadline, essays, planTypes, sources } =
  rules

export type RulesSourceId = keyof typeof sources

/** The cycle the rules are for ("2026-27") and the days it runs. */
export const RULES_CYCLE: { name: string; starts: IsoDate; ends: IsoDate } = {
  name: cycle,
  starts: cycleStarts,
  ends: cycleEnds,
}

export const RULES_SOURCES: Record<RulesSourceId, FactSource> = sources as Record<
  RulesSourceId,
  FactSource
>

/** Common App's decision plans, as planner values (the file's values are checked against PLANS). */
export const COMMON_APP_PLANS: { values: readonly Plan[]; source: FactSource } = {
  values: planTypes.values as Plan[],
  source: RULES_SOURCES[planTypes.source as RulesSourceId],
}

/** No first-year fall deadline on the Common App before this date. */
export const EARLIEST_COMMON_APP_DEADLINE: { date: IsoDate; source: FactSource } = {
  date: earliestFirstYearDeadline.date,
  source: RULES_SOURCES[earliestFirstYearDeadline.source as RulesSourceId],
}

/**
 * A Common App essay the student can start from: a short title of our own (the prompts' wording
 * is Common App's, linked, not copied: ADR 0071), its number among the personal-statement
 * prompts, its limit and its source.
 */
export type EssayPreset = {
  id: string
  kind: 'personal' | 'supplement'
  /** 1-7 for a personal-statement prompt; null for another Common App question. */
  number: number | null
  title: string
  limit: { unit: 'words'; max: number; min?: number }
  source: FactSource
}

export const ESSAY_PRESETS: readonly EssayPreset[] = essays.map((essay) => ({
  id: essay.id,
  kind: essay.kind as EssayPreset['kind'],
  number: 'number' in essay ? (essay.number ?? null) : null,
  title: essay.title,
  limit: { ...essay.limit, unit: 'words' as const },
  source: RULES_SOURCES[essay.source as RulesSourceId],
}))
