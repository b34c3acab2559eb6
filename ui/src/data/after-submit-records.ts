// The after-submit records (pocketbase-types.ts, generated) as their domain types
// (logic/planner/portal.ts, interviews.ts), typed with no casts. Loaded with the planner's calls.
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
    id: record.id,
    application: record.application,
    url: record.url,
    login_email: record.login_email,
    items: receivedItems(record.items),
    checked_on: record.checked_on,
  }
}

export function toInterview(record: InterviewsRecord): Interview {
  return {
    id: record.id,
    application: record.application,
    status: record.status === '' ? 'none' : record.status,
    date: record.date,
    time: record.time,
    zone_rule: record.zone_rule === '' ? 'student' : record.zone_rule,
    zone: record.zone,
    at: record.at.replace(' ', 'T'),
    place: record.place,
    with_whom: record.with_whom,
    thank_you_sent: record.thank_you_sent,
  }
}
