/// <reference path="../pb_data/types.d.ts" />
// Security headers on every response (pages, API, files, admin), privacy headers on signed-in API
// answers, and the site's own 404 page for an unknown page (lib/security.js). This runs in the JS
// VM on every request, so it stays small: the module is required once per VM and kept on the VM's global
// object (handlers cannot see this file's top-level names), and lib/security.js reads the site's
// policy from the environment once, not per request (docs/adr/0029-api-overhead.md).
routerUse((e) => {
  const security =
    globalThis.__ccSecurity || (globalThis.__ccSecurity = require(`${__hooks}/lib/security.js`))
  return security.handle(e)
})
