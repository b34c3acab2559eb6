/// <reference path="../pb_data/types.d.ts" />
// The matching projection of the catalogue (docs/adr/0020-matching.md): the columns the client
// asks for, every university, as compact columnar JSON built by SQLite and cached until the
// catalogue changes. Scoring itself stays in the browser (ui/src/logic/matching/score.ts).

routerAdd('GET', '/api/matching/catalogue', (e) => {
  const { catalogueBody } = require(`${__hooks}/lib/matching.js`)
  const result = catalogueBody(e.request.url.query().get('fields'))
  if (result.error) throw new BadRequestError(result.error)
  e.response.header().set('Content-Type', 'application/json')
  e.response.header().set('Cache-Control', 'no-cache')
  return e.string(200, result.body)
})

// Any change to the catalogue (the importer, an admin) makes the next request rebuild it.
onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/matching.js`).invalidate()
  return e.next()
}, 'universities')
onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/matching.js`).invalidate()
  return e.next()
}, 'universities')
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/matching.js`).invalidate()
  return e.next()
}, 'universities')
