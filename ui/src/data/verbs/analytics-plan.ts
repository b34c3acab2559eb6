// INTERIM, until the planner's own verbs (data.planner.load, feat/planner-ui) are on this branch:
// the planner's records as analytics reads them, mapped only as far as analytics looks (an
// application's school is its id and name). The island's adapter (app/analytics/
// useAnalyticsSources.ts) prefers data.planner.load; delete this file and `analytics.plan` then.
import type { Application, PlanTask, Recommender } from '../../logic/planner/model.ts'
import type {
  ApplicationsRecord,
  PlannerSettingsRecord,
  PlanTasksRecord,
  RecommendersRecord,
} from '../pocketbase-types.ts'
import { reading, type VerbContext } from './context.ts'

type ApplicationWithName = ApplicationsRecord & { expand?: { university?: { name?: string } } }

/** The planner's records, and the zone from its settings (null before the first planner visit). */
export type PlanRead = {
  applications: Application[]
  tasks: PlanTask[]
  recommenders: Recommender[]
  timezone: string | null
}

function toApplication(record: ApplicationWithName): Application {
  const { expand, fee, status, deadline_zone_rule: rule, ...fields } = record
  return {
    ...fields,
    deadline_zone_rule: rule === '' ? 'student' : rule,
    deadline_at: record.deadline_at.replace(' ', 'T'),
    status: status === '' ? 'planning' : status,
    fee: typeof fee === 'number' && Number.isFinite(fee) ? fee : null,
    school: {
      id: record.university,
      name: expand?.university?.name ?? 'A school no longer in the catalogue',
      control: null,
      apply_url: null,
      net_price_calculator_url: null,
    },
  }
}

const taskOf = (r: PlanTasksRecord): PlanTask => ({
  id: r.id,
  application: r.application,
  kind: r.kind === '' ? 'custom' : r.kind,
  title: r.title,
  due: r.due,
  done: r.done,
})

const recommenderOf = (r: RecommendersRecord): Recommender => ({
  id: r.id,
  name: r.name,
  role: r.role === '' ? 'other' : r.role,
  email: r.email,
  applications: r.applications,
  asked_on: r.asked_on,
  status: r.status === '' ? 'not_asked' : r.status,
})

/** Reads the student's applications (with their schools' names), tasks, recommenders and zone. */
export async function readPlan(ctx: VerbContext): Promise<PlanRead> {
  const { pb } = ctx
  const filter = pb.filter('user = {:user}', { user: ctx.userId() })
  const [applications, tasks, recommenders, settings] = await Promise.all([
    pb.collection<ApplicationWithName>('applications').getFullList({
      ...reading(),
      filter,
      expand: 'university',
      fields: '*,expand.university.name',
    }),
    pb.collection<PlanTasksRecord>('plan_tasks').getFullList({ ...reading(), filter }),
    pb.collection<RecommendersRecord>('recommenders').getFullList({ ...reading(), filter }),
    pb
      .collection<PlannerSettingsRecord>('planner_settings')
      .getList(1, 1, { ...reading(), filter, fields: 'timezone' }),
  ])
  return {
    applications: applications.map(toApplication),
    tasks: tasks.map(taskOf),
    recommenders: recommenders.map(recommenderOf),
    timezone: settings.items[0]?.timezone ?? null,
  }
}
