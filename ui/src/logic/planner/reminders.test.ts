import { describe, expect, it } from 'vitest'
import { MAIL_TITLE_MAX } from '../validation/mail-title.ts'
import { PLANNER_CLOCK, SAMPLE_APPLICATIONS, SAMPLE_TASKS } from '../../testing/planner-fixtures.ts'
import { weeklyAgenda } from './agenda.ts'
import { intlOffsetAt } from './intl-zone.ts'
import {
  alertKey,
  alertMail,
  digestMail,
  dueAlerts,
  dueDigest,
  type AlertCandidate,
  type ReminderSettings,
} from './reminders.ts'

const DAY = 86_400_000
const NOW = Date.parse('2026-10-05T16:00:00.000Z') // Monday, noon in New York
const settings: ReminderSettings = {
  timezone: 'America/New_York',
  reminders_enabled: true,
  weekly_digest: true,
  deadline_alerts: true,
  alert_days: 7,
}
const candidate = (
  id: string,
  daysAway: number,
  status: AlertCandidate['status'] = 'planning',
): AlertCandidate => ({
  id,
  schoolName: `School ${id}`,
  planLabel: 'Early Action',
  status,
  at: NOW + daysAway * DAY,
  zone: 'America/New_York',
})
const links = {
  planner: 'https://compass.example/planner/',
  stop: 'https://compass.example/api/planner/reminders/stop?token=abc',
}

describe('dueAlerts', () => {
  it.each<[string, Partial<ReminderSettings>, AlertCandidate[], string[], string[]]>([
    [
      'inside the window',
      {},
      [candidate('a', 3), candidate('b', 7), candidate('c', 8)],
      [],
      ['a', 'b'],
    ],
    ['passed deadlines get none', {}, [candidate('a', -1)], [], []],
    ['submitted applications get none', {}, [candidate('a', 2, 'submitted')], [], []],
    ['already sent', {}, [candidate('a', 2)], ['a'], []],
    ['a wider window', { alert_days: 14 }, [candidate('a', 10)], [], ['a']],
    ['alerts off', { deadline_alerts: false }, [candidate('a', 2)], [], []],
    ['all reminders off', { reminders_enabled: false }, [candidate('a', 2)], [], []],
  ])('%s', (_, overrides, apps, sentIds, expected) => {
    const sent = new Set(apps.filter((a) => sentIds.includes(a.id)).map(alertKey))
    expect(dueAlerts({ ...settings, ...overrides }, apps, NOW, sent).map((a) => a.id)).toEqual(
      expected,
    )
  })

  it('a moved deadline earns a new alert', () => {
    expect(alertKey(candidate('a', 3))).not.toBe(alertKey(candidate('a', 4)))
    expect(alertKey(candidate('a', 3))).toBe(alertKey({ id: 'a', at: NOW + 3 * DAY }))
  })
})

describe('dueDigest', () => {
  it.each<[string, string, Partial<ReminderSettings>, string[], string | null]>([
    ['Monday after 8:00', '2026-10-05T12:00:00.000Z', {}, [], 'digest:2026-W41'],
    ['Monday before 8:00 local', '2026-10-05T11:00:00.000Z', {}, [], null],
    ['later in the week, not yet sent', '2026-10-08T02:00:00.000Z', {}, [], 'digest:2026-W41'],
    ['already sent this week', '2026-10-08T02:00:00.000Z', {}, ['digest:2026-W41'], null],
    [
      "Sunday night in New York is still the student's week",
      '2026-10-12T03:30:00.000Z',
      {},
      ['digest:2026-W41'],
      null,
    ],
    ['the next Monday', '2026-10-12T12:30:00.000Z', {}, ['digest:2026-W41'], 'digest:2026-W42'],
    ['digest off', '2026-10-05T16:00:00.000Z', { weekly_digest: false }, [], null],
    [
      'in Tokyo it is already Monday 9:00',
      '2026-10-05T00:00:00.000Z',
      { timezone: 'Asia/Tokyo' },
      [],
      'digest:2026-W41',
    ],
  ])('%s', (_, now, overrides, sent, expected) => {
    expect(
      dueDigest({ ...settings, ...overrides }, Date.parse(now), intlOffsetAt, new Set(sent)),
    ).toBe(expected)
  })
})

describe('the mails', () => {
  it('an alert names the school, its local time, the time left, and carries the stop link', () => {
    const mail = alertMail('Maya Johnson', [candidate('a', 3)], NOW, intlOffsetAt, links)
    expect(mail.subject).toBe('School a is due 3 days from now')
    expect(mail.text).toContain('Hi Maya,')
    expect(mail.text).toContain(
      'School a (Early Action): due Thu, Oct 8, 2026, 12:00 PM (New York time), 3 days left',
    )
    expect(mail.text).toContain(links.stop)
    expect(mail.html).toContain(`href="${links.stop.replace(/&/g, '&amp;')}"`)
  })

  it('several deadlines in one mail; names are escaped in HTML', () => {
    const mail = alertMail(
      '<b>Sam</b>',
      [candidate('a', 1), { ...candidate('b', 2), schoolName: 'A&M <Univ>' }],
      NOW,
      intlOffsetAt,
      links,
    )
    expect(mail.subject).toBe('2 application deadlines are coming up')
    expect(mail.html).toContain('A&amp;M &lt;Univ&gt;')
    expect(mail.html).not.toContain('<b>Sam</b>')
  })

  it('the digest lists what is late and due this week', () => {
    const agenda = weeklyAgenda(
      { applications: SAMPLE_APPLICATIONS, tasks: SAMPLE_TASKS, aid: [] },
      PLANNER_CLOCK,
    )
    const mail = digestMail('Maya', agenda, 'America/New_York', intlOffsetAt, links)
    expect(mail.subject).toBe('Your week: 1 late, 2 due this week')
    expect(mail.text).toMatch(
      /Late:\n- Ask for recommendations for Tulane University of Louisiana: Sun, Sep 20, 2026/,
    )
    expect(mail.text).toContain(
      'Due this week:\n- Sign up for the Michigan virtual info session: Wed, Oct 7, 2026',
    )
    expect(mail.text).toContain(links.stop)
  })

  it('quotes typed text only as a short title: one line, no links, no control characters', () => {
    const hostile = 'Pay at https://evil.example/x\nor evil.com \u202eNOW\u0007 '.repeat(4)
    const agenda = weeklyAgenda(
      {
        applications: [],
        tasks: SAMPLE_TASKS.map((task) => ({ ...task, title: hostile })),
        aid: [],
      },
      PLANNER_CLOCK,
    )
    const mail = digestMail(`Visit\u0000www.evil.example`, agenda, 'UTC', intlOffsetAt, links)
    const quoted = mail.text.split('\n').filter((line) => line.startsWith('- '))
    expect(quoted.length).toBeGreaterThan(0)
    for (const line of quoted) {
      // eslint-disable-next-line no-control-regex -- the control characters a mail must not carry
      expect(line).not.toMatch(/evil|https?:|[\u0000-\u0008\u202e]/)
      expect(line.length).toBeLessThan(MAIL_TITLE_MAX + 40)
    }
    expect(mail.text.startsWith('Hi,\n')).toBe(true)
    const withoutFooter = mail.html.replace(links.stop, '').replace(links.planner, '')
    expect(withoutFooter).not.toMatch(/evil/)
  })
})
