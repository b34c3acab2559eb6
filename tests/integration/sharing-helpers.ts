// Shared steps of the sharing tests (integration and reliability): a student with a plan and an
// essay, their shares, and a supporter's requests with a share's token (ADR 0054: the arrangement
// is shared, the assertions are each test's own).
import type { TestServer } from './harness.ts'
import { plannerStudent, records, type Planner } from './planner-helpers.ts'

export type ShareBody = {
  label?: unknown
  scope?: unknown
  expires?: unknown
  comments?: unknown
  [field: string]: unknown
}

const DAY = 86_400_000

/** A share's body: "Mom", list, deadlines and readiness, 30 days. */
export function shareBody(overrides: ShareBody = {}): ShareBody {
  return {
    label: 'Mom',
    scope: ['list', 'deadlines', 'readiness'],
    expires: new Date(Date.now() + 30 * DAY).toISOString(),
    comments: false,
    ...overrides,
  }
}

export type Sharer = Planner & {
  name: string
  /** An application's id (to a school on the list, deadline 2026-12-01 in New York). */
  applicationId: string
  /** A supplement for that application, with text. */
  essayId: string
  essayText: string
  /** POST /api/shares; the raw response. */
  share: (body?: ShareBody) => Promise<{ status: number; body: any }>
  /** A share that must be made; its id and token. */
  newShare: (body?: ShareBody) => Promise<{ id: string; token: string }>
}

export const ESSAY_TEXT =
  'The summer I rebuilt my grandfather’s radio, I learned that patience is a skill. ' +
  'Every solder joint taught me something about care. New Orleans taught me music.'

/** Saves `text` to an essay through the save route (the one way text changes, ADR 0046). */
export async function saveEssayText(
  server: TestServer,
  token: string,
  essayId: string,
  baseRevision: number,
  text: string,
): Promise<number> {
  const saved = await server.http(`/api/essays/${essayId}/save`, {
    method: 'POST',
    token,
    body: JSON.stringify({
      baseRevision,
      text,
      device: 'laptop',
      saveId: `share-${essayId}-${String(baseRevision)}`,
      seq: baseRevision + 1,
    }),
  })
  if (saved.status !== 200) throw new Error(`save: ${JSON.stringify(saved.body)}`)
  return saved.body.revision as number
}

/** A student with a school on their list, an application with a deadline, a task and an essay. */
export async function sharingStudent(server: TestServer, name = 'Maya Johnson'): Promise<Sharer> {
  const planner = await plannerStudent(server, 'America/New_York', {}, name)
  const school = await planner.listNew({ name: `Tulane Test ${planner.id.slice(0, 5)}` })
  const application = await planner.apply(school, {
    plan: 'ea',
    platform: 'common_app',
    deadline_date: '2026-12-01',
    fee: 75,
  })
  if (application.status !== 200) throw new Error(`apply: ${JSON.stringify(application.body)}`)
  const essay = await planner.own('essays', {
    kind: 'supplement',
    platform: 'common_app',
    title: 'Why Tulane',
    prompt: 'Why us? (250 words)',
    limit_unit: 'words',
    limit_max: 250,
    status: 'drafting',
    applications: [application.body.id],
  })
  if (essay.status !== 200) throw new Error(`essay: ${JSON.stringify(essay.body)}`)
  await saveEssayText(server, planner.token, essay.body.id, 0, ESSAY_TEXT)
  const share = (body: ShareBody = shareBody()) => planner.api.post('/api/shares', body)
  return {
    ...planner,
    name,
    applicationId: application.body.id,
    essayId: essay.body.id,
    essayText: ESSAY_TEXT,
    share,
    newShare: async (body = shareBody()) => {
      const made = await share(body)
      if (made.status !== 200) throw new Error(`share: ${JSON.stringify(made.body)}`)
      return { id: made.body.share.id as string, token: made.body.token as string }
    },
  }
}

/** A supporter's request: GET or POST /api/shared with `token` in the Authorization header. */
export function asSupporter(
  server: TestServer,
  token: string,
  init: { method?: string; body?: unknown; path?: string; headers?: Record<string, string> } = {},
) {
  return server.http(init.path ?? '/api/shared', {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Share ${token}`, ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
}

/** A comment on the essay's first words as the supporter read it (revision 1). */
export function commentBody(sharer: Pick<Sharer, 'essayId' | 'essayText'>, body = 'Lovely start.') {
  const quote = sharer.essayText.slice(4, 10)
  return { essay: sharer.essayId, body, quote, start: 4, end: 10, revision: 1 }
}

/** The student's own rows of a collection, through the records API as them. */
export async function ownRows(sharer: Planner, collection: string): Promise<any[]> {
  const list = await sharer.api.get(`${records(collection)}?perPage=200`)
  if (list.status !== 200) throw new Error(`${collection}: ${JSON.stringify(list.body)}`)
  return list.body.items as any[]
}
