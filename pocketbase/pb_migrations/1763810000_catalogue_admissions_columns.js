/// <reference path="../pb_data/types.d.ts" />
// The catalogue's columns added on 2026-11-22 (shared/data/README.md, IPEDS IC2021 and ADM2022):
// religious affiliation, application fee, open admission, the ADM2022 admission considerations
// and the shares of students who submitted SAT or ACT scores. Column names are the CSV's own, as
// the planner and analytics read them by those names. Figures that may be unreported are JSON
// fields holding a value or null (ADR 0004): an application fee of 0 is a real "no fee", and
// open admission is true, false or null ("not applicable" or not reported).
const NULLABLE = [
  'religious_affiliation_code',
  'application_fee_2021_22',
  'open_admission_2021_22',
  'sat_submit_share_fall2022',
  'act_submit_share_fall2022',
]
const CONSIDERATIONS = [
  'hs_gpa_requirement_fall2022',
  'hs_rank_requirement_fall2022',
  'hs_record_requirement_fall2022',
  'college_prep_program_requirement_fall2022',
  'recommendations_requirement_fall2022',
  'demonstration_of_competencies_requirement_fall2022',
  'admission_test_scores_requirement_fall2022',
  'english_proficiency_test_requirement_fall2022',
  'other_test_requirement_fall2022',
  'work_experience_requirement_fall2022',
  'essay_requirement_fall2022',
  'legacy_status_requirement_fall2022',
]

migrate(
  (app) => {
    const universities = app.findCollectionByNameOrId('universities')
    // "none" where IPEDS says the school has no religious affiliation; empty where not reported.
    universities.fields.add(new TextField({ name: 'religious_affiliation', max: 100 }))
    for (const name of NULLABLE) universities.fields.add(new JSONField({ name, maxSize: 64 }))
    for (const name of CONSIDERATIONS) {
      universities.fields.add(
        new SelectField({
          name,
          maxSelect: 1,
          values: ['required', 'considered_not_required', 'not_considered'],
        }),
      )
    }
    app.save(universities)
  },
  (app) => {
    const universities = app.findCollectionByNameOrId('universities')
    for (const name of ['religious_affiliation', ...NULLABLE, ...CONSIDERATIONS]) {
      universities.fields.removeByName(name)
    }
    app.save(universities)
  },
)
