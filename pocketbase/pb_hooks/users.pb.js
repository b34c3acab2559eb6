/// <reference path="../pb_data/types.d.ts" />
// Server rules for student records. Logic lives in lib/users.js (handlers cannot see this file's
// top-level names).

// Every new student starts on the first dashboard card, however the account was made
// (email sign-up, Google, or an admin in the dashboard).
onRecordCreate((e) => {
  if (!e.record.getString('state')) e.record.set('state', 'new')
  return e.next()
}, 'users')

// A student signing up cannot pre-fill the quiz or pick a dashboard card: a field error says so.
onRecordCreateRequest((e) => {
  const { checkSignUpFields } = require(`${__hooks}/lib/users.js`)
  checkSignUpFields(e)
  return e.next()
}, 'users')

// Quiz answers are checked on every create and update request that sends them, superusers
// included: matching and the profile read them, so an admin's edit must fit the quiz too.
onRecordCreateRequest((e) => {
  const { checkQuizAnswers } = require(`${__hooks}/lib/users.js`)
  checkQuizAnswers(e)
  return e.next()
}, 'users')

onRecordUpdateRequest((e) => {
  const { checkQuizAnswers } = require(`${__hooks}/lib/users.js`)
  checkQuizAnswers(e)
  return e.next()
}, 'users')
