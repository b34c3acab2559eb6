/// <reference path="../pb_data/types.d.ts" />
// A request-log line that names an account deleted in the last minutes is never written
// (lib/log-purge.js): the logger writes in batches, after the deletion's own purge. Not calling
// e.next() drops the line. The module is required once per VM (ADR 0029); the check reads one
// shared-store key and returns at once when no account was deleted lately.
onModelCreate((e) => {
  const purge =
    globalThis.__ccLogPurge || (globalThis.__ccLogPurge = require(`${__hooks}/lib/log-purge.js`))
  if (purge.namesDeletedAccount($app, e.model, Date.now())) return
  return e.next()
}, '_logs')
