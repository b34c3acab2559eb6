// One answer to "this field is wrong" (pb_hooks/lib/field-errors.js, issue 25): whichever rule of
// the hooks refuses a field (the planner's, sharing's, analytics', the essays', the text rule, the
// type check in front of the records API), the 400 names the field with PocketBase's code for a
// refused value and the rule's sentence, says that sentence as its message, changes nothing, and
// the browser's data layer shows the sentence beside the field.
import { describe, expect, it } from 'vitest'
import { errorFromResponse } from '../../ui/src/data/errors.ts'
import { ANALYTICS_MESSAGES } from '../../ui/src/logic/analytics/entries.ts'
import { PLANNER_MESSAGES } from '../../ui/src/logic/planner/validation.ts'
import { SHARE_MESSAGES } from '../../ui/src/logic/sharing/share.ts'
import { TEXT_MESSAGES } from '../../ui/src/logic/validation/text-rule.ts'
import { serverForTests } from './harness.ts'
import { apiAs, plannerStudent, records, type Planner } from './planner-helpers.ts'

const server = serverForTests()

type Answer = { status: number; body: any }

/** The one shape: a 400, the field named with its sentence, the sentence as the message. */
function expectRefused(answer: Answer, field: string, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(answer.body.data).toEqual({ [field]: { code: 'validation_invalid_value', message } })
  expect(answer.body.message).toBe(message)
  const seen = errorFromResponse(answer.status, answer.body)
  expect(seen.kind).toBe('invalid')
  expect(seen.fields).toEqual({ [field]: message })
}

type Case = {
  rule: string
  field: string
  message: string
  /** Makes what the case needs: the refused request, and a read of what it must not change. */
  prepare: (
    student: Planner,
  ) => Promise<{ refuse: () => Promise<Answer>; read: () => Promise<unknown> }>
}

/** A record of the student's own, made first; the case sends `patch` to it. */
function patching(
  collection: string,
  fields: Record<string, unknown>,
  patch: object,
): Case['prepare'] {
  return async (student) => {
    const made = await student.own(collection, fields)
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const path = records(collection, made.body.id as string)
    return {
      refuse: () => student.api.patch(path, patch),
      read: async () => (await student.api.get(path)).body,
    }
  }
}

const TASK = { kind: 'custom', title: 'Visit', due: '2027-01-05' }

const CASES: readonly Case[] = [
  {
    rule: "the planner's (lib/planner-saves.js)",
    field: 'title',
    message: PLANNER_MESSAGES.taskTitle,
    prepare: patching('plan_tasks', TASK, { title: '   ' }),
  },
  {
    rule: 'the text rule (lib/text-rule.js)',
    field: 'label',
    message: TEXT_MESSAGES.single,
    prepare: patching(
      'aid_dates',
      { kind: 'other', label: 'Grant', date: '2027-02-01' },
      {
        label: 'Grant \u202E',
      },
    ),
  },
  {
    rule: 'the type check (lib/field-types.js)',
    field: 'done',
    message: 'Must be true or false.',
    prepare: patching('plan_tasks', TASK, { done: 'yes' }),
  },
  {
    rule: "analytics' (lib/analytics.js)",
    field: 'score_send_fee',
    message: ANALYTICS_MESSAGES.scoreSendFee,
    prepare: async (student) => {
      const made = await student.apply(await student.listNew(), { plan: 'rd' })
      expect(made.status, JSON.stringify(made.body)).toBe(200)
      const path = records('applications', made.body.id as string)
      return {
        refuse: () => student.api.patch(path, { score_send_fee: -5 }),
        read: async () => (await student.api.get(path)).body,
      }
    },
  },
  {
    rule: "the essays' (lib/essays.js)",
    field: 'revision',
    message: 'Set by the server: save text through /api/essays/{id}/save.',
    prepare: patching(
      'essays',
      { kind: 'supplement', platform: 'common_app', title: 'Why us', status: 'not_started' },
      { revision: 7 },
    ),
  },
  {
    rule: "sharing's (lib/shares.js)",
    field: 'scope',
    message: SHARE_MESSAGES.scopeRequired,
    prepare: (student) =>
      Promise.resolve({
        refuse: () =>
          student.api.post('/api/shares', {
            label: 'Mom',
            scope: [],
            expires: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            comments: false,
          }),
        read: async () => (await student.api.get(records('shares'))).body.items,
      }),
  },
]

describe('a refused field gets one answer, whichever rule refuses it', () => {
  it.each(CASES)('$rule: 400 on $field with its sentence, nothing changed', async (c) => {
    const student = await plannerStudent(server, 'America/New_York', {}, 'Field Owner')
    const { refuse, read } = await c.prepare(student)
    const before = await read()
    expectRefused(await refuse(), c.field, c.message)
    expect(await read()).toEqual(before)
  })

  it("the planner's own wording of the whole: no feed without a time zone", async () => {
    const student = await plannerStudent(server, null, {}, 'No Zone')
    const answer = await apiAs(server, student.token).post('/api/planner/calendar-feed', {})
    expectRefused(answer, 'timezone', 'Choose your time zone in the planner settings first.')
  })
})
