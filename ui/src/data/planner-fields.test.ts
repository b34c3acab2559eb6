// The planner's own records from one list each (ADR 0093): every field of a domain's list
// round-trips through the browser's mapping whatever the schema lets it hold, an empty select
// reads as the domain's default, and the in-memory planner keeps exactly the listed fields of
// what it is sent, as the server keeps only its own.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pickFields } from '../logic/field-lists.ts'
import {
  AID_DATE_FIELDS,
  APPLICATION_FIELDS,
  NO_AID_DATE,
  NO_APPLICATION,
  NO_RECOMMENDER,
  NO_TASK,
  RECOMMENDER_FIELDS,
  SETTINGS_FIELDS,
  TASK_FIELDS,
} from '../logic/planner/planner-fields.ts'
import { normalizeApplication } from '../logic/planner/validation.ts'
import { createMemoryDataClient } from '../testing/memory-data-client.ts'
import { SAMPLE_SETTINGS } from '../testing/planner-fixtures.ts'
import { SAMPLE_UNIVERSITIES } from '../testing/sample-universities.ts'
import {
  COLLECTION_FIELDS,
  type CollectionName,
  type FieldDescription,
} from './collection-fields.ts'
import type {
  AidDatesRecord,
  ApplicationsRecord,
  PlannerSettingsRecord,
  PlanTasksRecord,
  RecommendersRecord,
} from './pocketbase-types.ts'
import {
  toAidDate,
  toApplication,
  toPlannerSettings,
  toPlanTask,
  toRecommender,
} from './planner-records.ts'

/** Any value the schema lets a field hold (a select one of its own values; a fee a number or none). */
function storable(field: FieldDescription): fc.Arbitrary<unknown> {
  if (field.json) return fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null })
  if (field.multiple) return fc.array(fc.string({ minLength: 1 }))
  switch (field.type) {
    case 'bool':
      return fc.boolean()
    case 'number':
      return fc.integer({ min: field.min ?? 0, max: field.max ?? 1_000 })
    case 'select':
      return fc.constantFrom(...(field.values ?? []))
    default:
      return fc.string()
  }
}

/** A stored record of `collection` with any storable value in each listed field. */
function storedRecord(collection: CollectionName, fields: readonly string[]) {
  const described: Readonly<Record<string, FieldDescription>> = COLLECTION_FIELDS[collection]
  const values: Record<string, fc.Arbitrary<unknown>> = {}
  for (const name of fields) {
    const field = described[name]
    if (!field) throw new Error(`${collection} has no ${name}`)
    values[name] = storable(field)
  }
  return fc.record(values)
}

/** The stored fields PocketBase answers with besides the listed ones. */
const STORED = {
  id: 'abcdefghijklmno',
  collectionId: 'c',
  collectionName: 'c',
  user: 'student00000001',
  created: '2026-11-01 10:00:00.000Z',
  updated: '2026-11-02 10:00:00.000Z',
}

type Mapping = {
  collection: CollectionName
  fields: readonly string[]
  map: (record: Record<string, unknown>) => object
}

// The records come from the schema's description, so TypeScript cannot know their shape.
const MAPPINGS: readonly Mapping[] = [
  {
    collection: 'applications',
    fields: APPLICATION_FIELDS,
    map: (r) => toApplication({ ...r, deadline_at: '', decision: null } as ApplicationsRecord),
  },
  { collection: 'plan_tasks', fields: TASK_FIELDS, map: (r) => toPlanTask(r as PlanTasksRecord) },
  { collection: 'aid_dates', fields: AID_DATE_FIELDS, map: (r) => toAidDate(r as AidDatesRecord) },
  {
    collection: 'recommenders',
    fields: RECOMMENDER_FIELDS,
    map: (r) => toRecommender(r as RecommendersRecord),
  },
  {
    collection: 'planner_settings',
    fields: SETTINGS_FIELDS,
    map: (r) => toPlannerSettings(r as PlannerSettingsRecord),
  },
]

describe("the browser's planner mapping", () => {
  it.each(MAPPINGS)(
    'reads every listed field of $collection as stored',
    ({ collection, fields, map }) => {
      fc.assert(
        fc.property(storedRecord(collection, fields), (values) => {
          expect(pickFields(map({ ...STORED, ...values }), fields)).toEqual(values)
        }),
      )
    },
  )

  it.each([
    ['applications', 'status', NO_APPLICATION.status, MAPPINGS[0]],
    ['applications', 'deadline_zone_rule', NO_APPLICATION.deadline_zone_rule, MAPPINGS[0]],
    ['plan_tasks', 'kind', NO_TASK.kind, MAPPINGS[1]],
    ['aid_dates', 'kind', NO_AID_DATE.kind, MAPPINGS[2]],
    ['recommenders', 'role', NO_RECOMMENDER.role, MAPPINGS[3]],
    ['recommenders', 'status', NO_RECOMMENDER.status, MAPPINGS[3]],
  ] as const)('reads an empty %s.%s as the default %s', (_, field, fallback, mapping) => {
    const record = { ...STORED, [field]: '' }
    expect(mapping?.map(record)).toMatchObject({ [field]: fallback })
  })
})

describe('the in-memory planner', () => {
  const university = SAMPLE_UNIVERSITIES[0]?.id ?? ''
  const memory = () =>
    createMemoryDataClient({
      listed: [university],
      planner: { plan: { settings: SAMPLE_SETTINGS } },
    }).planner
  /** Something a caller might pass along that is no field of the record. */
  const stray = { user: 'someone-else', created: '2020-01-01' }
  const keysOf = (value: object) => Object.keys(value).sort()

  it('keeps an application’s listed fields and nothing else sent', async () => {
    const values = {
      ...NO_APPLICATION,
      university,
      platform: 'common_app' as const,
      plan: 'rd' as const,
      deadline_date: '2027-01-05',
      fee: 75,
      net_price_checked: true,
    }
    const { application } = await memory().createApplication({ ...stray, ...values })
    expect(keysOf(application)).toEqual(
      keysOf({ ...NO_APPLICATION, id: '', school: '', deadline_at: '', decision: '' }),
    )
    expect(pickFields(application, APPLICATION_FIELDS)).toEqual(normalizeApplication(values))
  })

  it.each([
    {
      domain: 'task',
      fields: TASK_FIELDS,
      add: () => memory().addTask({ ...stray, title: 'Visit', due: '2027-01-02', application: '' }),
    },
    {
      domain: 'aid date',
      fields: AID_DATE_FIELDS,
      add: () =>
        memory().addAidDate({ ...stray, ...NO_AID_DATE, kind: 'fafsa', date: '2027-02-01' }),
    },
    {
      domain: 'recommender',
      fields: RECOMMENDER_FIELDS,
      add: () => memory().addRecommender({ ...stray, ...NO_RECOMMENDER, name: 'Ms. Rivera' }),
    },
  ])('keeps a new $domain’s listed fields and nothing else sent', async ({ fields, add }) => {
    expect(keysOf(await add())).toEqual([...fields, 'id'].sort())
  })

  it('keeps the settings’ listed fields and nothing else sent', async () => {
    const saved = await memory().saveSettings({ ...stray, ...SAMPLE_SETTINGS, alert_days: 3 })
    expect(keysOf(saved)).toEqual([...SETTINGS_FIELDS].sort())
    expect(saved).toEqual({ ...SAMPLE_SETTINGS, alert_days: 3 })
  })
})
