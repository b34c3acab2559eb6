/// <reference path="../pb_data/types.d.ts" />
// Keeps `search_text` in step with the name, city and state, whoever writes the record, with the
// browser's own searchKey (ui/src/logic/search/search-key.ts, bundled by `pnpm typegen`: ADR 0058).
onRecordValidate((e) => {
  const { searchKey } = require(`${__hooks}/lib/search-core.js`)
  const r = e.record
  r.set(
    'search_text',
    searchKey(`${r.getString('name')} ${r.getString('city')} ${r.getString('state')}`),
  )
  return e.next()
}, 'universities')
