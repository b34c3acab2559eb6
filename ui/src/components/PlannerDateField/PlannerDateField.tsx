// Its own module, not TextField's: planner validation must not ride into every bundle with a text
// field (the sign-in page's budget).
import { PLANNER_YEARS } from '../../logic/planner/list-checks.ts'
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx'

/** A date input bounded to the years the planner accepts, so its picker offers no day it refuses. */
export function PlannerDateField(props: Omit<TextFieldProps, 'type' | 'min' | 'max'>) {
  return (
    <TextField
      type="date"
      min={`${String(PLANNER_YEARS.first)}-01-01`}
      max={`${String(PLANNER_YEARS.last)}-12-31`}
      {...props}
    />
  )
}
