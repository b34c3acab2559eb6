// Account deletion checks, shared by the route in account.pb.js. CommonJS: the JSVM has no ES
// modules.

/**
 * Whether `confirmation` proves the signed-in student means to delete their account: their
 * password, or, for an account made with Google (whose password they never chose), their email.
 */
function confirmsDeletion(record, confirmation, hasLinkedProvider) {
  if (typeof confirmation !== 'string' || confirmation === '') return false
  if (record.validatePassword(confirmation)) return true
  return (
    hasLinkedProvider &&
    confirmation.trim().toLowerCase() === record.getString('email').trim().toLowerCase()
  )
}

module.exports = { confirmsDeletion }
