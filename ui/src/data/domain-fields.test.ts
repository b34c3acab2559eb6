// Each domain's one field list held to the migrations' schema (ADR 0093): a domain's defaults
// object names the fields it owns, and the browser's verbs, the hooks (lib/fields.js) and the
// in-memory client read and write exactly those. A field named there that no migration declares,
// or declares as another kind, fails here rather than as a 400 or a silently empty value.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NO_AWARD, NOTHING_ENTERED } from '../logic/analytics/entries.ts'
import { ESSAY_RECORD_FIELDS, NO_ESSAY_RECORD } from '../logic/essays/essay-record.ts'
import { ESSAY_STATUSES, PLATFORMS } from '../logic/essays/essay.ts'
import { NO_INTERVIEW, NO_PORTAL } from '../logic/planner/after-submit-fields.ts'
import {
  NO_AID_DATE,
  NO_APPLICATION,
  NO_RECOMMENDER,
  NO_SETTINGS,
  NO_TASK,
} from '../logic/planner/planner-fields.ts'
import { essayRecordFields } from './essay-records.ts'
import {
  COLLECTION_FIELDS,
  type CollectionName,
  type FieldDescription,
} from './collection-fields.ts'

type DomainList = { domain: string; collection: CollectionName; defaults: object }

const DOMAIN_LISTS: readonly DomainList[] = [
  { domain: 'analytics entries', collection: 'applications', defaults: NOTHING_ENTERED },
  { domain: 'interview', collection: 'interviews', defaults: NO_INTERVIEW },
  { domain: 'portal', collection: 'application_portals', defaults: NO_PORTAL },
  { domain: 'essay', collection: 'essays', defaults: NO_ESSAY_RECORD },
  { domain: 'outside award', collection: 'scholarships', defaults: NO_AWARD },
  { domain: 'application', collection: 'applications', defaults: NO_APPLICATION },
  { domain: 'task', collection: 'plan_tasks', defaults: NO_TASK },
  { domain: 'aid date', collection: 'aid_dates', defaults: NO_AID_DATE },
  { domain: 'recommender', collection: 'recommenders', defaults: NO_RECOMMENDER },
  { domain: 'planner settings', collection: 'planner_settings', defaults: NO_SETTINGS },
]

/** Whether a field of this description can hold the default the domain gives it. */
function holds(field: FieldDescription, value: unknown): boolean {
  if (field.json) return true
  if (field.multiple) return Array.isArray(value)
  switch (field.type) {
    case 'bool':
      return typeof value === 'boolean'
    case 'number':
      return typeof value === 'number'
    case 'select':
      return value === '' || (typeof value === 'string' && (field.values ?? []).includes(value))
    default:
      return typeof value === 'string'
  }
}

describe.each(DOMAIN_LISTS)('the $domain list ($collection)', ({ collection, defaults }) => {
  const fields: Readonly<Record<string, FieldDescription>> = COLLECTION_FIELDS[collection]

  it.each(Object.keys(defaults))('names %s, a field the migrations declare', (name) => {
    expect(Object.keys(fields), `add ${name} to ${collection} in a migration`).toContain(name)
  })

  it.each(Object.entries(defaults))('gives %s a default its field can hold', (name, value) => {
    const field = fields[name]
    expect(field && holds(field, value), `${name}: ${JSON.stringify(value)}`).toBe(true)
  })
})

describe("the browser's essay mapping", () => {
  it('writes only the fields of the essay list', () => {
    const limit = fc.option(
      fc.record(
        {
          unit: fc.constantFrom('words' as const, 'characters' as const),
          max: fc.nat(),
          min: fc.nat(),
        },
        { requiredKeys: ['unit', 'max'] },
      ),
    )
    const group = fc.option(fc.record({ id: fc.string(), label: fc.string(), choose: fc.nat() }))
    const patch = fc.record(
      {
        kind: fc.constantFrom('personal' as const, 'supplement' as const, 'scholarship' as const),
        platform: fc.constantFrom(...PLATFORMS),
        title: fc.string(),
        prompt: fc.string(),
        status: fc.constantFrom(...ESSAY_STATUSES),
        category: fc.constant(null),
        applicationIds: fc.array(fc.string()),
        guardPhrases: fc.array(fc.string()),
        limit,
        group,
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(patch, (fields) => {
        for (const key of Object.keys(essayRecordFields(fields))) {
          expect(ESSAY_RECORD_FIELDS).toContain(key)
        }
      }),
    )
  })
})

describe('the generated description', () => {
  it('describes the fields the way the schema types them', () => {
    expect(COLLECTION_FIELDS.applications.score_sends).toMatchObject({ type: 'bool', json: false })
    expect(COLLECTION_FIELDS.applications.aid_offer).toMatchObject({ type: 'json', json: true })
    expect(COLLECTION_FIELDS.recommenders.applications).toMatchObject({ multiple: true })
    expect(COLLECTION_FIELDS.applications.plan.values).toContain('ed')
  })
})
