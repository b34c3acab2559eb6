// This cycle's Common App plan types on a real server (issue 29, ADR 0071): the server takes
// every plan Common App supports (Early Action II is new) and refuses an unknown one with a 400
// naming the field and storing nothing; a plan rule of the cycle warns and never refuses (a
// deadline before October 15, a stored priority deadline on the Common App); and migration
// 1763890000's down step turns an EA II application into EA before taking the value away.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, migrateDown, migrateUp } from '../../pocketbase/scripts/pb.ts'
import {
  COMMON_APP_PLANS,
  EARLIEST_COMMON_APP_DEADLINE,
} from '../../ui/src/logic/cycle/application-rules.ts'
import { addDays } from '../../ui/src/logic/planner/calendar-date.ts'
import { PLANNER_MESSAGES } from '../../ui/src/logic/planner/validation.ts'
import { serverForTests } from './harness.ts'
import { ownedBy, plannerStudent, records } from './planner-helpers.ts'

const server = serverForTests()

describe("applications: this cycle's Common App plans", () => {
  it.each(COMMON_APP_PLANS.values.map((plan) => [plan]))(
    'stores %s on a Common App application',
    async (plan) => {
      const maya = await plannerStudent(server)
      const created = await maya.apply(await maya.listNew(), { platform: 'common_app', plan })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      expect(created.body.plan).toBe(plan)
    },
  )

  it('refuses a plan it does not know, naming the field, and stores nothing', async () => {
    const maya = await plannerStudent(server)
    const refused = await maya.apply(await maya.listNew(), { platform: 'common_app', plan: 'ea3' })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.data)).toEqual(['plan'])
    expect(refused.body.data.plan.message).toBe(PLANNER_MESSAGES.choice)
    expect(await ownedBy(server, 'applications', maya.id)).toEqual([])
  })

  it('takes a deadline before Common App’s earliest, and a stored priority deadline keeps working', async () => {
    const maya = await plannerStudent(server)
    const early = addDays(EARLIEST_COMMON_APP_DEADLINE.date, -14)
    const created = await maya.apply(await maya.listNew(), {
      platform: 'common_app',
      plan: 'priority',
      deadline_date: early,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const updated = await maya.api.patch(records('applications', created.body.id), {
      status: 'submitted',
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body).toMatchObject({
      plan: 'priority',
      deadline_date: early,
      status: 'submitted',
    })
  })
})

describe('migration 1763890000', () => {
  it('has a down step that turns EA II into EA and removes the value, and applies again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-plans-migration-'))
    const db = () => new DatabaseSync(join(dir, 'data.db'))
    const planValues = (): string[] => {
      const handle = db()
      try {
        const row = handle
          .prepare("SELECT fields FROM _collections WHERE name = 'applications'")
          .get() as { fields: string }
        const fields = JSON.parse(row.fields) as { name: string; values?: string[] }[]
        return fields.find((f) => f.name === 'plan')?.values ?? []
      } finally {
        handle.close()
      }
    }
    const planOf = (id: string) => {
      const handle = db()
      try {
        return (
          handle.prepare('SELECT plan FROM applications WHERE id = ?').get(id) as { plan: string }
        ).plan
      } finally {
        handle.close()
      }
    }
    try {
      migrateUp(dir)
      expect(planValues()).toContain('ea2')
      const handle = db()
      handle
        .prepare(
          "INSERT INTO applications (id, user, university, plan, status, deadline_zone_rule) VALUES (?, 'u', 'x', ?, 'planning', 'student')",
        )
        .run('appearlyaction2', 'ea2')
      handle
        .prepare(
          "INSERT INTO applications (id, user, university, plan, status, deadline_zone_rule) VALUES (?, 'u', 'y', ?, 'planning', 'student')",
        )
        .run('apppriority0000', 'priority')
      handle.close()

      const later = readdirSync(MIGRATIONS_DIR).filter(
        (f) => f.endsWith('.js') && f >= '1763890000',
      )
      migrateDown(dir, later.length)
      expect(planValues()).toEqual(['ed', 'ed2', 'ea', 'rea', 'rd', 'rolling', 'priority'])
      expect(planOf('appearlyaction2')).toBe('ea')
      expect(planOf('apppriority0000')).toBe('priority')

      migrateUp(dir)
      expect(planValues()).toEqual(['ed', 'ed2', 'ea', 'ea2', 'rea', 'rd', 'rolling', 'priority'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
