/// <reference path="../pb_data/types.d.ts" />
// Shared links and essay comments (issue 27; docs/adr/0080-shared-links.md, 0081, 0082). Logic
// lives in lib/sharing.js, required once per VM and kept on the VM's global object (ADR 0029).

// The supporter's one route: the share's token in `Authorization: Share <token>`, never in a URL.
// GET answers what the share shows (304 while unchanged); POST leaves a comment where allowed.
// Neither reads the query string.
routerAdd('GET', '/api/shared', (e) => {
  const sharing =
    globalThis.__ccSharing || (globalThis.__ccSharing = require(`${__hooks}/lib/sharing.js`))
  return sharing.answerView(e)
})

routerAdd('POST', '/api/shared', (e) => {
  const sharing =
    globalThis.__ccSharing || (globalThis.__ccSharing = require(`${__hooks}/lib/sharing.js`))
  return sharing.addComment(e)
})

// The student's side: a new link (its token in this answer only), revoking one or all, and
// "E-mail it for me". Changing a share's label, parts, end or comments is a PATCH of the record.
routerAdd(
  'POST',
  '/api/shares',
  (e) => {
    const sharing =
      globalThis.__ccSharing || (globalThis.__ccSharing = require(`${__hooks}/lib/sharing.js`))
    return sharing.createShare(e)
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/shares/revoke-all',
  (e) => {
    const sharing =
      globalThis.__ccSharing || (globalThis.__ccSharing = require(`${__hooks}/lib/sharing.js`))
    return sharing.revokeAll(e)
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/shares/mail',
  (e) => {
    const sharing =
      globalThis.__ccSharing || (globalThis.__ccSharing = require(`${__hooks}/lib/sharing.js`))
    return sharing.mailShare(e)
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/shares/{id}/revoke',
  (e) => {
    const sharing =
      globalThis.__ccSharing || (globalThis.__ccSharing = require(`${__hooks}/lib/sharing.js`))
    return sharing.revokeShare(e)
  },
  $apis.requireAuth('users'),
)

onRecordUpdateRequest((e) => {
  const sharing =
    globalThis.__ccSharing || (globalThis.__ccSharing = require(`${__hooks}/lib/sharing.js`))
  sharing.checkUpdate(e)
  return e.next()
}, 'shares')

onRecordUpdateRequest((e) => {
  const sharing =
    globalThis.__ccSharing || (globalThis.__ccSharing = require(`${__hooks}/lib/sharing.js`))
  sharing.checkCommentUpdate(e)
  return e.next()
}, 'share_comments')

// Rules across fields for every writer, admins included.
onRecordValidate((e) => {
  const sharing =
    globalThis.__ccSharing || (globalThis.__ccSharing = require(`${__hooks}/lib/sharing.js`))
  sharing.checkRecord(e.record)
  return e.next()
}, 'shares')

onRecordValidate((e) => {
  const sharing =
    globalThis.__ccSharing || (globalThis.__ccSharing = require(`${__hooks}/lib/sharing.js`))
  sharing.checkCommentRecord(e.record)
  return e.next()
}, 'share_comments')
