import type { PromptCategory } from './classify.ts'

/**
 * The essay domain: what a student writes, for which platform and prompt, and how far along it is.
 * Shared by the counter, the classifier, reuse, the name guard and the save engine. The same
 * values are checked by the server (pocketbase/pb_hooks/lib/essays.js, ESSAY_LIMITS).
 */

/**
 * personal: the one personal statement of a platform, shared by every application on it;
 * scholarship: an essay for one of the student's scholarships (issue 26), whose sponsor the name
 * guard treats as its school.
 */
export type EssayKind = 'personal' | 'supplement' | 'scholarship'

export const ESSAY_STATUSES = ['not_started', 'drafting', 'review', 'final', 'submitted'] as const
export type EssayStatus = (typeof ESSAY_STATUSES)[number]

export const STATUS_LABELS: Record<EssayStatus, string> = {
  not_started: 'Not started',
  drafting: 'Drafting',
  review: 'In review',
  final: 'Final',
  submitted: 'Submitted',
}

/**
 * Where an application is sent. The planner owns the full list; essays only need to know which
 * applications share a personal statement and which counting rule a portal follows.
 */
export const PLATFORMS = ['common_app', 'coalition', 'school_portal'] as const
export type Platform = (typeof PLATFORMS)[number]

export const PLATFORM_LABELS: Record<Platform, string> = {
  common_app: 'Common App',
  coalition: 'Coalition on Scoir',
  school_portal: "School's own portal",
}

/** A prompt's length limit as the portal states it. `min` is a floor some prompts set (250 words). */
export type EssayLimit = { unit: 'words' | 'characters'; max: number; min?: number }

/** "650 words", "1,500 characters": a limit as the portal states it, in its own unit. */
export function limitText(limit: Pick<EssayLimit, 'unit' | 'max'>): string {
  return `${limit.max.toLocaleString('en-US')} ${limit.unit}`
}

/**
 * About six characters make a word of English prose (five letters and a space). Only to compare a
 * character limit with word limits (the cover plan) or to plan the writing it takes (analytics'
 * workload): never said as the limit, which the portal counts in its own unit (ADR 0045).
 */
export const CHARACTERS_PER_WORD = 6

/** A limit's length in words: exact for a word limit, an estimate for a character limit. */
export function wordsEstimate(limit: Pick<EssayLimit, 'unit' | 'max'>): number {
  return limit.unit === 'words' ? limit.max : Math.round(limit.max / CHARACTERS_PER_WORD)
}

/** "Choose N of M": the prompts sharing `id` form the group; the student answers `choose` of them. */
export type PromptGroup = { id: string; label: string; choose: number }

/**
 * An application as essays see it, taken as plain input from the planner: the school's name, the
 * deadline instant (ISO 8601, or null while unknown) with the zone its clock is in, and the
 * platform whose personal statement it shares (null while the student has not chosen one, or for
 * a platform without one).
 */
export type ApplicationInput = {
  id: string
  schoolName: string
  deadline: string | null
  /**
   * The IANA zone the deadline is set in (the school's when the planner says so, else the
   * student's planner zone: planner/deadline.ts deadlineZone); null while unknown.
   */
  deadlineZone: string | null
  platform: Platform | null
}

export type Essay = {
  id: string
  kind: EssayKind
  /** The platform of a personal statement; for a supplement, the portal whose counting it follows. */
  platform: Platform
  title: string
  /** The prompt as the school words it; empty for a free-standing draft. */
  prompt: string
  limit: EssayLimit | null
  group: PromptGroup | null
  status: EssayStatus
  text: string
  /** The server's revision of `text`; 0 before the first save. */
  revision: number
  /** ISO instant of the last change the server accepted. */
  updated: string
  /**
   * The applications this essay is for: a supplement's own links, or every application on a
   * personal statement's platform; empty when free-standing.
   */
  applications: ApplicationInput[]
  /** A supplement's links as stored (a personal statement has none: it follows its platform). */
  applicationIds: string[]
  /** The student's own category for the prompt; null: the classifier's suggestion stands. */
  category: PromptCategory | null
  /** Phrases the name guard also warns about (a mascot, a professor, a building). */
  guardPhrases: string[]
  /** The device that wrote the server's text and its edit count then (save-machine.ts). */
  device: string
  lastSeq: number
}

/** What the student sets about an essay (its text moves only through saves). */
export type EssayFields = Pick<
  Essay,
  | 'kind'
  | 'platform'
  | 'title'
  | 'prompt'
  | 'limit'
  | 'group'
  | 'status'
  | 'applicationIds'
  | 'category'
  | 'guardPhrases'
>

/** A change to an essay's fields; its kind never changes. */
export type EssayPatch = Partial<Omit<EssayFields, 'kind'>>

/** Server limits: the server reads these too (ui/src/logic/essays/server.ts). */
export const ESSAY_LIMITS = {
  /** Characters of essay text: about 4,000 words, six times the longest common prompt. */
  textMax: 25_000,
  promptMax: 2_000,
  titleMax: 200,
  versionNameMax: 100,
  /** Kept versions per essay; past it saves still land, checkpoints stop and naming is refused. */
  versionsMax: 500,
  /**
   * Past versionsMax a refused text and another device's replaced text are still kept, up to
   * this; then no version is added (the refused text stays on the device that sent it).
   */
  versionsHardMax: 1_000,
  essaysMax: 300,
  limitMax: 10_000,
  /** Phrases an essay's name guard warns about, and the length of each. */
  guardPhrasesMax: 50,
  guardPhraseMax: 100,
} as const

/** The earliest deadline among an essay's applications, or null when none is known. */
export function earliestDeadline(essay: Pick<Essay, 'applications'>): string | null {
  let earliest: string | null = null
  for (const application of essay.applications) {
    if (application.deadline === null) continue
    if (earliest === null || Date.parse(application.deadline) < Date.parse(earliest)) {
      earliest = application.deadline
    }
  }
  return earliest
}
