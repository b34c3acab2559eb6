/**
 * The MatchMe questions (specification section 3), in the specification's order. Both quizzes read
 * this list: the dashboard uses the first five, /quiz all eight. Nothing else copies it; the
 * server's validation reads the JSON export of it checked by `pnpm typegen:check`.
 */
export type QuestionOption = { value: string; label: string }

export type Question = {
  id: string
  prompt: string
  kind: 'single' | 'multi'
  options: readonly QuestionOption[]
}

export const QUESTIONS = [
  {
    id: 'academicInterest',
    prompt: 'Which field interests you most?',
    kind: 'single',
    options: [
      { value: 'arts', label: 'Arts & Humanities' },
      { value: 'business', label: 'Business' },
      { value: 'engineering', label: 'Engineering & Computer Science' },
      { value: 'health', label: 'Health & Medicine' },
      { value: 'science', label: 'Natural Sciences' },
      { value: 'social', label: 'Social Sciences' },
    ],
  },
  {
    id: 'locationPreference',
    prompt: 'Where would you like to study?',
    kind: 'single',
    options: [
      { value: 'urban', label: 'In a city' },
      { value: 'suburban', label: 'In the suburbs' },
      { value: 'rural', label: 'In the countryside' },
      { value: 'noPreference', label: 'No preference' },
    ],
  },
  {
    id: 'schoolSize',
    prompt: 'What size of school do you prefer?',
    kind: 'single',
    options: [
      { value: 'small', label: 'Small (under 5,000 students)' },
      { value: 'medium', label: 'Medium (5,000-15,000 students)' },
      { value: 'large', label: 'Large (over 15,000 students)' },
      { value: 'noPreference', label: 'No preference' },
    ],
  },
  {
    id: 'budget',
    prompt: 'What can you spend on college each year?',
    kind: 'single',
    options: [
      { value: 'low', label: 'Under $15,000' },
      { value: 'medium', label: '$15,000-30,000' },
      { value: 'high', label: '$30,000-50,000' },
      { value: 'veryHigh', label: 'Over $50,000' },
      { value: 'flexible', label: 'Flexible' },
    ],
  },
  {
    id: 'gpa',
    prompt: 'What is your GPA?',
    kind: 'single',
    options: [
      { value: '2.0-2.5', label: '2.0-2.5' },
      { value: '2.6-3.0', label: '2.6-3.0' },
      { value: '3.1-3.5', label: '3.1-3.5' },
      { value: '3.6-4.0', label: '3.6-4.0' },
      { value: 'notApplicable', label: 'Not applicable' },
    ],
  },
  {
    id: 'satAct',
    prompt: 'What are your SAT or ACT scores?',
    kind: 'single',
    options: [
      { value: 'lowSAT', label: 'SAT 1000-1200 / ACT 19-23' },
      { value: 'midSAT', label: 'SAT 1200-1400 / ACT 24-29' },
      { value: 'highSAT', label: 'SAT 1400-1600 / ACT 30-36' },
      { value: 'noTest', label: "I haven't taken a test" },
    ],
  },
  {
    id: 'extracurriculars',
    prompt: 'Which activities matter to you? Choose all that apply.',
    kind: 'multi',
    options: [
      { value: 'sports', label: 'Sports' },
      { value: 'arts', label: 'Arts & music' },
      { value: 'academic', label: 'Academic clubs' },
      { value: 'community', label: 'Community service' },
      { value: 'greek', label: 'Greek life' },
      { value: 'diversity', label: 'Cultural & diversity groups' },
    ],
  },
  {
    id: 'careerGoals',
    prompt: 'What do you plan to do after college?',
    kind: 'single',
    options: [
      { value: 'employment', label: 'Start working' },
      { value: 'gradSchool', label: 'Go to graduate school' },
      { value: 'startup', label: 'Start my own business' },
      { value: 'uncertain', label: "I'm not sure yet" },
    ],
  },
] as const satisfies readonly Question[]

export type QuestionId = (typeof QUESTIONS)[number]['id']

/** Answers by question id: a value for single choice, an array of values for multi-select. */
export type QuizAnswers = Partial<Record<QuestionId, string | string[]>>

/** The dashboard's quiz: the first five questions. */
export const DASHBOARD_QUESTIONS = QUESTIONS.slice(0, 5)
