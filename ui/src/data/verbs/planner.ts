import { attempt } from '../errors.ts'
import { reading, type VerbContext } from './context.ts'
import { plannerCalls } from './planner-calls.ts'

export type { SavedApplication } from './planner-calls.ts'

/**
 * The planner's verbs (issue 14): its calls and record mapping (planner-calls.ts,
 * planner-records.ts) and one small read for the pages that show a plan only when there is one.
 * Each rejects with a DataError.
 */
export function plannerVerbs(ctx: VerbContext) {
  return {
    /**
     * Whether the student has an application yet (a plan starts with one): one small read, without
     * loading the whole plan.
     */
    hasApplications: () =>
      attempt(async () => {
        const found = await ctx.pb.collection('applications').getList(1, 1, {
          ...reading(),
          filter: ctx.pb.filter('user = {:user}', { user: ctx.userId() }),
          fields: 'id',
          skipTotal: true,
        })
        return found.items.length > 0
      }),
    ...plannerCalls(ctx),
  }
}
