// The after-submit records (pocketbase-types.ts, generated) as their domain types
// (logic/planner/portal.ts, interviews.ts), typed with no casts. Loaded with the planner's calls.
import { pickFields } from '../logic/field-lists.ts'
import {
  INTERVIEW_FIELDS,
  NO_INTERVIEW,
  NO_PORTAL,
  PORTAL_FIELDS,
} from '../logic/planner/after-submit-fields.ts'
import type { Interview } from '../logic/planner/interviews.ts'
import type { Portal, ReceivedState } from '../logic/planner/portal.ts'
import type { ApplicationPortalsRecord, InterviewsRecord } from './pocketbase-types.ts'

/** The stored checklist, keeping only the states an item may have (the server checks them). */
function receivedItems(value: unknown): Record<string, ReceivedState> {
  const items: Record<string, ReceivedState> = {}
  if (typeof value !== 'object' || value === null) return items
  for (const [key, state] of Object.entries(value as Record<string, unknown>)) {
    if (state === 'received' || state === 'not_needed') items[key] = state
  }
  return items
}

export function toPortal(record: ApplicationPortalsRecord): Portal {
  return {
    ...NO_PORTAL,
    ...pickFields(record, PORTAL_FIELDS),
    id: record.id,
    items: receivedItems(record.items),
  }
}

export function toInterview(record: InterviewsRecord): Interview {
  return {
    ...NO_INTERVIEW,
    ...pickFields(record, INTERVIEW_FIELDS),
    id: record.id,
    status: record.status || NO_INTERVIEW.status,
    zone_rule: record.zone_rule || NO_INTERVIEW.zone_rule,
    at: record.at.replace(' ', 'T'),
  }
}
