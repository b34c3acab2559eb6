/**
 * A domain's fields, said once (ADR 0093): each domain's defaults object (the values of a record
 * with nothing entered yet, such as NOTHING_ENTERED in analytics/entries.ts) names the fields it
 * owns; the browser's verbs, the server's hooks (through lib/fields.js) and the in-memory client
 * take their lists from it, and ui/src/data/domain-fields.test.ts holds every list to the
 * migrations' schema.
 */

/** The field names of a domain's defaults object, in its order. */
export function fieldsOf<T extends object>(defaults: T): (keyof T & string)[] {
  return Object.keys(defaults) as (keyof T & string)[]
}

/** Whether `values` has its own `field`, as a key of its type. */
function hasField<T extends object>(values: T, field: PropertyKey): field is keyof T {
  return Object.hasOwn(values, field)
}

/**
 * Only the listed fields of `values`, and only those it has: what a save sends. `values` may hold
 * a part of the list (a new task has no `done` yet), never more than it.
 */
export function pickFields<T extends object, K extends PropertyKey>(
  values: T,
  fields: readonly K[],
): Partial<Pick<T, K & keyof T>> {
  const picked: Partial<Pick<T, K & keyof T>> = {}
  for (const field of fields) if (hasField(values, field)) picked[field] = values[field]
  return picked
}
