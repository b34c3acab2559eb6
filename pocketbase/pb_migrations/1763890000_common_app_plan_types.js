/// <reference path="../pb_data/types.d.ts" />
// This cycle's Common App decision plans (issue 29, ADR 0071): Early Action II joins the plans an
// application may hold ('ea2'), so the planner offers every plan Common App supports
// (ui/src/logic/cycle/application-rules.json). Stored values keep their meaning: 'ed' and 'ea'
// are now labelled Early Decision I and Early Action I, and 'priority' stays for schools' own
// applications. The values are the planner's PLANS, in their order (an integration test holds
// them equal). Down: an EA II application becomes EA (its nearest plan, so no record is left
// holding a value the field no longer allows), then the value goes.
const BEFORE = ['ed', 'ed2', 'ea', 'rea', 'rd', 'rolling', 'priority']
const AFTER = ['ed', 'ed2', 'ea', 'ea2', 'rea', 'rd', 'rolling', 'priority']

function setPlans(app, values) {
  const applications = app.findCollectionByNameOrId('applications')
  applications.fields.getByName('plan').values = values
  app.save(applications)
}

migrate(
  (app) => setPlans(app, AFTER),
  (app) => {
    app.db().newQuery("UPDATE applications SET plan = 'ea' WHERE plan = 'ea2'").execute()
    setPlans(app, BEFORE)
  },
)
