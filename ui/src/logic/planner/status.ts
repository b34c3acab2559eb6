/**
 * Where an application stands, in groups the agenda and the reminders read. Apart from model.ts's
 * choice lists, so a page that shows only the agenda does not load the lists' labels (ADR 0048).
 */
import type { Status } from './model.ts'

/** Statuses before the student has sent the application. */
export const OPEN_STATUSES: readonly Status[] = ['planning', 'in_progress']
/** Statuses that carry the school's decision. */
export const DECISION_STATUSES: readonly Status[] = ['admitted', 'deferred', 'waitlisted', 'denied']
