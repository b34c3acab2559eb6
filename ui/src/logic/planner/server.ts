/**
 * What the server runs of the planner's logic: `pnpm typegen` bundles this entry into
 * pocketbase/pb_hooks/lib/planner-core.js (CommonJS for PocketBase's JavaScript runtime), so the
 * hooks refuse, plan, remind and write the calendar with the very code the browser uses
 * (docs/adr/0042-one-planner-core-for-browser-and-server.md). Nothing here may use Intl or the DOM:
 * the server passes Go's zone rules in as `OffsetAt`.
 */
export { deadlineInstant } from './deadline.ts'
export { labelOf, PLANS } from './model.ts'
export { planConflict } from './rules.ts'
export { backwardPlan, syncPlanTasks } from './backward-plan.ts'
export { aidTimeline } from './aid.ts'
export { weeklyAgenda } from './agenda.ts'
export { buildCalendar } from './ics.ts'
export {
  alertKey,
  alertMail,
  digestHasContent,
  digestMail,
  dueAlerts,
  dueDigest,
} from './reminders.ts'
export {
  normalizeApplication,
  PLANNER_LIMITS,
  PLANNER_MESSAGES,
  validateAidDate,
  validateApplication,
  validateRecommender,
  validateSettings,
  validateTask,
} from './validation.ts'
export { dateInZone } from './zone.ts'
// The planner's own records' fields, said once (ADR 0093), read by lib/planner-records.js.
export {
  AID_DATE_FIELDS,
  APPLICATION_FIELDS,
  RECOMMENDER_FIELDS,
  REMINDER_FIELDS,
  TASK_FIELDS,
} from './planner-fields.ts'
// After "Submit" (issue 26): the portal checklist, interviews and their feed events and mails.
export { afterSubmitFeed } from './after-submit.ts'
export { interviewFacts } from './interviews.ts'
export { INTERVIEW_FIELDS, PORTAL_FIELDS } from './after-submit-fields.ts'
export { interviewInstant, normalizeInterview, validateInterview } from './interview-checks.ts'
export { dueInterviewReminders, interviewMail } from './interview-reminders.ts'
export {
  looksLikePassword,
  normalizePortal,
  PORTAL_MESSAGES,
  validatePortal,
} from './portal-checks.ts'
export {
  bindingConflict,
  decisionDates,
  decisionOf,
  enrollChanges,
  stepTitle,
  validateDecision,
  validateStep,
} from './decisions.ts'
export { normalizeScholarship, SCHOLARSHIP_LIMITS, validateScholarship } from './scholarships.ts'
export { scholarshipAlertCandidates, scholarshipFeedDeadlines } from './scholarship-dates.ts'
