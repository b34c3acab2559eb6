// Essays, versions and findings for stories and tests. The texts are written for this project.
import type { Essay, EssayLimit } from '../logic/essays/essay.ts'
import type { EssayApplication } from '../logic/essays/library.ts'
import type { GuardHit } from '../logic/essays/name-guard.ts'
import type { CoverPlan, PlanPrompt } from '../logic/essays/cover.ts'
import type { ReuseSuggestion } from '../logic/essays/reuse.ts'
import type { EssayVersion } from '../logic/essays/versions.ts'

export function makeEssay(overrides: Partial<Essay> & Pick<Essay, 'id'>): Essay {
  return {
    kind: 'supplement',
    platform: 'common_app',
    title: 'Why Northwestern',
    prompt: 'Why do you want to attend Northwestern? (300 words)',
    limit: { unit: 'words', max: 300 },
    group: null,
    status: 'drafting',
    text: '',
    revision: 0,
    updated: '2026-11-20T18:00:00.000Z',
    applications: [],
    applicationIds:
      overrides.kind === 'personal' ? [] : (overrides.applications ?? []).map((a) => a.id),
    category: null,
    guardPhrases: [],
    device: '',
    lastSeq: 0,
    ...overrides,
  }
}

const SENTENCES = [
  'The first time I soldered a circuit, I burned my thumb and grinned anyway.',
  'Our robotics team met in a classroom that smelled of solder and oranges.',
  'I learned that a plan is only as good as its second draft.',
  'When the robot drove into a wall, three hundred people watched us rebuild it.',
  'My grandmother taught me to cook for thirty people without a recipe.',
  'Every Sunday our apartment filled with neighbors carrying folding chairs.',
]

/** A text of exactly `words` portal words, made of whole sentences where it can be. */
export function essayText(words: number): string {
  const out: string[] = []
  let count = 0
  for (let i = 0; count < words; i++) {
    const sentence = SENTENCES[i % SENTENCES.length] ?? ''
    const parts = sentence.split(' ')
    const take = Math.min(parts.length, words - count)
    out.push(parts.slice(0, take).join(' '))
    count += take
    if ((i + 1) % 4 === 0 && count < words) out.push('\n\n')
  }
  return out.join(' ').replace(/ \n\n /g, '\n\n')
}

/** An application as essays see it; its deadline is 11:59 pm in `zone`. */
const app = (
  id: string,
  schoolName: string,
  deadline: string | null,
  zone = 'America/New_York',
) => ({
  id,
  schoolName,
  deadline,
  deadlineZone: deadline === null ? null : zone,
  platform: 'common_app' as const,
})

export const PERSONAL_STATEMENT = makeEssay({
  id: 'ps',
  kind: 'personal',
  title: 'Personal statement',
  prompt: 'Share an essay on any topic of your choice.',
  limit: { unit: 'words', max: 650, min: 250 },
  text: essayText(612),
  revision: 14,
  applications: [
    app('a1', 'Northwestern University', '2027-01-03T04:59:00.000Z'),
    app('a2', 'Cornell University', '2027-01-03T04:59:00.000Z'),
  ],
})

const WORDS_300: EssayLimit = { unit: 'words', max: 300 }

export const LIBRARY_ESSAYS: Essay[] = [
  PERSONAL_STATEMENT,
  makeEssay({
    id: 'why-nu',
    title: 'Why Northwestern',
    text: essayText(241),
    revision: 6,
    limit: WORDS_300,
    applications: [app('a1', 'Northwestern University', '2026-11-01T03:59:00.000Z')],
  }),
  makeEssay({
    id: 'cornell-activity',
    title: 'Cornell: an activity',
    prompt: 'Briefly elaborate on one of your extracurricular activities.',
    limit: { unit: 'characters', max: 1_000 },
    text: essayText(190),
    status: 'review',
    applications: [app('a2', 'Cornell University', '2026-11-01T03:59:00.000Z')],
  }),
  ...[1, 2, 3, 4].map((n) =>
    makeEssay({
      id: `uc-${n}`,
      title: `UC insight question ${n}`,
      platform: 'school_portal',
      prompt: 'Describe a challenge you faced and how you responded.',
      limit: { unit: 'words', max: 350 },
      group: { id: 'uc', label: 'UC Personal Insight Questions', choose: 4 },
      status: n === 1 ? 'final' : n === 2 ? 'drafting' : 'not_started',
      text: n <= 2 ? essayText(200 + n * 40) : '',
      applications: [
        app(
          'a3',
          'University of California-Berkeley',
          '2026-12-01T07:59:00.000Z',
          'America/Los_Angeles',
        ),
      ],
    }),
  ),
]

export const VERSIONS: EssayVersion[] = [
  {
    id: 'v4',
    essayId: 'why-nu',
    revision: 6,
    name: '',
    reason: 'checkpoint',
    created: '2026-11-20T18:00:00.000Z',
    text: essayText(241),
  },
  {
    id: 'v3',
    essayId: 'why-nu',
    revision: 5,
    name: '',
    reason: 'replaced',
    created: '2026-11-19T21:10:00.000Z',
    text: essayText(230),
  },
  {
    id: 'v2',
    essayId: 'why-nu',
    revision: 3,
    name: 'Sent to my counselor',
    reason: 'named',
    created: '2026-11-18T16:30:00.000Z',
    text: essayText(180),
  },
  {
    id: 'v1',
    essayId: 'why-nu',
    revision: 1,
    name: '',
    reason: 'checkpoint',
    created: '2026-11-17T15:00:00.000Z',
    text: essayText(90),
  },
]

export const SUGGESTIONS: ReuseSuggestion[] = [
  {
    essayId: 'cornell-activity',
    title: 'Cornell: an activity',
    effort: 'light edit',
    reasons: [
      'Answers a "Activity" prompt too.',
      '190 / 250 words: fits the limit.',
      'Written for Cornell University: change every line about it.',
    ],
    score: 90,
  },
  {
    essayId: 'ps',
    title: 'Personal statement',
    effort: 'new angle',
    reasons: [
      'Its "Community" story can answer this "Activity" prompt from a new angle.',
      '612 / 250 words: 362 over the limit; cut it to 250 words.',
    ],
    score: 45,
  },
]

const planPrompt = (
  id: string,
  label: string,
  category: PlanPrompt['category'],
  /** A limit in words, or as the portal states it. */
  limit: number | EssayLimit,
  group: PlanPrompt['group'] = null,
): PlanPrompt => ({
  id,
  label,
  category,
  limit: typeof limit === 'number' ? { unit: 'words', max: limit } : limit,
  group,
})

export const PLAN: CoverPlan = {
  essays: [
    {
      category: 'why-us',
      prompts: [
        planPrompt('p1', 'Northwestern: Why Northwestern?', 'why-us', 300),
        planPrompt('p2', 'Duke: Why Duke?', 'why-us', 250),
      ],
      writeTo: { unit: 'words', max: 250 },
      tailorPerSchool: true,
      mixedUnits: false,
    },
    {
      category: 'community',
      prompts: [
        // A short answer counted in characters, as its portal counts it (ADR 0045).
        planPrompt('p3', 'Rice: A community you belong to', 'community', {
          unit: 'characters',
          max: 1_500,
        }),
        planPrompt('p4', 'UC question 5', 'community', 350, { id: 'uc', choose: 4 }),
      ],
      writeTo: { unit: 'characters', max: 1_500 },
      tailorPerSchool: false,
      mixedUnits: true,
    },
    {
      category: 'other',
      prompts: [planPrompt('p5', 'Stanford: Note to your roommate', 'other', 250)],
      writeTo: { unit: 'words', max: 250 },
      tailorPerSchool: false,
      mixedUnits: false,
    },
  ],
  notNeeded: [planPrompt('p6', 'UC question 8', 'identity', 350, { id: 'uc', choose: 4 })],
}

const hit = (overrides: Partial<GuardHit> & Pick<GuardHit, 'found'>): GuardHit => ({
  kind: 'short name',
  severity: 'likely',
  schools: [],
  start: 0,
  end: overrides.found.length,
  before: '',
  after: '',
  note: null,
  ...overrides,
})

export const GUARD_HITS: GuardHit[] = [
  hit({
    found: 'Cornell',
    schools: ['Cornell University', 'Cornell College'],
    before: '…student paper in my first week. At ',
    after: ', I would pitch a series on rural broadband.',
  }),
  hit({
    found: 'Michigan',
    schools: ['University of Michigan-Ann Arbor'],
    before: 'Why ',
    after: '? I want to build solar cars.',
    note: 'also a U.S. state',
  }),
  hit({
    found: 'Big Red',
    kind: 'phrase',
    before: '…I also hope to cheer for the ',
    after: ' on Saturdays with my future roommates.',
  }),
  hit({
    found: 'Washington',
    kind: 'city',
    severity: 'review',
    schools: ['Georgetown University'],
    before: 'My family moved from ',
    after: ' to Ohio when I was nine.',
    note: 'also a U.S. state',
  }),
]

/** The applications the library's essays are tied to (ids a1-a3 above), with their schools. */
export const ESSAY_APPLICATIONS: EssayApplication[] = [
  {
    id: 'a1',
    schoolName: 'Northwestern University',
    deadline: '2027-01-03T04:59:00.000Z',
    deadlineZone: 'America/New_York',
    platform: 'common_app',
    school: { unitid: 147767, name: 'Northwestern University', city: 'Evanston', state: 'IL' },
  },
  {
    id: 'a2',
    schoolName: 'Cornell University',
    deadline: '2027-01-03T04:59:00.000Z',
    deadlineZone: 'America/New_York',
    platform: 'common_app',
    school: { unitid: 190415, name: 'Cornell University', city: 'Ithaca', state: 'NY' },
  },
  {
    id: 'a3',
    schoolName: 'University of California-Berkeley',
    deadline: '2026-12-01T07:59:00.000Z',
    deadlineZone: 'America/Los_Angeles',
    platform: 'school_portal',
    school: {
      unitid: 110635,
      name: 'University of California-Berkeley',
      city: 'Berkeley',
      state: 'CA',
    },
  },
]
