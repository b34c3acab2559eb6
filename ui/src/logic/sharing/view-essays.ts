/**
 * The essays part of a supporter's view (docs/adr/0080-shared-links.md, 0082): each essay's text,
 * what it is for, its count as the editor counts it, and this share's comments on it.
 */
import { grouped, plural } from '../analytics/words.ts'
import { countText, limitReport } from '../essays/count.ts'
import { PLATFORM_LABELS, STATUS_LABELS, type Essay } from '../essays/essay.ts'
import type { Application } from '../planner/model.ts'
import { essayApplications } from './view-plan.ts'
import type { SharedEssay, ShareViewInput } from './view.ts'

function essayAbout(essay: Essay, applications: readonly Application[]): string {
  const schools = essayApplications(essay, applications).map((app) => app.school.name)
  if (essay.kind === 'personal') {
    const on = `on ${PLATFORM_LABELS[essay.platform]}`
    return schools.length === 0
      ? `Personal statement ${on}`
      : `Personal statement for ${schools.length === 1 ? '1 application' : `${String(schools.length)} applications`} ${on}`
  }
  return schools.length === 0 ? 'Not tied to an application yet' : `For ${schools.join(', ')}`
}

/**
 * "412 / 650 words", as the editor counts (count.ts, the portals' rule), with the digits grouped
 * without Intl, which the server lacks.
 */
function countWords(essay: Essay): string {
  const report = limitReport(countText(essay.text), essay.limit)
  if (!essay.limit) return plural(report.count, 'word')
  return `${grouped(report.count)} / ${grouped(essay.limit.max)} ${essay.limit.unit}`
}

export function essaysSection(input: ShareViewInput): SharedEssay[] {
  return input.essays.map((essay) => ({
    id: input.share.comments ? essay.id : null,
    title: essay.title,
    about: essayAbout(essay, input.applications),
    prompt: essay.prompt,
    status: STATUS_LABELS[essay.status],
    count: countWords(essay),
    text: essay.text,
    revision: essay.revision,
    comments: input.comments
      .filter((comment) => comment.essay === essay.id)
      .map(({ quote, body, created, status }) => ({ quote, body, created, status })),
  }))
}
