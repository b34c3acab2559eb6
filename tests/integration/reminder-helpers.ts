// Shared steps of the reminder tests (planner-reminders.test.ts, verified-mail.test.ts): mail
// through a local SMTP catcher, a student with a deadline inside the alert window, and a run of the
// job that is known to be over when its "sentinel" (a student created just before it, so processed
// last) gets mail.
import { expect } from 'vitest'
import { dateAtOffset, isoWeekday } from '../../ui/src/logic/planner/calendar-date.ts'
import { intlOffsetAt } from '../../ui/src/logic/planner/intl-zone.ts'
import type { CaughtMail, MailCatcher } from '../support/smtp.ts'
import type { TestServer } from './harness.ts'
import { addUniversity, apiAs, plannerStudent, type Planner } from './planner-helpers.ts'

const DAY = 86_400_000
/** A UTC date `days` from now, for deadlines placed at noon UTC. */
export const inDays = (days: number) => dateAtOffset(Date.now() + days * DAY, 0)

/**
 * A zone where it is not Monday before 8:00 right now, so this week's digest is due whatever day
 * the test runs (the digest waits for Monday 8:00 local).
 */
export function digestReadyZone(): string {
  const now = Date.now()
  for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
    const offset = intlOffsetAt(zone, now)
    const hour = Math.floor(((((now + offset * 60_000) % DAY) + DAY) % DAY) / 3_600_000)
    if (isoWeekday(dateAtOffset(now, offset)) !== 0 || hour >= 8) return zone
  }
  throw new Error('unreachable: the three zones cannot all be on Monday morning')
}

/** Points the server's mail at the catcher on `port`, with links to the server itself. */
export async function useSmtp(server: TestServer, port: number): Promise<void> {
  const saved = await apiAs(server, server.adminToken).patch('/api/settings', {
    meta: {
      appURL: server.url,
      senderAddress: 'planner@compass.example',
      senderName: 'College Compass',
    },
    smtp: { enabled: true, host: '127.0.0.1', port, tls: false },
  })
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body))
}

/** Mails caught for `student`'s address. */
export const to = (student: { email: string }) => (m: CaughtMail) =>
  m.to.includes(student.email.toLowerCase())

/** The reminder steps against the server `serve()` returns, its mail caught by `mail()`'s. */
export function reminderSteps(serve: () => TestServer, mail: () => MailCatcher) {
  let sentinels = 0

  /** Lists a new school for `student` and applies early, due `daysAway` days on at noon UTC. */
  async function planDeadline(student: Planner, daysAway: number, name: string): Promise<string> {
    const school = await addUniversity(serve(), {
      name: `${name.split(' ')[0] ?? 'A'} State University`,
    })
    await student.list(school)
    const app = await student.apply(school, {
      plan: 'ea',
      deadline_date: inDays(daysAway),
      deadline_time: '12:00',
      deadline_zone_rule: 'school',
      deadline_zone: 'UTC',
    })
    if (app.status !== 200) throw new Error(JSON.stringify(app.body))
    return app.body.id as string
  }

  /** A verified student with reminders on and a deadline `daysAway` days on. */
  async function studentWithDeadline(
    settings: Record<string, unknown>,
    daysAway: number,
    name = 'Maya Johnson',
  ): Promise<Planner & { appId: string }> {
    const student = await plannerStudent(
      serve(),
      digestReadyZone(),
      {
        reminders_enabled: true,
        deadline_alerts: true,
        weekly_digest: false,
        alert_days: 7,
        ...settings,
      },
      name,
    )
    return { ...student, appId: await planDeadline(student, daysAway, name) }
  }

  /** Runs the job and resolves once it has reached a student created just before it. */
  async function runJob(): Promise<void> {
    sentinels += 1
    const sentinel = await studentWithDeadline({}, 2, `Sentinel${String(sentinels)} Student`)
    const server = serve()
    const started = await apiAs(server, server.adminToken).post('/api/crons/planner_reminders', {})
    expect(started.status).toBe(204)
    await mail().waitFor(to(sentinel))
  }

  return { planDeadline, studentWithDeadline, runJob }
}
