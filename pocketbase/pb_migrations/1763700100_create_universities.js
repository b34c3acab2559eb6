/// <reference path="../pb_data/types.d.ts" />
// The university catalogue: the columns of shared/data/README.md. Public read, admin-only write.
// Values that may be "not reported" are JSON fields holding a number (or boolean) or null, because
// PocketBase number fields cannot be empty and a 0 would read as a real figure (ADR 0004).
const NULLABLE_NUMBERS = [
  'undergrad_enrollment',
  'carnegie_basic_2021',
  'carnegie_ug_program_2021',
  'applicants_fall2022',
  'admits_fall2022',
  'admit_rate_fall2022',
  'sat_erw_25',
  'sat_erw_75',
  'sat_math_25',
  'sat_math_75',
  'act_composite_25',
  'act_composite_75',
  'sat_avg_admitted',
  'tuition_fees_in_state_2022_23',
  'tuition_fees_out_of_state_2022_23',
  'avg_net_price_2020_21',
  'grad_rate_150pct',
  'median_earnings_10yr',
  'pell_grant_rate',
  'program_share_arts_2021_22',
  'program_share_business_2021_22',
  'program_share_engineering_2021_22',
  'program_share_health_2021_22',
  'program_share_science_2021_22',
  'program_share_social_2021_22',
  'offers_bachelor_arts',
  'offers_bachelor_business',
  'offers_bachelor_engineering',
  'offers_bachelor_health',
  'offers_bachelor_science',
  'offers_bachelor_social',
]

migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'universities',
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'unitid', type: 'number', required: true, onlyInt: true, min: 1 },
        { name: 'name', type: 'text', required: true, max: 200, presentable: true },
        { name: 'city', type: 'text', required: true, max: 100 },
        { name: 'state', type: 'text', required: true, min: 2, max: 2, pattern: '^[A-Z]{2}$' },
        {
          name: 'control',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['public', 'private_nonprofit', 'private_forprofit'],
        },
        { name: 'locale_code', type: 'number', required: true, onlyInt: true, min: 11, max: 43 },
        { name: 'locale', type: 'text', required: true, max: 50 },
        {
          name: 'setting',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['urban', 'suburban', 'town', 'rural'],
        },
        {
          name: 'size_category_total_enrollment',
          type: 'select',
          maxSelect: 1,
          values: ['under_1000', '1000_4999', '5000_9999', '10000_19999', '20000_plus'],
        },
        { name: 'carnegie_basic_label', type: 'text', max: 200 },
        { name: 'carnegie_ug_program_label', type: 'text', max: 200 },
        { name: 'special_focus_institution', type: 'bool' },
        { name: 'hbcu', type: 'bool' },
        { name: 'website', type: 'url' },
        { name: 'apply_url', type: 'url' },
        { name: 'net_price_calculator_url', type: 'url' },
        { name: 'latitude', type: 'number', min: -90, max: 90 },
        { name: 'longitude', type: 'number', min: -180, max: 180 },
        {
          name: 'test_policy_fall2022',
          type: 'select',
          maxSelect: 1,
          values: [
            'required',
            'recommended',
            'neither_required_nor_recommended',
            'considered_not_required',
          ],
        },
        ...NULLABLE_NUMBERS.map((name) => ({ name, type: 'json', maxSize: 64 })),
        // Lower-case, accent-free "name city state" for forgiving search; kept by a hook.
        { name: 'search_text', type: 'text', max: 400 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_universities_unitid ON universities (unitid)',
        'CREATE INDEX idx_universities_name ON universities (name)',
        'CREATE INDEX idx_universities_search_text ON universities (search_text)',
        'CREATE INDEX idx_universities_state ON universities (state)',
        'CREATE INDEX idx_universities_setting ON universities (setting)',
        'CREATE INDEX idx_universities_control ON universities (control)',
      ],
    })
    app.save(collection)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('universities'))
  },
)
