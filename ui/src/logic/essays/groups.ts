import type { Essay, EssayStatus, PromptGroup } from './essay.ts'

export type GroupProgress = {
  group: PromptGroup
  /** Prompts in the group (M of "choose N of M"). */
  of: number
  /** Answers marked final or submitted. */
  done: number
  /** Answers being written (drafting or in review). */
  inProgress: number
  /**
   * not-started: nothing begun; choosing: fewer than N done; complete: exactly N done;
   * too-many: more than N done, and the portal takes only N.
   */
  state: 'not-started' | 'choosing' | 'complete' | 'too-many'
  /** One line for the library, e.g. "Choose 4 of 8: 2 final, 3 in progress". */
  summary: string
}

const DONE: readonly EssayStatus[] = ['final', 'submitted']
const IN_PROGRESS: readonly EssayStatus[] = ['drafting', 'review']

/** Groups essays by their prompt group and says how far each "choose N of M" stands. */
export function groupProgress(essays: readonly Pick<Essay, 'group' | 'status'>[]): GroupProgress[] {
  const byId = new Map<string, { group: PromptGroup; statuses: EssayStatus[] }>()
  for (const essay of essays) {
    if (!essay.group) continue
    const entry = byId.get(essay.group.id) ?? { group: essay.group, statuses: [] }
    entry.statuses.push(essay.status)
    byId.set(essay.group.id, entry)
  }
  return [...byId.values()]
    .sort(
      (a, b) => a.group.label.localeCompare(b.group.label) || a.group.id.localeCompare(b.group.id),
    )
    .map(({ group, statuses }) => {
      const done = statuses.filter((s) => DONE.includes(s)).length
      const inProgress = statuses.filter((s) => IN_PROGRESS.includes(s)).length
      const state: GroupProgress['state'] =
        done > group.choose
          ? 'too-many'
          : done === group.choose
            ? 'complete'
            : done + inProgress === 0
              ? 'not-started'
              : 'choosing'
      const parts = [`${done} final`]
      if (inProgress > 0) parts.push(`${inProgress} in progress`)
      const extra = state === 'too-many' ? `; the portal takes only ${group.choose}` : ''
      return {
        group,
        of: statuses.length,
        done,
        inProgress,
        state,
        summary: `Choose ${group.choose} of ${statuses.length}: ${parts.join(', ')}${extra}`,
      }
    })
}
