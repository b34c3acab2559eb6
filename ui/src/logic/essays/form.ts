import { ESSAY_PRESETS, RULES_CYCLE, type EssayPreset } from '../cycle/application-rules.ts'
import type { FieldErrors } from '../validation/fields.ts'
import { textProblem, type TextLines } from '../validation/text-rule.ts'
import type { PromptCategory } from './classify.ts'
import {
  ESSAY_LIMITS,
  type ApplicationInput,
  type EssayFields,
  type EssayKind,
  type EssayLimit,
  type EssayStatus,
  type Platform,
} from './essay.ts'

/**
 * The essay form as typed (numbers still text), its checks (the server's own, said before
 * sending: pocketbase/pb_hooks/lib/essays.js) and the fields it stores. Error keys are the
 * record's field names, so the server's answers land on the same fields.
 */
export type EssayFormValues = {
  kind: EssayKind
  platform: Platform
  title: string
  prompt: string
  limitUnit: EssayLimit['unit'] | ''
  limitMax: string
  limitMin: string
  /** The "choose N of M" group's name; empty when the prompt stands alone. */
  groupLabel: string
  groupChoose: string
  /** '' follows the classifier's suggestion. */
  category: PromptCategory | ''
  applicationIds: string[]
  status: EssayStatus
}

export type EssayFormField =
  | 'title'
  | 'prompt'
  | 'platform'
  | 'limit_unit'
  | 'limit_max'
  | 'limit_min'
  | 'group_label'
  | 'group_choose'
  | 'applications'
  | 'scholarship'

/** The limits the Common App sets its personal statement this cycle (reviewed data, ADR 0071). */
export const PERSONAL_STATEMENT_LIMIT: EssayLimit = ESSAY_PRESETS.find(
  (preset) => preset.kind === 'personal',
)?.limit ?? { unit: 'words', max: 650, min: 250 }

export const ESSAY_FORM_MESSAGES = {
  title: 'Give the essay a title, such as "Why Northwestern".',
  tooLong: (max: number) => `Keep it under ${max.toLocaleString('en-US')} characters.`,
  limitNumber: (unit: string) =>
    `Give the limit as a whole number of ${unit}, up to ${ESSAY_LIMITS.limitMax.toLocaleString('en-US')}.`,
  limitUnit: 'Say whether the limit counts words or characters.',
  minAboveMax: 'The minimum cannot be above the limit.',
  choose: 'Say how many prompts of the group to answer (1-50).',
  groupName: 'Name the group of prompts to choose from.',
  scholarship: 'Choose the scholarship this essay is for.',
} as const

export function formValuesOf(
  essay: Partial<EssayFields> & Pick<EssayFields, 'kind'>,
): EssayFormValues {
  const limit = essay.limit ?? (essay.kind === 'personal' ? PERSONAL_STATEMENT_LIMIT : null)
  return {
    kind: essay.kind,
    platform: essay.platform ?? 'common_app',
    title: essay.title ?? '',
    prompt: essay.prompt ?? '',
    limitUnit: limit?.unit ?? '',
    limitMax: limit ? String(limit.max) : '',
    limitMin: limit?.min ? String(limit.min) : '',
    groupLabel: essay.group?.label ?? '',
    groupChoose: essay.group ? String(essay.group.choose) : '',
    category: essay.category ?? '',
    applicationIds: [...(essay.applicationIds ?? [])],
    status: essay.status ?? 'not_started',
  }
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null
}

export function validateEssayForm(values: EssayFormValues): FieldErrors<EssayFormField> {
  const errors: FieldErrors<EssayFormField> = {}
  const title = values.title.trim()
  if (title === '') errors.title = ESSAY_FORM_MESSAGES.title
  else if (title.length > ESSAY_LIMITS.titleMax) {
    errors.title = ESSAY_FORM_MESSAGES.tooLong(ESSAY_LIMITS.titleMax)
  }
  if (values.prompt.trim().length > ESSAY_LIMITS.promptMax) {
    errors.prompt = ESSAY_FORM_MESSAGES.tooLong(ESSAY_LIMITS.promptMax)
  }
  const max = wholeNumber(values.limitMax)
  const min = values.limitMin.trim() === '' ? 0 : wholeNumber(values.limitMin)
  if (values.limitUnit !== '') {
    if (max === null || max < 1 || max > ESSAY_LIMITS.limitMax) {
      errors.limit_max = ESSAY_FORM_MESSAGES.limitNumber(values.limitUnit)
    }
    if (min === null || min > ESSAY_LIMITS.limitMax) {
      errors.limit_min = ESSAY_FORM_MESSAGES.limitNumber(values.limitUnit)
    } else if (max !== null && min > max) errors.limit_min = ESSAY_FORM_MESSAGES.minAboveMax
  } else if (values.limitMax.trim() !== '' || values.limitMin.trim() !== '') {
    errors.limit_unit = ESSAY_FORM_MESSAGES.limitUnit
  }
  const label = values.groupLabel.trim()
  const choose = wholeNumber(values.groupChoose)
  if (label !== '' && (choose === null || choose < 1 || choose > 50)) {
    errors.group_choose = ESSAY_FORM_MESSAGES.choose
  }
  if (label === '' && values.groupChoose.trim() !== '') {
    errors.group_label = ESSAY_FORM_MESSAGES.groupName
  } else if (label.length > ESSAY_LIMITS.titleMax) {
    errors.group_label = ESSAY_FORM_MESSAGES.tooLong(ESSAY_LIMITS.titleMax)
  }
  if (values.kind === 'scholarship' && values.applicationIds.length !== 1)
    errors.scholarship = ESSAY_FORM_MESSAGES.scholarship
  // The one text rule (validation/text-rule.ts), on fields with no other problem.
  const texts: [EssayFormField, string, TextLines][] = [
    ['title', title, 'single'],
    ['prompt', values.prompt, 'multi'],
    ['group_label', label, 'single'],
  ]
  for (const [field, value, lines] of texts) {
    const problem = errors[field] ? null : textProblem(value, lines)
    if (problem) errors[field] = problem
  }
  return errors
}

/** "UC Personal Insight Questions" -> "uc-personal-insight-questions": prompts of one group share it. */
export function groupId(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return slug === '' ? 'group' : slug
}

/** The fields a valid form stores; call only when `validateEssayForm` found nothing. */
export function essayFieldsOf(
  values: EssayFormValues,
  kept: Pick<EssayFields, 'guardPhrases'> = { guardPhrases: [] },
): EssayFields {
  const max = wholeNumber(values.limitMax) ?? 0
  const min = wholeNumber(values.limitMin) ?? 0
  const label = values.groupLabel.trim()
  return {
    kind: values.kind,
    platform: values.platform,
    title: values.title.trim(),
    prompt: values.prompt.trim(),
    limit:
      values.limitUnit === '' ? null : { unit: values.limitUnit, max, ...(min > 0 ? { min } : {}) },
    group:
      label === ''
        ? null
        : { id: groupId(label), label, choose: wholeNumber(values.groupChoose) ?? 1 },
    status: values.status,
    applicationIds: values.kind === 'personal' ? [] : [...values.applicationIds],
    category: values.category === '' ? null : values.category,
    guardPhrases: [...kept.guardPhrases],
  }
}

export type { EssayPreset }

/** This cycle's Common App essays a new essay of this kind can start from. */
export function presetsFor(kind: EssayKind): readonly EssayPreset[] {
  return ESSAY_PRESETS.filter((preset) => preset.kind === kind)
}

/** "Prompt 3: A belief or idea you questioned", "Additional Information". */
export function presetLabel(preset: EssayPreset): string {
  return preset.number === null ? preset.title : `Prompt ${String(preset.number)}: ${preset.title}`
}

/** "250 to 650 words", "up to 300 words". */
function limitWords({ max, min }: EssayPreset['limit']): string {
  const most = max.toLocaleString('en-US')
  return min ? `${min.toLocaleString('en-US')} to ${most} words` : `up to ${most} words`
}

/** What the form says of a preset: its cycle, its limit and where its exact wording is. */
export function presetNote(preset: EssayPreset): string {
  return `Common App, ${RULES_CYCLE.name} cycle: ${limitWords(preset.limit)}. The exact wording is on Common App's site; paste it into Prompt if you want the plan and suggestions to read it.`
}

/**
 * The form with a preset applied: its title, the Common App's counting and its limit; Additional
 * Information and Challenges and Circumstances go with every Common App application. What the
 * student typed as the prompt stays.
 */
export function withPreset(
  values: EssayFormValues,
  preset: EssayPreset,
  applications: readonly Pick<ApplicationInput, 'id' | 'platform'>[],
): EssayFormValues {
  const { limit } = preset
  return {
    ...values,
    title:
      preset.kind === 'personal'
        ? `Personal statement: ${preset.title}`
        : `${preset.title} (Common App)`,
    platform: 'common_app',
    limitUnit: limit.unit,
    limitMax: String(limit.max),
    limitMin: limit.min ? String(limit.min) : '',
    applicationIds:
      preset.kind === 'personal'
        ? []
        : applications.filter((app) => app.platform === 'common_app').map((app) => app.id),
  }
}
