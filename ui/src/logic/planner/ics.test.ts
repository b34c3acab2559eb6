import ICAL from 'ical.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanText } from '../validation/text-rule.ts'
import { buildCalendar, escapeText, foldLine, type FeedInput } from './ics.ts'
import { intlOffsetAt } from './intl-zone.ts'

const NOW = Date.parse('2026-10-05T16:00:00.000Z')

const input: FeedInput = {
  calendarName: "Maya's applications",
  now: NOW,
  offsetAt: intlOffsetAt,
  plannerUrl: 'https://compass.example/planner/',
  deadlines: [
    {
      id: 'app1',
      schoolName: 'Tulane University of Louisiana',
      planLabel: 'Early Decision',
      at: Date.parse('2026-11-02T04:59:00.000Z'),
      zone: 'America/New_York',
      estimated: false,
      sourceUrl: 'https://admission.tulane.edu/apply/deadlines',
      updated: NOW - 1000,
    },
    {
      id: 'app2',
      schoolName: 'Texas A & M University; College Station, TX',
      planLabel: 'Regular Decision',
      at: Date.parse('2026-12-02T05:59:00.000Z'),
      zone: 'America/Chicago',
      estimated: true,
      sourceUrl: '',
      updated: NOW - 1000,
    },
  ],
  tasks: [
    {
      id: 't1',
      title: 'Ask for recommendations, teachers\\counselor',
      date: '2026-09-20',
      updated: NOW,
    },
  ],
  aid: [
    {
      id: 'fafsa-estimate',
      title: 'The FAFSA opens (an estimate)',
      date: '2026-10-01',
      updated: NOW,
    },
  ],
}

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text))
  return {
    calendar: component,
    events: component.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e)),
  }
}

describe('buildCalendar', () => {
  it('is a valid calendar with one event per deadline, task and aid date, by stable UID', () => {
    const { calendar, events } = parse(buildCalendar(input))
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe("Maya's applications")
    expect(events.map((e) => e.uid)).toEqual([
      'deadline-app1@planner.college-compass',
      'deadline-app2@planner.college-compass',
      'task-t1@planner.college-compass',
      'aid-fafsa-estimate@planner.college-compass',
    ])
  })

  it('deadlines are exact instants in UTC; tasks are all-day', () => {
    const { events } = parse(buildCalendar(input))
    const [tulane, texas, task] = events
    expect(tulane?.startDate.toJSDate().toISOString()).toBe('2026-11-02T04:59:00.000Z')
    expect(tulane?.startDate.zone.tzid).toBe('UTC')
    expect(texas?.startDate.toJSDate().toISOString()).toBe('2026-12-02T05:59:00.000Z')
    expect(task?.startDate.isDate).toBe(true)
    expect(task?.startDate.toString()).toBe('2026-09-20')
    expect(task?.endDate.toString()).toBe('2026-09-21')
  })

  it("keeps the school's words intact through escaping and says the local time and source", () => {
    const { events } = parse(buildCalendar(input))
    const [tulane, texas, task] = events
    expect(texas?.summary).toBe(
      'Deadline: Texas A & M University; College Station, TX (Regular Decision)',
    )
    expect(texas?.description).toContain('Due Tue, Dec 1, 2026, 11:59 PM (Chicago time).')
    expect(texas?.description).toContain('This date is an estimate: check it with the school.')
    expect(tulane?.description).toContain('Source: https://admission.tulane.edu/apply/deadlines')
    expect(task?.summary).toBe('Ask for recommendations, teachers\\counselor')
  })

  it('uses CRLF line endings and folds long lines at 75 octets', () => {
    const text = buildCalendar({
      ...input,
      tasks: [
        {
          id: 'long',
          title: `Écrire ${'très '.repeat(40)}longuement`,
          date: '2026-10-10',
          updated: NOW,
        },
      ],
    })
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    // No bare line feeds: every line break is CRLF.
    expect(/(^|[^\r])\n/.test(text)).toBe(false)
    expect(parse(text).events.at(2)?.summary).toBe(`Écrire ${'très '.repeat(40)}longuement`)
  })

  it('serves no control character the format forbids, even from text stored before the rule', () => {
    const hostile = 'Call coach\u0000\u001b[31m\u0007 \u202eevil\u202c\r\nnow\u007f\u0085'
    const text = buildCalendar({
      ...input,
      deadlines: [
        { ...input.deadlines[0]!, schoolName: hostile, sourceUrl: 'https://a.edu/\u0000x' },
      ],
      tasks: [{ ...input.tasks[0]!, title: hostile }],
    })
    // RFC 5545 CONTROL (%x00-08, %x0A-1F, %x7F) outside the CRLF line endings, C1 and bidi overrides.
    const body = text.replace(/\r\n/g, '')
    // eslint-disable-next-line no-control-regex -- what RFC 5545 forbids in TEXT
    expect(body).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e]/)
    const { events } = parse(text)
    expect(events.find((e) => e.uid.startsWith('task-'))?.summary).toBe('Call coach[31m evil\nnow')
  })

  it('escapes whatever a student types so a parser reads it back, cleaned', () => {
    // Letters, what TEXT escapes, line breaks, control characters, bidi overrides, other scripts.
    const typed = fc.oneof(
      fc.string({ minLength: 1, maxLength: 1 }),
      fc.constantFrom(',', ';', '\\', '\n', '\r', '\t', '\u0000', '\u0007', '\u001b', '\u007f'),
      fc.constantFrom('\u0085', '\u202e', '\u2066', 'é', '李', '😀', '\u2028'),
    )
    fc.assert(
      fc.property(fc.string({ unit: typed, maxLength: 80 }), (title) => {
        const text = buildCalendar({
          ...input,
          deadlines: [],
          aid: [],
          tasks: [{ ...input.tasks[0]!, title }],
        })
        // eslint-disable-next-line no-control-regex -- what RFC 5545 forbids in TEXT
        expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/)
        expect(parse(text).events[0]?.summary).toBe(
          cleanText(title, 'multi').replace(/\r\n|\r/g, '\n'),
        )
      }),
      { numRuns: 150 },
    )
  })

  it('folding and unfolding give back any line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `SUMMARY:${escapeText(text)}`
        const folded = foldLine(line)
        expect(folded.split('\r\n').every((part) => Buffer.byteLength(part) <= 75)).toBe(true)
        expect(folded.replace(/\r\n /g, '')).toBe(line)
      }),
    )
  })
})
