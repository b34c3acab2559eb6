/**
 * Where a student makes and manages their shared links: the section of /profile (issue 27). Its
 * own module, with no imports, so the pages that link to it (the planner's, the essays' and
 * analytics' headers) carry nothing of sharing's logic.
 */
export const SHARING_SECTION = 'sharing'
export const SHARING_HREF = `/profile/#${SHARING_SECTION}`
