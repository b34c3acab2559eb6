/**
 * A student's match settings (docs/adr/0038-matching-settings-and-fits.md), kept on their record
 * (`users.homeState`, `users.faithPreference`) and read by the scorer: the home state prices public
 * universities in-state or out-of-state, and the faith preference says whether faith-based
 * colleges are welcome, listed with a label (the default) or not listed.
 */

/** The 50 states and DC, as the catalogue spells them. */
export const STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const

export type StateCode = (typeof STATE_CODES)[number]

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

const CODES: ReadonlySet<string> = new Set(STATE_CODES)

export function isHomeState(value: unknown): value is HomeState {
  return typeof value === 'string' && (value === OUTSIDE_STATES || CODES.has(value))
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
