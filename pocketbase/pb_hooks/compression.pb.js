/// <reference path="../pb_data/types.d.ts" />
// Gzip for every response a client accepts it for (ADR 0028): the site's pages and scripts, which
// the JavaScript budgets count gzipped, and the API's JSON (the matching catalogue is ~0.5 MB).
// A Go middleware: no JavaScript runs per request.
routerUse($apis.gzip())
