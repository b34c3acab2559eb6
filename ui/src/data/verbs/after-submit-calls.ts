import { pickFields } from '../../logic/field-lists.ts'
import { INTERVIEW_FIELDS, PORTAL_FIELDS } from '../../logic/planner/after-submit-fields.ts'
import type { Interview, InterviewValues } from '../../logic/planner/interviews.ts'
import type { Portal, PortalValues } from '../../logic/planner/portal.ts'
import type { Recommender } from '../../logic/planner/model.ts'
import { toInterview, toPortal } from '../after-submit-records.ts'
import type {
  ApplicationPortalsRecord,
  InterviewsRecord,
  RecommendersRecord,
} from '../pocketbase-types.ts'
import { toRecommender } from '../planner-records.ts'
import { reading, writing, type VerbContext } from './context.ts'

// Writes send the fields the student edits and nothing else (never an id, a user of someone
// else, or the interview's instant, which the server computes): each domain's one list.

/**
 * The after-submit calls of the planner (issue 26), composed into plannerCalls: an application's
 * portal and interview (one of each at most; `id` null makes it, else saves it), and a
 * recommender's thank-you. Each runs inside the planner's `attempt`, so a refusal is `invalid`
 * with the planner's own message on each field.
 */
export function afterSubmitCalls(ctx: VerbContext) {
  const { pb } = ctx
  const portals = () => pb.collection<ApplicationPortalsRecord>('application_portals')
  const interviews = () => pb.collection<InterviewsRecord>('interviews')
  const recommenders = () => pb.collection<RecommendersRecord>('recommenders')
  return {
    /** The student's portals and interviews, read beside the rest of the plan. */
    loadAfterSubmit: async (filter: string) => {
      const [portalList, interviewList] = await Promise.all([
        portals().getFullList({ ...reading(), filter, sort: 'created' }),
        interviews().getFullList({ ...reading(), filter, sort: 'created' }),
      ])
      return { portals: portalList.map(toPortal), interviews: interviewList.map(toInterview) }
    },
    savePortal: async (id: string | null, values: PortalValues): Promise<Portal> =>
      toPortal(
        id === null
          ? await portals().create(
              { ...pickFields(values, PORTAL_FIELDS), user: ctx.userId() },
              writing(),
            )
          : await portals().update(id, pickFields(values, PORTAL_FIELDS), writing()),
      ),
    saveInterview: async (id: string | null, values: InterviewValues): Promise<Interview> =>
      toInterview(
        id === null
          ? await interviews().create(
              { ...pickFields(values, INTERVIEW_FIELDS), user: ctx.userId() },
              writing(),
            )
          : await interviews().update(id, pickFields(values, INTERVIEW_FIELDS), writing()),
      ),
    setRecommenderThanked: async (id: string, sent: boolean): Promise<Recommender> =>
      toRecommender(await recommenders().update(id, { thank_you_sent: sent }, writing())),
  }
}
