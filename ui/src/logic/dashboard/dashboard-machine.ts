/**
 * The dashboard's card flow (specification section 4): a pure reducer over the seven states.
 * Components dispatch events; only this module decides which card comes next.
 */
export const DASHBOARD_STATES = [
  'new',
  'matchme-intro',
  'quiz',
  'quiz-questions',
  'quiz-results',
  'universities-intro',
  'universities',
] as const

export type DashboardState = (typeof DASHBOARD_STATES)[number]

export type DashboardEvent =
  | { type: 'chooseMatchMe' }
  | { type: 'chooseUniversities' }
  | { type: 'startQuiz' }
  | { type: 'goBack' }
  | { type: 'close' }
  | { type: 'submitted' }
  | { type: 'retake' }
  | { type: 'returnToDashboard' }
  | { type: 'browseUniversities' }
  /** Emergency navigation (and links to a card): jump straight to a card. */
  | { type: 'jump'; to: DashboardState }
  /**
   * The stored state is loaded at sign-in (specification section 4): the card the server (or,
   * when it cannot be reached, the first card) says the student is on.
   */
  | { type: 'restore'; to: DashboardState }
  | { type: 'reset' }

export function isDashboardState(value: unknown): value is DashboardState {
  return typeof value === 'string' && (DASHBOARD_STATES as readonly string[]).includes(value)
}

/** Where each event leads from each card; an event a card does not list leaves it where it is. */
const TRANSITIONS: Record<
  DashboardState,
  Partial<Record<DashboardEvent['type'], DashboardState>>
> = {
  new: { chooseMatchMe: 'matchme-intro', chooseUniversities: 'universities-intro' },
  'matchme-intro': { startQuiz: 'quiz-questions', close: 'new', goBack: 'new' },
  quiz: { startQuiz: 'quiz-questions', close: 'matchme-intro', goBack: 'matchme-intro' },
  'quiz-questions': { close: 'matchme-intro', submitted: 'quiz-results' },
  'quiz-results': { close: 'new', returnToDashboard: 'new', retake: 'quiz-questions' },
  'universities-intro': { browseUniversities: 'universities', close: 'new', goBack: 'new' },
  universities: { close: 'universities-intro', goBack: 'universities-intro' },
}

/** The state after `event`; the same state when the event means nothing on this card. */
export function nextState(state: DashboardState, event: DashboardEvent): DashboardState {
  if (event.type === 'jump' || event.type === 'restore') return event.to
  if (event.type === 'reset') return 'new'
  return TRANSITIONS[state][event.type] ?? state
}
