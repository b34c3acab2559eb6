/// <reference path="../pb_data/types.d.ts" />
// Messages from the contact form: anyone may send one, only admins (superusers) read them.
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'contact_messages',
      listRule: null,
      viewRule: null,
      createRule: '',
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'name', type: 'text', required: true, min: 1, max: 100 },
        { name: 'email', type: 'email', required: true },
        {
          name: 'subject',
          type: 'select',
          required: true,
          maxSelect: 1,
          values: ['support', 'billing', 'partnership', 'other'],
        },
        { name: 'message', type: 'text', required: true, min: 1, max: 5000 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_contact_messages_created ON contact_messages (created)'],
    })
    app.save(collection)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('contact_messages'))
  },
)
