// The students the budgets are judged on (ADR 0068), made once here for the budget test
// (tests/e2e/signed-in-budget.e2e.ts) and the benchmarks (bench/web.ts, bench/inp.ts): a new
// student, and a student with a full year's data (15 schools on My List, 15 applications with
// their plans, 20 essays, an admission with its aid offer). Everything goes through the real API
// with the student's own session, as the pages send it, so the server's rules and plans apply.
import { ANALYTICS_ANSWERS } from '../ui/src/testing/analytics-fixtures.ts'
import { essayText } from '../ui/src/testing/essay-fixtures.ts'

/** A signed-in student as the site stores it (localStorage `pocketbase_auth`). */
export type SignedInStudent = { token: string; record: { id: string } & Record<string, unknown> }

/** The full-data student, and the essay the budget opens and the INP bench types in. */
export type StudentWithData = SignedInStudent & {
  /** The 650-word personal statement. */
  personalStatement: string
}

/** The full student's personal statement: 650 words, what the INP bench types at the end of. */
export const PERSONAL_STATEMENT_TEXT = essayText(650)

type Plan = 'ed' | 'ea' | 'priority' | 'rd' | 'rolling'
type Status = 'planning' | 'in_progress' | 'submitted' | 'admitted'

/**
 * The full student's list (all in the repository's catalogue) and an application to each: one
 * binding early decision, early actions and a priority date sent or under way, regular decisions
 * planned, and one admission.
 */
export const FULL_LIST: readonly { name: string; plan: Plan; status: Status }[] = [
  { name: 'Harvard University', plan: 'rd', status: 'in_progress' },
  { name: 'Stanford University', plan: 'rd', status: 'planning' },
  { name: 'Massachusetts Institute of Technology', plan: 'ea', status: 'submitted' },
  { name: 'Yale University', plan: 'rd', status: 'planning' },
  { name: 'Northwestern University', plan: 'rd', status: 'in_progress' },
  { name: 'Duke University', plan: 'ed', status: 'submitted' },
  { name: 'Rice University', plan: 'rd', status: 'planning' },
  { name: 'University of Michigan-Ann Arbor', plan: 'ea', status: 'submitted' },
  { name: 'The University of Texas at Austin', plan: 'priority', status: 'in_progress' },
  { name: 'University of Washington-Seattle Campus', plan: 'rd', status: 'planning' },
  { name: 'University of Wisconsin-Madison', plan: 'ea', status: 'in_progress' },
  { name: 'Georgia Institute of Technology-Main Campus', plan: 'ea', status: 'in_progress' },
  { name: 'Purdue University-Main Campus', plan: 'ea', status: 'planning' },
  { name: 'Arizona State University Campus Immersion', plan: 'rolling', status: 'planning' },
  { name: 'Berea College', plan: 'rd', status: 'admitted' },
]

type Json = Record<string, unknown>
let counter = 0

/** One API call; throws with the server's answer unless it succeeded. */
async function call(origin: string, path: string, body?: unknown, token?: string, method?: string) {
  const response = await fetch(`${origin}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const answer = (await response.json().catch(() => null)) as Json | null
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`)
  return answer ?? {}
}

/** A new student with the quiz answered, signed in through the API (the sign-up form's calls). */
async function newStudent(origin: string, name: string): Promise<SignedInStudent> {
  counter += 1
  const email = `student-${Date.now()}-${counter}@example.test`
  const password = 'correct-horse-battery'
  await call(origin, '/api/collections/users/records', {
    name,
    email,
    password,
    passwordConfirm: password,
  })
  const auth = await call(origin, '/api/collections/users/auth-with-password', {
    identity: email,
    password,
  })
  const token = auth.token as string
  const record = auth.record as SignedInStudent['record']
  const updated = await call(
    origin,
    `/api/collections/users/records/${record.id}`,
    { quizAnswers: ANALYTICS_ANSWERS, quizCompleted: true, homeState: 'TX' },
    token,
    'PATCH',
  )
  return { token, record: updated as SignedInStudent['record'] }
}

/** `days` from today, as the date the planner's forms send. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * A student with a full year's data, built through the API: answers and a home state, the 15
 * schools of FULL_LIST on My List, planner settings, an application to each (Berea's admission
 * with its aid offer), aid dates and two recommenders, a 650-word personal statement and 19
 * supplements tied to their applications, of every length and status.
 */
export async function studentWithData(origin: string): Promise<StudentWithData> {
  const student = await newStudent(origin, 'Maya Fulllist')
  const { token } = student
  const user = student.record.id
  const post = (path: string, body: Json) => call(origin, path, { user, ...body }, token)

  const filter = encodeURIComponent(FULL_LIST.map(({ name }) => `name = "${name}"`).join(' || '))
  const found = await call(
    origin,
    `/api/collections/universities/records?perPage=50&fields=id,name&filter=${filter}`,
  )
  const ids = new Map(
    (found.items as { id: string; name: string }[]).map((item) => [item.name, item.id]),
  )
  const schools = FULL_LIST.map((school) => {
    const id = ids.get(school.name)
    if (!id) throw new Error(`${school.name} is not in the catalogue`)
    return { ...school, id }
  })
  for (const { id } of schools)
    await post('/api/collections/saved_universities/records', { university: id })
  await post('/api/collections/planner_settings/records', {
    timezone: 'America/Chicago',
    alert_days: 7,
  })

  const applications: string[] = []
  for (const [index, { id, plan, status }] of schools.entries()) {
    const admitted = status === 'admitted'
    const early = plan === 'ed' || plan === 'ea' || plan === 'priority'
    const made = await post('/api/collections/applications/records', {
      university: id,
      platform: 'common_app',
      plan,
      deadline_date: inDays(admitted ? -30 : early ? 20 + index : 45 + index * 3),
      deadline_time: '23:59',
      deadline_zone_rule: 'student',
      status,
      fee: index % 4 === 0 ? 0 : 75 + index,
      fee_waiver: index % 4 === 0 ? 'granted' : 'not_needed',
      css_profile_required: index < 6,
      score_sends: index % 2 === 0,
      ...(index % 2 === 0 ? { score_send_fee: 13 } : {}),
      ...(admitted
        ? {
            decision: { reply_by: inDays(60), deposit: 500 },
            aid_offer: {
              cost: {
                tuition: 52_000,
                housing: 12_000,
                books: null,
                transport: null,
                personal: null,
                total: null,
              },
              gifts: [
                { name: 'Merit Scholarship', amount: 58_000, renews: 'yes', condition: '3.0 GPA' },
              ],
              loans: [{ kind: 'federal_subsidized', amount: 3_500, rate: 6.39 }],
              work_study: 4_000,
              stated_net: null,
            },
          }
        : {}),
    })
    applications.push(made.id as string)
  }
  for (const [kind, label, days] of [
    ['fafsa', 'FAFSA opens', -50],
    ['css_profile', 'CSS Profile priority date', 25],
    ['state_priority', 'Texas aid priority date', 70],
  ] as const)
    await post('/api/collections/aid_dates/records', { kind, label, date: inDays(days) })
  for (const [name, role] of [
    ['Ms. Rivera', 'teacher'],
    ['Mr. Chen', 'counselor'],
  ] as const)
    await post('/api/collections/recommenders/records', {
      name,
      role,
      email: '',
      applications: applications.slice(0, 10),
      asked_on: inDays(-14),
      status: 'asked',
    })

  for (const [sponsor, amount, status, days] of [
    ['Rotary Club of Springfield', 2_500, 'awarded', -20],
    ['Community Foundation Scholars', 5_000, 'planning', 30],
  ] as const)
    await post('/api/collections/scholarships/records', {
      sponsor,
      amount,
      status,
      requirements: ['essay', 'letters'],
      deadline_date: inDays(days),
      deadline_time: '23:59',
      deadline_zone_rule: 'student',
    })

  const saveText = async (essay: string, text: string) => {
    await call(
      origin,
      `/api/essays/${essay}/save`,
      { baseRevision: 0, text, device: 'seed', saveId: `seed-${essay}`, seq: 1 },
      token,
    )
  }
  const personal = await post('/api/collections/essays/records', {
    kind: 'personal',
    platform: 'common_app',
    title: 'Personal statement',
    prompt: 'Share an essay on any topic of your choice.',
    limit_unit: 'words',
    limit_max: 650,
    limit_min: 250,
    status: 'drafting',
  })
  await saveText(personal.id as string, PERSONAL_STATEMENT_TEXT)
  const STATUSES = ['not_started', 'drafting', 'drafting', 'review', 'final'] as const
  for (let index = 0; index < 19; index++) {
    const status = STATUSES[index % STATUSES.length] ?? 'drafting'
    const essay = await post('/api/collections/essays/records', {
      kind: 'supplement',
      platform: 'common_app',
      title: `Why ${FULL_LIST[index % FULL_LIST.length]?.name ?? 'us'}`,
      prompt: 'Why do you want to attend our school?',
      category: index % 3 === 0 ? 'why-us' : index % 3 === 1 ? 'community' : 'intellectual',
      limit_unit: 'words',
      limit_max: 150 + (index % 4) * 100,
      status,
      applications: [applications[index % applications.length]],
    })
    if (status !== 'not_started') await saveText(essay.id as string, essayText(100 + index * 20))
  }
  return { ...student, personalStatement: personal.id as string }
}
