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

/** The state after `event`; the same state when the event means nothing on this card. */
export function nextState(state: DashboardState, event: DashboardEvent): DashboardState {
  if (event.type === 'jump' || event.type === 'restore') return event.to
  if (event.type === 'reset') return 'new'
  switch (state) {
    case 'new':
      if (event.type === 'chooseMatchMe') return 'matchme-intro'
      if (event.type === 'chooseUniversities') return 'universities-intro'
      return state
    case 'matchme-intro':
      if (event.type === 'startQuiz') return 'quiz-questions'
      if (event.type === 'close' || event.type === 'goBack') return 'new'
      return state
    case 'quiz':
      if (event.type === 'startQuiz') return 'quiz-questions'
      if (event.type === 'close' || event.type === 'goBack') return 'matchme-intro'
      return state
    case 'quiz-questions':
      if (event.type === 'close') return 'matchme-intro'
      if (event.type === 'submitted') return 'quiz-results'
      return state
    case 'quiz-results':
      if (event.type === 'close' || event.type === 'returnToDashboard') return 'new'
      if (event.type === 'retake') return 'quiz-questions'
      return state
    case 'universities-intro':
      if (event.type === 'browseUniversities') return 'universities'
      if (event.type === 'close' || event.type === 'goBack') return 'new'
      return state
    case 'universities':
      if (event.type === 'close' || event.type === 'goBack') return 'universities-intro'
      return state
  }
}
