/**
 * A student's match settings (docs/adr/0038-matching-settings-and-fits.md), kept on their record
 * (`users.homeState`, `users.faithPreference`) and read by the scorer: the home state prices public
 * universities in-state or out-of-state, and the faith preference says whether faith-based
 * colleges are welcome, listed with a label (the default) or not listed.
 */

/** The 50 states and DC, as the catalogue spells them, with their names. */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const

export type StateCode = (typeof US_STATES)[number][0]

/** A student who lives outside the 50 states and DC pays out-of-state prices everywhere. */
export const OUTSIDE_STATES = 'outside'

/** Where the student lives: a state code, outside the states, or null when they have not said. */
export type HomeState = StateCode | typeof OUTSIDE_STATES

export const FAITH_PREFERENCES = ['welcome', 'labelled', 'hidden'] as const
/** welcome: listed like any other; labelled: listed, with a visible label; hidden: not listed. */
export type FaithPreference = (typeof FAITH_PREFERENCES)[number]

export type MatchSettings = {
  homeState: HomeState | null
  faith: FaithPreference
}

export const DEFAULT_MATCH_SETTINGS: MatchSettings = { homeState: null, faith: 'labelled' }

export const FAITH_LABEL: Record<FaithPreference, string> = {
  welcome: 'Welcome: list them like any other college',
  labelled: 'List them with a label saying so',
  hidden: 'Do not list them',
}

const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code))

export function isHomeState(value: unknown): value is HomeState {
  return typeof value === 'string' && (value === OUTSIDE_STATES || STATE_CODES.has(value))
}

export function isFaithPreference(value: unknown): value is FaithPreference {
  return typeof value === 'string' && (FAITH_PREFERENCES as readonly string[]).includes(value)
}

/** The settings stored on a record, with anything unknown or empty read as the default. */
export function matchSettingsOf(homeState: unknown, faith: unknown): MatchSettings {
  return {
    homeState: isHomeState(homeState) ? homeState : null,
    faith: isFaithPreference(faith) ? faith : DEFAULT_MATCH_SETTINGS.faith,
  }
}

/** "Ohio", "outside the 50 states and DC", or null. */
export function homeStateName(homeState: HomeState | null): string | null {
  if (homeState === null) return null
  if (homeState === OUTSIDE_STATES) return 'outside the 50 states and DC'
  return US_STATES.find(([code]) => code === homeState)?.[1] ?? null
}
