// Reminder e-mails through PocketBase's own SMTP client to a real SMTP server: alerts N days
// before each deadline, the weekly digest, the one-click stop link, never twice, never lost. The
// job runs on demand (POST /api/crons/planner_reminders), which returns at once; a run is known
// to be over when its "sentinel" (a student created just before it, so processed last) gets mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dateAtOffset, formatIsoDate } from '../../ui/src/logic/planner/calendar-date.ts'
import { startMailCatcher, type MailCatcher } from '../support/smtp.ts'
import { serverForTests } from './harness.ts'
import { addUniversity, apiAs, ownedBy, records } from './planner-helpers.ts'
import { inDays, reminderSteps, to, useSmtp } from './reminder-helpers.ts'

const server = serverForTests()
let mail: MailCatcher
const { studentWithDeadline, runJob } = reminderSteps(
  () => server,
  () => mail,
)

beforeAll(async () => {
  mail = await startMailCatcher()
  await useSmtp(server, mail.port)
})
afterAll(async () => {
  await mail.close()
})

const mailsTo = (student: { email: string }) => mail.mails.filter(to(student))

describe('deadline alerts and the weekly digest', () => {
  it('an alert inside the chosen window and the week’s digest, each sent once', async () => {
    const maya = await studentWithDeadline({ weekly_digest: true }, 3)
    await runJob()
    // Noon UTC three days on is 2.5 to 3.5 days away, depending on the hour the test runs.
    const alert = await mail.waitFor(
      (m) => to(maya)(m) && /^Maya State University is due [23] days from now$/.test(m.subject),
    )
    const digest = await mail.waitFor((m) => to(maya)(m) && m.subject.startsWith('Your week:'))
    expect(alert.text).toMatch(/Maya State University \(Early Action I\): due .*12:00 PM \(UTC\)/)
    expect(alert.text).toContain('Hi Maya,')
    const stop = alert.links.find((link) => link.includes('/api/planner/reminders/stop?token='))
    expect(stop).toBeDefined()
    // mailparser gathers List-Unsubscribe and List-Unsubscribe-Post under "list".
    const list = JSON.stringify(alert.headers.get('list'))
    expect(list).toContain(stop)
    expect(list).toContain('One-Click')
    expect(digest.text).toContain('Maya State University deadline')
    expect(alert.from).toBe('planner@compass.example')

    await runJob()
    expect(mailsTo(maya)).toHaveLength(2)
    const log = await ownedBy(server, 'planner_reminder_log', maya.id)
    expect(log.map((row) => row.key.split(':')[0]).sort()).toEqual(['alert', 'digest'])
  })

  it("a scholarship's deadline and an admission's reply date come in fixed words (issue 26)", async () => {
    const zoe = await studentWithDeadline({ weekly_digest: true }, 40, 'Zoe Grant')
    const admitted = await zoe.api.patch(records('applications', zoe.appId), {
      status: 'admitted',
      decision: { reply_by: inDays(2), deposit: 300 },
    })
    expect(admitted.status, JSON.stringify(admitted.body)).toBe(200)
    /** A scholarship due at noon UTC `days` from now, in the state given. */
    const due = async (sponsor: string, days: number, status = 'planning') => {
      const made = await zoe.own('scholarships', {
        sponsor,
        deadline_date: inDays(days),
        deadline_time: '12:00',
        deadline_zone_rule: 'school',
        deadline_zone: 'UTC',
        status,
      })
      expect(made.status, JSON.stringify(made.body)).toBe(200)
      return made.body.id as string
    }
    const scholarship = await due('Rotary Club of Springfield', 3)
    // Already applied: its deadline is no longer the student's to meet, so no alert and no line.
    await due('Lions Club of Shelbyville', 2, 'applied')
    await runJob()
    const alert = await mail.waitFor(
      (m) => to(zoe)(m) && /^Rotary Club of Springfield is due [23] days from now$/.test(m.subject),
    )
    expect(alert.text).toMatch(/Rotary Club of Springfield \(scholarship\): due .*12:00 PM \(UTC\)/)
    const digest = await mail.waitFor((m) => to(zoe)(m) && m.subject.startsWith('Your week:'))
    expect(digest.text).toContain("Reply to Zoe State University's offer")
    expect(digest.text).toContain('Rotary Club of Springfield scholarship deadline')
    expect(digest.text).not.toContain('Lions Club')
    expect(mailsTo(zoe).some((m) => m.subject.includes('Lions Club'))).toBe(false)
    const log = await ownedBy(server, 'planner_reminder_log', zoe.id)
    expect(log.map((row) => row.key as string)).toContainEqual(
      expect.stringMatching(new RegExp(`^alert:scholarship-${scholarship}:`)),
    )
  })

  it("the digest says a deadline on its own clock, as the planner does, not the student's", async () => {
    const ana = await studentWithDeadline({ weekly_digest: true }, 20, 'Ana Kahale')
    const hawaii = await addUniversity(server, { name: 'Ana Hawaii University' })
    await ana.list(hawaii)
    // 11:59 pm in Honolulu, three days on: the next morning on the student's clock (UTC, Tokyo
    // or Los Angeles), but the school's date is the one a student reads (ADR 0078).
    const date = inDays(3)
    const app = await ana.apply(hawaii, {
      plan: 'rd',
      deadline_date: date,
      deadline_time: '23:59',
      deadline_zone_rule: 'school',
      deadline_zone: 'Pacific/Honolulu',
    })
    expect(app.status).toBe(200)
    await runJob()
    const digest = await mail.waitFor((m) => to(ana)(m) && m.subject.startsWith('Your week:'))
    expect(digest.text).toContain(
      `Ana Hawaii University deadline: ${formatIsoDate(date)}, 11:59 PM (Honolulu time)`,
    )
  })

  it("the window is the student's: a deadline further off waits until it is inside", async () => {
    const sam = await studentWithDeadline({ alert_days: 2 }, 5, 'Sam Rivera')
    await runJob()
    expect(mailsTo(sam)).toEqual([])
    await sam.api.patch(records('planner_settings', sam.settingsId!), { alert_days: 6 })
    await runJob()
    expect(mailsTo(sam)).toHaveLength(1)
  })

  it('a moved deadline earns a new alert; alerts off or reminders off send nothing', async () => {
    const lee = await studentWithDeadline({}, 3, 'Lee Park')
    const off = await studentWithDeadline({ deadline_alerts: false }, 3, 'Off Alerts')
    const none = await studentWithDeadline(
      { reminders_enabled: false, weekly_digest: true },
      3,
      'None Atall',
    )
    await runJob()
    expect(mailsTo(lee)).toHaveLength(1)
    await lee.api.patch(records('applications', lee.appId), { deadline_date: inDays(4) })
    await runJob()
    expect(mailsTo(lee)).toHaveLength(2)
    expect(mailsTo(off)).toEqual([])
    expect(mailsTo(none)).toEqual([])
  })

  it('runs that overlap still send each reminder once', async () => {
    const kim = await studentWithDeadline({ weekly_digest: true }, 2, 'Kim Osei')
    const admin = apiAs(server, server.adminToken)
    await Promise.all(
      Array.from({ length: 4 }, () => admin.post('/api/crons/planner_reminders', {})),
    )
    await runJob()
    await runJob()
    const subjects = mailsTo(kim).map((m) => m.subject)
    expect(subjects.filter((s) => s.startsWith('Your week:'))).toHaveLength(1)
    expect(subjects.filter((s) => s.includes('is due'))).toHaveLength(1)
  })

  it('a mail that could not be sent is tried again on the next run, not lost', async () => {
    const ana = await studentWithDeadline({}, 3, 'Ana Lopez')
    const closed = await startMailCatcher()
    const deadPort = closed.port
    await closed.close()
    await useSmtp(server, deadPort)
    try {
      await apiAs(server, server.adminToken).post('/api/crons/planner_reminders', {})
      // The run logs the failure for each student; wait for Ana's.
      const admin = apiAs(server, server.adminToken)
      const filter = encodeURIComponent(
        `message ~ 'a reminder could not be sent' && data.user = '${ana.id}'`,
      )
      const deadline = Date.now() + 20_000
      let logged = false
      while (!logged && Date.now() < deadline) {
        logged = (await admin.get(`/api/logs?filter=${filter}`)).body.totalItems > 0
        if (!logged) await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect(logged).toBe(true)
      expect(await ownedBy(server, 'planner_reminder_log', ana.id)).toEqual([])
    } finally {
      await useSmtp(server, mail.port)
    }
    await runJob()
    await mail.waitFor(to(ana))
    expect(mailsTo(ana)).toHaveLength(1)
  })
})

describe('interview reminders (issue 26)', () => {
  /** A student whose deadline is far off (no alert) with an interview `hours` from now, in UTC. */
  async function interviewIn(hours: number, fields: Record<string, unknown>, name: string) {
    const student = await studentWithDeadline({}, 20, name)
    const at = new Date(Date.now() + hours * 3_600_000)
    const created = await student.own('interviews', {
      application: student.appId,
      date: dateAtOffset(at.getTime(), 0),
      time: at.toISOString().slice(11, 16),
      zone_rule: 'school',
      zone: 'UTC',
      place: 'Secret Cafe on Elm Street',
      with_whom: 'Dana Secretname',
      ...fields,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    return { ...student, interviewId: created.body.id as string }
  }

  it('an alert within a day before, a thank-you the day after, each once, without the notes', async () => {
    const soon = await interviewIn(5, { status: 'scheduled' }, 'Ivy Soon')
    const later = await interviewIn(30, { status: 'scheduled' }, 'Ola Later')
    const done = await interviewIn(-26, { status: 'done' }, 'Dee Done')
    const thanked = await interviewIn(-26, { status: 'done', thank_you_sent: true }, 'Tim Thanked')
    await runJob()
    const alert = await mail.waitFor(to(soon))
    expect(alert.subject).toMatch(
      /^Interview with Ivy State University in [45] hours, \d+ minutes$/,
    )
    expect(alert.text).toMatch(/Interview with Ivy State University: .* \(UTC\), [45] hours/)
    const thanks = await mail.waitFor(to(done))
    expect(thanks.subject).toBe('Send a thank-you note for your Dee State University interview')
    for (const sent of [alert, thanks]) {
      expect(sent.text).not.toMatch(/Secret/)
      expect(sent.html).not.toMatch(/Secret/)
      expect(sent.links.some((link) => link.includes('/api/planner/reminders/stop?token='))).toBe(
        true,
      )
    }
    expect(mailsTo(later)).toEqual([])
    expect(mailsTo(thanked)).toEqual([])

    await runJob()
    expect(mailsTo(soon)).toHaveLength(1)
    expect(mailsTo(done)).toHaveLength(1)
    const keys = (await ownedBy(server, 'planner_reminder_log', done.id)).map((row) => row.key)
    expect(keys).toEqual([`interview-thanks:${done.interviewId}`])
  })
})

describe("the reminders' log is the student's", () => {
  it('in their export, without the stop token, and gone with their account', async () => {
    const eve = await studentWithDeadline({}, 3, 'Eve Stone')
    await runJob()
    await mail.waitFor(to(eve))
    const [claimed] = await ownedBy(server, 'planner_reminder_log', eve.id)
    expect(claimed?.key).toMatch(/^alert:/)
    const exported = await eve.api.get('/api/account/export')
    expect(exported.status).toBe(200)
    expect(exported.body.remindersSent).toEqual([expect.objectContaining({ key: claimed?.key })])
    expect(JSON.stringify(exported.body)).not.toContain('reminder_token')

    const deleted = await eve.api.post('/api/account/delete', {
      confirmation: 'student-password-123',
    })
    expect(deleted.status).toBe(204)
    expect(await ownedBy(server, 'planner_reminder_log', eve.id)).toEqual([])
  })
})

describe('the stop link', () => {
  it('opens a page with one button (no sign-in); pressing it stops every reminder', async () => {
    const jo = await studentWithDeadline({ weekly_digest: true }, 3, 'Jo Quinn')
    await runJob()
    const first = await mail.waitFor(to(jo))
    const stop = first.links.find((link) => link.includes('/api/planner/reminders/stop?token='))!
    const page = await fetch(stop)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('<button type="submit">Stop all reminders</button>')
    // Opening the link (as a mail scanner does) changes nothing.
    expect((await ownedBy(server, 'planner_settings', jo.id))[0].reminders_enabled).toBe(true)

    const token = new URL(stop).searchParams.get('token')!
    const pressed = await fetch(stop, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    })
    expect(pressed.status).toBe(200)
    expect(await pressed.text()).toContain('Reminders stopped')
    expect((await ownedBy(server, 'planner_settings', jo.id))[0].reminders_enabled).toBe(false)

    const before = mailsTo(jo).length
    await jo.api.patch(records('applications', jo.appId), { deadline_date: inDays(2) })
    await runJob()
    expect(mailsTo(jo)).toHaveLength(before)
    expect(await (await fetch(stop)).text()).toContain('Reminders are off')
  })

  it('turning reminders back on makes a new link: an old (forwarded) mail stops nothing', async () => {
    const ida = await studentWithDeadline({}, 3, 'Ida Wells')
    await runJob()
    const first = await mail.waitFor(to(ida))
    const oldStop = first.links.find((link) => link.includes('/api/planner/reminders/stop?token='))!
    expect((await fetch(oldStop, { method: 'POST' })).status).toBe(200)
    const [settings] = await ownedBy(server, 'planner_settings', ida.id)
    // Saving again with reminders still off keeps the stopped link; turning them on replaces it.
    await ida.api.patch(records('planner_settings', settings.id as string), { alert_days: 5 })
    expect((await fetch(oldStop)).status).toBe(200)
    await ida.api.patch(records('planner_settings', settings.id as string), {
      reminders_enabled: true,
      alert_days: 7,
    })
    expect((await fetch(oldStop)).status).toBe(404)
    expect((await fetch(oldStop, { method: 'POST' })).status).toBe(404)
    expect((await ownedBy(server, 'planner_settings', ida.id))[0].reminders_enabled).toBe(true)

    await ida.api.patch(records('applications', ida.appId), { deadline_date: inDays(2) })
    await runJob()
    const next = mailsTo(ida).at(-1)!
    const newStop = next.links.find((link) => link.includes('/api/planner/reminders/stop?token='))!
    expect(newStop).not.toBe(oldStop)
    expect(await (await fetch(newStop)).text()).toContain('Stop reminder e-mails?')
  })

  it("works as a mail client's one-click unsubscribe (RFC 8058), and a wrong token is 404", async () => {
    const max = await studentWithDeadline({}, 3, 'Max Berg')
    await runJob()
    const alert = await mail.waitFor(to(max))
    const stop = alert.links.find((link) => link.includes('/api/planner/reminders/stop?token='))!
    const oneClick = await fetch(stop, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect((await ownedBy(server, 'planner_settings', max.id))[0].reminders_enabled).toBe(false)

    const wrong = `${server.url}/api/planner/reminders/stop?token=${'x'.repeat(40)}`
    expect((await fetch(wrong)).status).toBe(404)
    expect((await fetch(wrong, { method: 'POST' })).status).toBe(404)
  })
})
