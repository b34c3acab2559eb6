/**
 * When the application cycle the product serves ends: the one place a rule that runs "until the
 * end of the cycle" reads it (a shared link's longest life, logic/sharing/share.ts).
 *
 * The 2026-27 cycle (students applying now enter in fall 2027) ends on July 31, 2027: Common App
 * rolls every account over to the next cycle on August 1, clearing what was written for this one
 * (https://www.ivycoach.com/the-ivy-coach-blog/the-application/what-is-common-app-account-rollover/,
 * a report of https://www.commonapp.org/ practice, checked 2026-11-27), and by then decisions,
 * deposits (May 1) and waitlists are over. Renew it with the cycle: cycle-end.test.ts fails once it
 * has passed.
 */
export const CYCLE = {
  name: '2026-27',
  entryTerm: 'fall 2027',
  /** The cycle's last day. */
  lastDay: '2027-07-31',
} as const

/**
 * The cycle's end as an instant: the end of its last day everywhere on Earth (UTC-12), so no
 * student in any U.S. zone loses part of that day.
 */
export const CYCLE_ENDS_AT = Date.parse(`${CYCLE.lastDay}T23:59:59.999-12:00`)
