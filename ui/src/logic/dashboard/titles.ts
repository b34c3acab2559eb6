import type { DashboardState } from './dashboard-machine.ts'

/** The document title for each card (the specification: the title changes with the state). */
export const DASHBOARD_TITLES: Record<DashboardState, string> = {
  new: 'Dashboard',
  'matchme-intro': 'MatchMe',
  quiz: 'About the MatchMe Quiz',
  'quiz-questions': 'MatchMe Quiz',
  'quiz-results': 'Your Matches',
  'universities-intro': 'Select Universities',
  universities: 'Browse Universities',
}

export function documentTitle(state: DashboardState): string {
  return `${DASHBOARD_TITLES[state]} | College Compass`
}
