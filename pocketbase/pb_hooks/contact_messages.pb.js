/// <reference path="../pb_data/types.d.ts" />
// Contact messages (logic in lib/contact.js). Bad input gets field errors and nothing is stored.

// Trim before the schema validates, so blank fields are reported as blank.
onRecordCreateRequest((e) => {
  const { trimContactMessage } = require(`${__hooks}/lib/contact.js`)
  const values = trimContactMessage({
    name: e.record.getString('name'),
    email: e.record.getString('email'),
    message: e.record.getString('message'),
  })
  e.record.set('name', values.name)
  e.record.set('email', values.email)
  e.record.set('message', values.message)
  return e.next()
}, 'contact_messages')

// After the schema's checks pass: the email length limit, whoever saves the record.
onRecordValidate((e) => {
  e.next()
  const { emailProblem } = require(`${__hooks}/lib/contact.js`)
  const problem = emailProblem(e.record.getString('email'))
  if (problem) {
    throw new BadRequestError('Please check the highlighted fields.', {
      email: new ValidationError(problem.code, problem.message),
    })
  }
}, 'contact_messages')
