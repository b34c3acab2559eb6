// Shared by /quiz and the dashboard's quiz cards, apart from either island so that neither pulls
// in the other's code.

/** The specification's message when the answers could not be saved. */
export const SAVE_ERROR = 'There was an error saving your results. Please try again.'
/** How many matches the results can show (the first three, then more on request). */
export const MAX_MATCHES = 20

/** Scoring loads with the first matches asked for, in parallel with the catalogue. */
export const loadScoring = () => import('../../logic/matching/score.ts')
