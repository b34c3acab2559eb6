/**
 * The User Timing mark the dashboard sets when the specification's loading spinner ends and the
 * first card draws; `pnpm bench:web` measures the largest paint from it (issue 17: the signed-in
 * LCP budget, measured from when the dashboard's loading ends too).
 */
export const DASHBOARD_LOADING_ENDED_MARK = 'dashboard:loading-ended'
