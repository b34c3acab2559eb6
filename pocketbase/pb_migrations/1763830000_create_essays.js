/// <reference path="../pb_data/types.d.ts" />
// Essays and their immutable versions (docs/adr/0046-essay-saves-and-versions.md). Owner-only;
// text changes only through POST /api/essays/{id}/save (pb_hooks/essays.pb.js), which checks the
// base revision; versions are written only by that route and are never edited (except their
// name) or deleted one by one: they go with their essay or their student.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    const ownerRule = '@request.auth.id != "" && user = @request.auth.id'
    // Each row belongs to one student and goes when they do.
    const owner = () => ({
      name: 'user',
      type: 'relation',
      required: true,
      maxSelect: 1,
      collectionId: users.id,
      cascadeDelete: true,
    })
    const essays = new Collection({
      type: 'base',
      name: 'essays',
      listRule: ownerRule,
      viewRule: ownerRule,
      createRule: '@request.auth.id != "" && @request.body.user = @request.auth.id',
      updateRule: ownerRule,
      deleteRule: ownerRule,
      fields: [
        owner(),
        {
          name: 'kind',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['personal', 'supplement'],
        },
        {
          name: 'platform',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['common_app', 'coalition', 'school_portal'],
        },
        { name: 'title', type: 'text', max: 200 },
        { name: 'prompt', type: 'text', max: 2000 },
        { name: 'limit_unit', type: 'select', maxSelect: 1, values: ['words', 'characters'] },
        { name: 'limit_max', type: 'number', onlyInt: true, min: 0, max: 10000 },
        { name: 'limit_min', type: 'number', onlyInt: true, min: 0, max: 10000 },
        {
          // The student's own choice of prompt category; empty: the classifier's suggestion.
          name: 'category',
          type: 'select',
          maxSelect: 1,
          values: [
            'why-us',
            'career',
            'intellectual',
            'activity',
            'community',
            'challenge',
            'identity',
            'other',
          ],
        },
        { name: 'group_id', type: 'text', max: 60 },
        { name: 'group_label', type: 'text', max: 200 },
        { name: 'group_choose', type: 'number', onlyInt: true, min: 0, max: 50 },
        {
          name: 'status',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['not_started', 'drafting', 'review', 'final', 'submitted'],
        },
        // Without an explicit max PocketBase caps text at 5,000 characters.
        { name: 'text', type: 'text', max: 25000 },
        { name: 'revision', type: 'number', onlyInt: true, min: 0 },
        { name: 'device', type: 'text', max: 64 },
        { name: 'device_run_start', type: 'number', onlyInt: true, min: 0 },
        { name: 'last_save_id', type: 'text', max: 100 },
        { name: 'last_seq', type: 'number', onlyInt: true, min: 0 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX idx_essays_user ON essays (user, updated)',
        // One personal statement per platform, shared by every application on it.
        "CREATE UNIQUE INDEX idx_essays_personal ON essays (user, platform) WHERE kind = 'personal'",
      ],
    })
    app.save(essays)

    const versions = new Collection({
      type: 'base',
      name: 'essay_versions',
      listRule: ownerRule,
      viewRule: ownerRule,
      createRule: null,
      updateRule: ownerRule,
      deleteRule: null,
      fields: [
        owner(),
        {
          name: 'essay',
          type: 'relation',
          required: true,
          maxSelect: 1,
          collectionId: essays.id,
          cascadeDelete: true,
        },
        { name: 'revision', type: 'number', onlyInt: true, min: 0 },
        { name: 'text', type: 'text', max: 25000 },
        { name: 'name', type: 'text', max: 100 },
        {
          // checkpoint: kept every few minutes of writing; named: the student named it;
          // replaced: another device's text, kept as this device wrote over it; refused: a save
          // the server refused as a conflict, kept so the student can still take it.
          name: 'reason',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['checkpoint', 'named', 'replaced', 'refused'],
        },
        { name: 'device', type: 'text', max: 64 },
        { name: 'save_id', type: 'text', max: 100 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: [
        'CREATE INDEX idx_essay_versions_essay ON essay_versions (essay, created)',
        'CREATE INDEX idx_essay_versions_save ON essay_versions (essay, save_id)',
      ],
    })
    app.save(versions)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('essay_versions'))
    app.delete(app.findCollectionByNameOrId('essays'))
  },
)
