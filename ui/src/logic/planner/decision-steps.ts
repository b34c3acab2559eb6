/**
 * The steps a deferral or a waitlist may ask for (issue 26), apart from decisions.ts so the
 * planner's vocabulary (model.ts) can list them without importing the decision rules.
 */
/** The steps a deferral or a waitlist may ask for; the student picks the school's. */
export const DECISION_STEPS = [
  { value: 'opt_in', label: 'Opt in to the waitlist', phrase: 'Opt in to the waitlist' },
  { value: 'mid_year', label: 'Send mid-year grades', phrase: 'Send mid-year grades' },
  {
    value: 'loci',
    label: 'Send a letter of continued interest',
    phrase: 'Send a letter of continued interest',
  },
  { value: 'update', label: 'Send an update (new results, awards)', phrase: 'Send an update' },
  {
    value: 'extra_rec',
    label: 'Send an extra recommendation',
    phrase: 'Send an extra recommendation',
  },
  { value: 'other', label: 'Other (name it)', phrase: '' },
] as const
export type DecisionStep = (typeof DECISION_STEPS)[number]['value']

