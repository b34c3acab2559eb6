import {
  CONTINUED_INTEREST_TITLE,
  continuedInterestPrompt,
} from '../../logic/planner/decision-record.ts'
import type { NewDecisionStep, PlanTask } from '../../logic/planner/model.ts'
import type { Scholarship, ScholarshipValues } from '../../logic/planner/scholarships.ts'
import type { EssaysRecord, PlanTasksRecord, ScholarshipsRecord } from '../pocketbase-types.ts'
import { toPlanTask, toScholarship } from '../planner-records.ts'
import { reading, writing, type VerbContext } from './context.ts'

/** A scholarship's fields as the student edits them, and nothing else. */
function scholarshipBody(values: ScholarshipValues): ScholarshipValues {
  return {
    sponsor: values.sponsor,
    amount: values.amount,
    renewable: values.renewable,
    deadline_date: values.deadline_date,
    deadline_time: values.deadline_time,
    deadline_zone_rule: values.deadline_zone_rule,
    deadline_zone: values.deadline_zone,
    requirements: values.requirements,
    status: values.status,
    application: values.application,
    url: values.url,
  }
}

/**
 * The decision calls of the planner (issue 26), composed into plannerCalls, which runs each inside
 * the planner's `attempt`: a decision's steps, "I've decided", the letter of continued interest,
 * and the scholarships the student tracks.
 */
export function decisionCalls(ctx: VerbContext) {
  const { pb } = ctx
  const tasks = () => pb.collection<PlanTasksRecord>('plan_tasks')
  const scholarships = () => pb.collection<ScholarshipsRecord>('scholarships')
  const essays = () => pb.collection<EssaysRecord>('essays')
  return {
    /** A step the school asks for after a deferral or waitlist, as a dated task. */
    addDecisionStep: async (values: NewDecisionStep): Promise<PlanTask> =>
      toPlanTask(
        await tasks().create(
          {
            kind: 'decision',
            step: values.step,
            title: values.title.trim(),
            due: values.due,
            application: values.application,
            user: ctx.userId(),
          },
          writing(),
        ),
      ),

    /** "I've decided: enroll at X": the server declines, withdraws and closes in one go. */
    enroll: async (applicationId: string): Promise<void> => {
      ctx.userId()
      await pb.send('/api/planner/enroll', {
        method: 'POST',
        body: { application: applicationId },
        ...writing(),
      })
    },

    /**
     * Starts a letter of continued interest for an application as an essay of the student's own:
     * a supplement tied to it, its prompt a structure with pointers to the student's drafts for
     * that school (no prose written for them). Returns the essay's id.
     */
    startContinuedInterestLetter: async (
      applicationId: string,
      schoolName: string,
    ): Promise<string> => {
      const drafts = await essays().getFullList({
        ...reading(),
        filter: pb.filter('user = {:user} && applications ~ {:app}', {
          user: ctx.userId(),
          app: applicationId,
        }),
        fields: 'id,title',
        sort: 'created',
      })
      const made = await essays().create(
        {
          user: ctx.userId(),
          kind: 'supplement',
          platform: 'school_portal',
          title: CONTINUED_INTEREST_TITLE,
          prompt: continuedInterestPrompt(schoolName, drafts),
          status: 'not_started',
          applications: [applicationId],
        },
        writing(),
      )
      return made.id
    },

    addScholarship: async (values: ScholarshipValues): Promise<Scholarship> =>
      toScholarship(
        await scholarships().create({ ...scholarshipBody(values), user: ctx.userId() }, writing()),
      ),

    updateScholarship: async (id: string, values: ScholarshipValues): Promise<Scholarship> =>
      toScholarship(await scholarships().update(id, scholarshipBody(values), writing())),
  }
}
