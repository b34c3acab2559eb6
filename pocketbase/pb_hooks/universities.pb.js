/// <reference path="../pb_data/types.d.ts" />
// Keeps `search_text` in step with the name, city and state, whoever writes the record.
onRecordValidate((e) => {
  const { searchKey } = require(`${__hooks}/lib/search.js`)
  const r = e.record
  r.set(
    'search_text',
    searchKey(`${r.getString('name')} ${r.getString('city')} ${r.getString('state')}`),
  )
  return e.next()
}, 'universities')
