/// <reference path="../pb_data/types.d.ts" />
// The admin policy (ADR 0034, logic in lib/admin.js): checked as `serve` starts, before it listens.
// A refusal is thrown, so PocketBase exits with the reason instead of serving.
onBootstrap((e) => {
  e.next()
  const { applyAdminPolicy } = require(`${__hooks}/lib/admin.js`)
  for (const note of applyAdminPolicy(e.app, (name) => $os.getenv(name))) console.log(note)
})
