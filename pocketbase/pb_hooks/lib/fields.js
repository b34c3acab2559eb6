// Reading a record's fields in the hooks by the schema's own description (ADR 0093): each
// collection's fields are declared once, in its migration; `pnpm typegen` writes them into
// collection-fields.js, and this reads each named field with the getter its type needs, so no
// hook lists a getter per field. CommonJS for PocketBase's JSVM.
const { COLLECTION_FIELDS } = require(`${__hooks}/lib/collection-fields.js`)
// Unreadable JSON reads as undefined, which the rules refuse like any other wrong value.
const { jsonValue } = require(`${__hooks}/lib/json-field.js`)

/** The description of `collection`'s field `name`; a name the schema lacks is a programming error. */
function fieldOf(collection, name) {
  const fields = COLLECTION_FIELDS[collection]
  if (!fields) throw new Error(`no collection ${collection} in collection-fields.js`)
  const field = fields[name]
  if (!field) throw new Error(`${collection} has no field ${name}: add it in a migration`)
  return field
}

/** One field's value as the rules read it: booleans, numbers, strings, lists and parsed JSON. */
function valueOf(record, name, field) {
  if (field.json) return jsonValue(record, name)
  if (field.multiple) return record.getStringSlice(name)
  switch (field.type) {
    case 'bool':
      return record.getBool(name)
    case 'number':
      return record.getFloat(name)
    case 'geoPoint':
      return record.get(name)
    default:
      return record.getString(name)
  }
}

/** The values of `names` on a record of `collection`, by name. */
function valuesOf(record, collection, names) {
  const values = {}
  for (const name of names) values[name] = valueOf(record, name, fieldOf(collection, name))
  return values
}

module.exports = { valuesOf }
