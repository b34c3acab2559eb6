/// <reference path="../pb_data/types.d.ts" />
// Security headers on every response (pages, API, files, admin).
routerUse((e) => {
  const { applySecurityHeaders } = require(`${__hooks}/lib/security.js`)
  applySecurityHeaders(e, $os.getenv('CC_CSP_POLICY'))
  return e.next()
})
