// Names for what the match settings store as codes: shown by the settings form, the results and the
// budget reasons, kept apart from settings.ts so the data layer's checks do not carry them.
import { OUTSIDE_STATES, type FaithPreference, type HomeState, type StateCode } from './settings.ts'

export const STATE_NAMES: Record<StateCode, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
}

export const FAITH_LABEL: Record<FaithPreference, string> = {
  welcome: 'Welcome: list them like any other college',
  labelled: 'List them with a label saying so',
  hidden: 'Do not list them',
}

/** "Ohio", "outside the 50 states and DC", or null. */
export function homeStateName(homeState: HomeState | null): string | null {
  if (homeState === null) return null
  return homeState === OUTSIDE_STATES ? 'outside the 50 states and DC' : STATE_NAMES[homeState]
}
