/// <reference path="../pb_data/types.d.ts" />
// A student's match settings (docs/adr/0038): the home state that prices public universities
// in-state or out-of-state ("outside" for a student outside the 50 states and DC; empty when not
// given) and whether faith-based colleges are welcome, labelled (the default, also when empty) or
// hidden. They sit on the student's own record, under its owner-only rules; users.pb.js checks
// them with a sentence that names the field.
// The 50 states and DC. A migration is a snapshot and cannot import the app's list
// (ui/src/logic/matching/settings.ts STATE_CODES); an integration test checks the two agree.
const STATES = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
  'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ')

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.fields.add(
      new SelectField({ name: 'homeState', maxSelect: 1, values: [...STATES, 'outside'] }),
    )
    users.fields.add(
      new SelectField({
        name: 'faithPreference',
        maxSelect: 1,
        values: ['welcome', 'labelled', 'hidden'],
      }),
    )
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.fields.removeByName('homeState')
    users.fields.removeByName('faithPreference')
    app.save(users)
  },
)
