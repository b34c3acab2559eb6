/**
 * The supporter's view of one share (docs/adr/0080-shared-links.md): the parts its scope names,
 * each built by its section module, and nothing more. Its shape is in view.ts.
 */
import { formatIsoDate } from '../planner/calendar-date.ts'
import { dateInZone } from '../planner/zone.ts'
import { describeAnswers } from '../quiz/describe-answers.ts'
import { SHARE_SCOPES, type ShareScope } from './share.ts'
import { essaysSection } from './view-essays.ts'
import { moneySection } from './view-money.ts'
import { deadlinesSection, readinessSection } from './view-plan.ts'
import { firstName, type SharedSections, type SharedView, type ShareViewInput } from './view.ts'

const SECTIONS: { [S in ShareScope]: (input: ShareViewInput) => SharedSections[S] } = {
  list: (input) => input.list.map((u) => ({ name: u.name, place: `${u.city}, ${u.state}` })),
  deadlines: deadlinesSection,
  readiness: readinessSection,
  essays: essaysSection,
  money: moneySection,
  quiz: (input) =>
    describeAnswers(input.quizAnswers).map(({ question, answer }) => ({ question, answer })),
}

/** The supporter's view of one share: its scope's parts and nothing more. */
export function sharedView(input: ShareViewInput): SharedView {
  const scope = SHARE_SCOPES.filter((s) => input.share.scope.includes(s))
  const sections: SharedSections = {}
  for (const part of scope) Object.assign(sections, { [part]: SECTIONS[part](input) })
  return {
    firstName: firstName(input.studentName),
    label: input.share.label,
    expires: formatIsoDate(dateInZone(input.share.expires, input.zone, input.offsetAt)),
    comments: input.share.comments && scope.includes('essays'),
    scope,
    sections,
  }
}
