// Server checks for contact messages beyond the collection's schema: surrounding whitespace is
// removed before validation (so a blank name is blank and lengths count what is stored), and the
// email gets a length limit (the schema's email field has none). The schema's own limits (name
// 100, message 5000) and these match ui/src/logic/validation/contact.ts (CONTACT_LIMITS).
const EMAIL_MAX_LENGTH = 254

/** @param {Record<string, unknown>} input */
function trimContactMessage(input) {
  const text = (value) => String(value == null ? '' : value).trim()
  return { name: text(input.name), email: text(input.email), message: text(input.message) }
}

/** @returns {{ code: string, message: string } | null} */
function emailProblem(email) {
  return email.length > EMAIL_MAX_LENGTH
    ? {
        code: 'validation_length_out_of_range',
        message: `Please keep this under ${EMAIL_MAX_LENGTH} characters.`,
      }
    : null
}

module.exports = { trimContactMessage, emailProblem, EMAIL_MAX_LENGTH }
