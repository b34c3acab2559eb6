/// <reference path="../pb_data/types.d.ts" />
// Shared links and essay comments (issue 27; docs/adr/0080-shared-links.md, 0081, 0082). Logic
// lives in lib/shared-view.js (what a supporter sees), lib/share-comments.js (their comments) and
// lib/shares.js (the student's links), each required once per VM and kept on the VM's global
// object (ADR 0029).

// The supporter's one route: the share's token in `Authorization: Share <token>`, never in a URL.
// GET answers what the share shows (304 while unchanged); POST leaves a comment where allowed.
// Neither reads the query string.
routerAdd('GET', '/api/shared', (e) => {
  const view =
    globalThis.__ccSharedView ||
    (globalThis.__ccSharedView = require(`${__hooks}/lib/shared-view.js`))
  return view.answerView(e)
})

routerAdd('POST', '/api/shared', (e) => {
  const comments =
    globalThis.__ccShareComments ||
    (globalThis.__ccShareComments = require(`${__hooks}/lib/share-comments.js`))
  return comments.addComment(e)
})

// The student's side: a new link (its token in this answer only), revoking one or all, and
// "E-mail it for me". Changing a share's label, parts, end or comments is a PATCH of the record.
routerAdd(
  'POST',
  '/api/shares',
  (e) => {
    const shares =
      globalThis.__ccShares || (globalThis.__ccShares = require(`${__hooks}/lib/shares.js`))
    return shares.createShare(e)
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/shares/revoke-all',
  (e) => {
    const shares =
      globalThis.__ccShares || (globalThis.__ccShares = require(`${__hooks}/lib/shares.js`))
    return shares.revokeAll(e)
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/shares/mail',
  (e) => {
    const shares =
      globalThis.__ccShares || (globalThis.__ccShares = require(`${__hooks}/lib/shares.js`))
    return shares.mailShare(e)
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/shares/{id}/revoke',
  (e) => {
    const shares =
      globalThis.__ccShares || (globalThis.__ccShares = require(`${__hooks}/lib/shares.js`))
    return shares.revokeShare(e)
  },
  $apis.requireAuth('users'),
)

onRecordUpdateRequest((e) => {
  const shares =
    globalThis.__ccShares || (globalThis.__ccShares = require(`${__hooks}/lib/shares.js`))
  shares.checkUpdate(e)
  return e.next()
}, 'shares')

onRecordUpdateRequest((e) => {
  const comments =
    globalThis.__ccShareComments ||
    (globalThis.__ccShareComments = require(`${__hooks}/lib/share-comments.js`))
  comments.checkCommentUpdate(e)
  return e.next()
}, 'share_comments')

// Rules across fields for every writer, admins included.
onRecordValidate((e) => {
  const shares =
    globalThis.__ccShares || (globalThis.__ccShares = require(`${__hooks}/lib/shares.js`))
  shares.checkRecord(e.record)
  return e.next()
}, 'shares')

onRecordValidate((e) => {
  const comments =
    globalThis.__ccShareComments ||
    (globalThis.__ccShareComments = require(`${__hooks}/lib/share-comments.js`))
  comments.checkCommentRecord(e.record)
  return e.next()
}, 'share_comments')
