// Who the product may mail (docs/adr/0074): reminders, digests and, next, share invitations go
// only to an address its owner has proven, by PocketBase's mailed link (POST
// /api/collections/users/confirm-verification, from the site's /verify-email page) or by signing
// in with Google, which PocketBase trusts only for an address Google reports verified. The mails
// of signing in itself (password reset, the verification link) are PocketBase's own and do not
// ask. Every sender asks `mayMail`; nothing else decides.

/** Whether the product may mail `user` (a `users` record) anything it did not ask for itself. */
function mayMail(user) {
  return user.verified() && user.email() !== ''
}

/**
 * An address changed through the records API (an admin's edit) is no longer proven: the account
 * is un-verified until its owner follows a new link. PocketBase's own change-of-address flow
 * (confirm-email-change) proves the new address and is not a records update.
 */
function unverifyChangedAddress(record) {
  if (record.isNew()) return
  if (record.email().toLowerCase() !== record.original().email().toLowerCase()) {
    record.setVerified(false)
  }
}

module.exports = { mayMail, unverifyChangedAddress }
