// The one answer to "this field is wrong" (issue 25): a 400 whose `data` names each field with
// PocketBase's own code for a refused value and the sentence the student reads beside that field
// (ui/src/data/errors.ts reads `data.<field>.message`; the code is for API readers), and whose
// message is the first field's sentence unless the caller words the whole. Every rule of the
// hooks that refuses named fields throws it, so a refusal reads the same whichever rule made it.
// CommonJS for PocketBase's JSVM.

const CODE = 'validation_invalid_value'

/** Throws the 400 naming each field of `problems` ({ field: sentence }). */
function fail(problems, message) {
  const names = Object.keys(problems)
  const data = {}
  for (const name of names) data[name] = new ValidationError(CODE, problems[name])
  throw new BadRequestError(message || problems[names[0]], data)
}

/** Throws the 400 when `problems` names any field; does nothing otherwise. */
function failIfAny(problems) {
  if (Object.keys(problems).length > 0) fail(problems)
}

module.exports = { CODE, fail, failIfAny }
