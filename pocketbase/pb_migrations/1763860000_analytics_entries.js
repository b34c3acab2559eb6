/// <reference path="../pb_data/types.d.ts" />
// Application analytics (issue 16): what the student enters for the cost of applying and for
// decisions, kept on the planner's own records rather than in a collection of its own, so it is
// owner-only under the planner's rules, goes with the account and is in the export
// (STUDENT_COLLECTIONS already lists both collections). On each application: whether official
// test scores are sent and what that costs, and a school's aid offer as its award letter states
// it (a year, in dollars). Amounts are JSON fields holding a number or null ("not entered"; 0 is
// a real zero, ADR 0004). On the planner settings: the student's CSS Profile fee waiver.
// pb_hooks/analytics.pb.js checks every amount (lib/analytics.js, the same rules as
// ui/src/logic/analytics/entries.ts).
const AMOUNTS = ['score_send_fee', 'aid_cost', 'aid_grants', 'aid_loans', 'aid_work_study']

migrate(
  (app) => {
    const applications = app.findCollectionByNameOrId('applications')
    applications.fields.add(new BoolField({ name: 'score_sends' }))
    for (const name of AMOUNTS) applications.fields.add(new JSONField({ name, maxSize: 32 }))
    app.save(applications)

    const settings = app.findCollectionByNameOrId('planner_settings')
    settings.fields.add(new BoolField({ name: 'css_fee_waiver' }))
    app.save(settings)
  },
  (app) => {
    const applications = app.findCollectionByNameOrId('applications')
    applications.fields.removeByName('score_sends')
    for (const name of AMOUNTS) applications.fields.removeByName(name)
    app.save(applications)

    const settings = app.findCollectionByNameOrId('planner_settings')
    settings.fields.removeByName('css_fee_waiver')
    app.save(settings)
  },
)
