/// <reference path="../pb_data/types.d.ts" />
// One text rule for every stored string (docs/adr/0075, logic in lib/text-rule.js): control
// characters, bidi overrides and other characters never meant are refused with a 400 naming the
// field, on every save of every collection a student writes, of their account and of contact
// messages. The module is required once per VM and kept on the VM's global object (ADR 0029).

onRecordValidate(
  (e) => {
    const text =
      globalThis.__ccTextRule || (globalThis.__ccTextRule = require(`${__hooks}/lib/text-rule.js`))
    text.checkText(e.record)
    return e.next()
  },
  ...require(`${__hooks}/lib/student-data.js`).STUDENT_COLLECTIONS.map((entry) => entry.collection),
  'users',
  'contact_messages',
)
