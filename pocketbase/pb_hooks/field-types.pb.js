/// <reference path="../pb_data/types.d.ts" />
// True-or-false and number fields refuse a value of another type with a 400 naming the field, on
// every create and update through the records API, for every writer (lib/field-types.js). In
// front of the records API because its record hooks only see each value already turned into its
// field's type. The module is required once per VM and kept on the VM's global object (ADR 0029).
routerUse((e) => {
  const types =
    globalThis.__ccFieldTypes ||
    (globalThis.__ccFieldTypes = require(`${__hooks}/lib/field-types.js`))
  types.checkRequest(e)
  return e.next()
})
