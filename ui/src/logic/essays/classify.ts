/**
 * A deterministic prompt classifier: weighted phrase rules per category, the highest total wins,
 * ties go to the earlier category in CATEGORIES, and a prompt with no evidence is "other". Its
 * accuracy on a labelled set of prompt styles (prompt-styles.ts) is printed by its test.
 */
export const CATEGORIES = [
  'why-us',
  'career',
  'intellectual',
  'activity',
  'community',
  'challenge',
  'identity',
  'other',
] as const
export type PromptCategory = (typeof CATEGORIES)[number]

export const CATEGORY_LABELS: Record<PromptCategory, string> = {
  'why-us': 'Why us',
  career: 'Career or major',
  intellectual: 'Intellectual curiosity',
  activity: 'Activity',
  community: 'Community',
  challenge: 'Challenge',
  identity: 'Identity',
  other: 'Other',
}

type Rule = [RegExp, number]

const RULES: Record<Exclude<PromptCategory, 'other'>, Rule[]> = {
  'why-us': [
    [
      /\bwhy (do you want to |are you (interested in|applying to) |have you chosen )?(attend |apply to )?(this|our) (college|university|school|institution|campus)/,
      5,
    ],
    [/\bwhy (us|here)\b/, 5],
    [/\bwhy\b[^.?]*\b(this|our) (college|university|school|institution|campus)\b/, 5],
    [/\b[Ww]hy [A-Z][\w'.&-]*( [A-Z][\w'.&-]*)*\?/, 5],
    [/\b[Ww]hy (are you applying|do you want to (attend|go)|did you apply) to [A-Z]/, 5],
    [
      /\b[Ww]hy (are you interested in|do you want to (attend|study at)|have you applied to) [A-Z]/,
      5,
    ],
    [
      /\bwhat (draws|attracts|excites) you (to|about) (our|this|the) (college|university|school|campus|community)/,
      5,
    ],
    [
      /\b(interest in|choose to apply to|decided to apply to) (our|this) (college|university|school)/,
      4,
    ],
    [
      /\b(take advantage of|make use of|benefit from)\b.*\b(our|this) (college|university|campus|school)/,
      3,
    ],
    [
      /\b(our|this) (college|university|school|campus)('s)? (specifically|community|resources|offers?)/,
      2,
    ],
    [/\bfit (for|at|with) (you|our|this)/, 3],
    [/\bspecific (programs?|resources|opportunities|courses|classes)\b/, 2],
    [/\bat (our|this) (college|university|school)\b/, 1],
    [
      /\bhow (will|would) you (contribute to|engage with|add to) (our|this|the) (campus|college|university|class)/,
      2,
    ],
  ],
  career: [
    [/\b(intended|prospective|chosen|proposed) (major|field|area of study|academic program)/, 5],
    [/\bwhy (this|the|your) (major|field|program|area of study)\b/, 5],
    [/\b(major|majors|field of study|area of study|academic interest)\b/, 3],
    [/\b(career|profession|professional goals?|future goals?|after (you graduate|college))\b/, 3],
    [/\bwhat do you (hope|plan|want) to study\b/, 4],
    [/\b(engineering|nursing|business|architecture|pre-?med|medicine|law|school of)\b/, 1],
    [/\b(pursue|pursuing)\b/, 2],
    [/\bwhy (the )?school of\b/, 5],
  ],
  intellectual: [
    [/\bintellectual(ly)?\b/, 4],
    [/\bcurios(ity|ous)\b/, 3],
    [
      /\b(idea|concept|topic|question|problem)s? (that|you)\b.*\b(excite|fascinat|captivat|intrigu|engag|interest)/,
      3,
    ],
    [/\b(excites|fascinates|captivates|intrigues) you\b/, 2],
    [/\blose (all )?track of time\b/, 4],
    [/\blearn(ing|ed)? (for (its|the sake)|outside the classroom|beyond)/, 3],
    [/\b(book|reading|research)\b/, 1],
    [/\bacademic (experience|passion|interest)\b/, 3],
    [/\b(changed|shaped) (how|the way) you think\b/, 3],
    [/\bwhat (do|did) you (learn|want to learn|wonder)\b/, 1],
  ],
  activity: [
    [/\b(extracurricular|activities|activity|work experience|job|employment)\b/, 4],
    [/\belaborate (briefly )?on\b/, 2],
    [/\b(sport|club|team|volunteer(ing)?|internship)\b/, 1],
    [/\bhobb(y|ies)\b/, 3],
    [/\byour role\b/, 2],
    [/\bvolunteer(ing)? experience\b/, 3],
    [/\bhow (do )?you spend your (time|free time|summers?)\b/, 3],
  ],
  community: [
    [/\bcommunit(y|ies)\b/, 3],
    [/\b(belong|belonging)\b/, 2],
    [/\b(contribute|contribution)s?\b/, 1],
    [/\b(diverse|diversity|different (backgrounds?|perspectives?|people))\b/, 2],
    [/\b(collaborat\w*|work(ed)? with others|group of people|neighborhood)\b/, 2],
    [/\b(service|helped others)\b/, 2],
    [/\bmade a difference\b/, 1],
  ],
  challenge: [
    [
      /\b(challenge|challenged|challenging|setback|failure|failed|obstacle|adversity|hardship|overc(a|o)me|struggle)\b/,
      3,
    ],
    [/\b(difficult|disagree\w*|conflict|mistakes?)\b/, 2],
    [/\bquestioned or challenged\b/, 3],
    [/\bwhat did you learn from\b/, 1],
  ],
  identity: [
    [/\bidentity\b/, 4],
    [
      /\b(background|who you are|yourself|your (story|voice|perspective|personality|character|values))\b/,
      2,
    ],
    [/\b(culture|cultural|heritage|tradition|faith|gender|race|ethnicity|upbringing)\b/, 2],
    [/\b(personal growth|period of growth|realization|understanding of yourself)\b/, 2],
    [/\b(values?|beliefs?)\b/, 1],
    [/\b(values|principles|beliefs) (that )?(guide|shape)/, 3],
    [/\bwho are you\b/, 3],
    [/\bget to know you\b/, 2],
  ],
}

/**
 * Word stems that lean towards a category wherever they stand in a prompt: the rules above catch
 * the set phrases, these carry prompts worded in ways the rules have not seen.
 */
const LEXICON: Record<Exclude<PromptCategory, 'other'>, Record<string, number>> = {
  'why-us': {
    attend: 1,
    offering: 1,
    'four years': 1,
    'right place': 2,
    'our academic': 2,
    'this college': 2,
    'this university': 2,
    'our college': 2,
    'our university': 2,
    'our campus': 2,
    'our school': 2,
    'our resources': 3,
    'our programs': 3,
    'our community': 1,
    'our students': 1,
    'about our': 1,
    'first-year student': 1,
    'decide to apply': 2,
    'decided to apply': 2,
    'choose to apply': 2,
  },
  career: {
    major: 2,
    career: 2,
    profession: 2,
    become: 1,
    'want to be': 1,
    field: 1,
    discipline: 1,
    'kind of work': 2,
    'years from now': 1,
    goal: 1,
    'long-term': 1,
    'course of study': 3,
    'academic area': 2,
    'computer science': 2,
    economics: 1,
    interest: 1,
    study: 1,
    studying: 1,
    'plan to pursue': 2,
    'after graduation': 2,
  },
  intellectual: {
    curio: 2,
    idea: 1,
    learn: 1,
    read: 1,
    book: 1,
    question: 1,
    wonder: 1,
    fascinat: 2,
    absorb: 2,
    subject: 1,
    'taught yourself': 3,
    surpris: 1,
    explor: 1,
    intellect: 2,
    concept: 1,
    topic: 1,
    research: 1,
    'for hours': 2,
    interesting: 2,
    think: 1,
    thinking: 1,
    class: 1,
    'see the world': 2,
    'way you see': 2,
    discover: 2,
    passion: 1,
  },
  activity: {
    activit: 2,
    extracurricular: 3,
    job: 2,
    work: 1,
    employ: 2,
    club: 1,
    team: 1,
    sport: 2,
    athlet: 3,
    hobby: 2,
    hobbies: 2,
    volunteer: 1,
    role: 1,
    responsib: 2,
    'after school': 1,
    summer: 1,
    caring: 2,
    'spend time': 1,
    commitment: 2,
    'outside class': 2,
    'outside the classroom': 1,
    leader: 2,
    practice: 1,
    'your time': 1,
  },
  community: {
    communit: 2,
    belong: 2,
    contribut: 1,
    group: 1,
    others: 1,
    people: 1,
    connect: 2,
    together: 1,
    divers: 2,
    differen: 1,
    neighbor: 1,
    service: 1,
    'better place': 2,
    collaborat: 2,
    'brought people': 2,
    'residence hall': 2,
    'help others': 2,
    inclusi: 2,
  },
  challenge: {
    challeng: 3,
    setback: 3,
    fail: 3,
    obstacle: 3,
    advers: 3,
    hardship: 3,
    overc: 2,
    struggl: 3,
    difficult: 2,
    disagree: 2,
    mistake: 2,
    risk: 2,
    'as planned': 3,
    'change your mind': 3,
    problem: 1,
    'work through': 2,
    cope: 2,
    wrong: 2,
    barrier: 3,
    hardest: 3,
    'hard ': 1,
    tough: 2,
    'did not': 1,
    "didn't": 1,
    'not reach': 2,
    lost: 2,
    loss: 2,
    fear: 2,
    afraid: 2,
    reject: 2,
    'got past': 2,
    decision: 1,
  },
  identity: {
    identit: 3,
    background: 2,
    'who you are': 2,
    yourself: 1,
    cultur: 2,
    heritage: 2,
    tradition: 2,
    faith: 2,
    'grew up': 2,
    home: 1,
    language: 1,
    transcript: 1,
    perspective: 1,
    values: 1,
    personalit: 2,
    upbringing: 2,
    'sense of self': 3,
    family: 1,
    'shaped you': 2,
    'shaped who': 2,
    'describe yourself': 2,
  },
}

export type Classification = {
  category: PromptCategory
  /** Each category's total, for the test's report and the reuse ranking's reasons. */
  scores: Record<PromptCategory, number>
}

export function classifyPrompt(prompt: string): Classification {
  // School names in "Why Cornell?" are capitalised; everything else is matched in lower case.
  const lower = prompt.toLowerCase()
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<PromptCategory, number>
  for (const category of CATEGORIES) {
    if (category === 'other') continue
    for (const [pattern, weight] of RULES[category]) {
      const source = pattern.source.includes('[A-Z]') ? prompt : lower
      if (pattern.test(source)) scores[category] += weight
    }
    for (const [stem, weight] of Object.entries(LEXICON[category])) {
      if (startsWord(lower, stem)) scores[category] += weight
    }
  }
  let category: PromptCategory = 'other'
  for (const candidate of CATEGORIES) {
    if (scores[candidate] >= 2 && scores[candidate] > scores[category]) category = candidate
  }
  return { category, scores }
}

/** Whether `stem` stands in `text` at the start of a word. */
function startsWord(text: string, stem: string): boolean {
  for (let at = text.indexOf(stem); at !== -1; at = text.indexOf(stem, at + 1)) {
    if (at === 0 || !/[a-z0-9]/.test(text.charAt(at - 1))) return true
  }
  return false
}
