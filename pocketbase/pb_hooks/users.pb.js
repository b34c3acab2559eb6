/// <reference path="../pb_data/types.d.ts" />
// Server rules for student records. Logic lives in lib/users.js (handlers cannot see this file's
// top-level names; the module is required once per VM and kept on the VM's global object).

// Every new student starts on the first dashboard card, however the account was made
// (email sign-up, Google, or an admin in the dashboard).
onRecordCreate((e) => {
  if (!e.record.getString('state')) e.record.set('state', 'new')
  return e.next()
}, 'users')

// Sign-up: the address is stored lower-case; a student cannot pre-fill the quiz or pick a
// dashboard card (a field error says so), and quiz answers sent by a superuser must fit the quiz.
// One handler, so one JS VM per request.
onRecordCreateRequest((e) => {
  const users = globalThis.__ccUsers || (globalThis.__ccUsers = require(`${__hooks}/lib/users.js`))
  const body = e.requestInfo().body
  users.lowerCaseEmail(e, body)
  users.checkSignUpFields(e, body)
  users.checkQuizAnswers(e, body)
  users.checkMatchSettings(e, body)
  return e.next()
}, 'users')

// Quiz answers, match settings and the dashboard card are checked on every update request that sends them,
// superusers included: matching and the profile read them, so an admin's edit must fit too. A
// changed address is un-verified.
// Password changes are throttled per student before the old password is checked.
onRecordUpdateRequest((e) => {
  const users = globalThis.__ccUsers || (globalThis.__ccUsers = require(`${__hooks}/lib/users.js`))
  const body = e.requestInfo().body
  users.throttlePasswordChange(e, body)
  users.lowerCaseEmail(e, body)
  users.checkQuizAnswers(e, body)
  users.checkMatchSettings(e, body)
  users.checkDashboardState(e, body)
  // A new address must be proven again before the product mails it (lib/mail-guard.js).
  require(`${__hooks}/lib/mail-guard.js`).unverifyChangedAddress(e.record)
  return e.next()
}, 'users')

// Google sign-in: the address Google reports is stored lower-case like every other (a student
// who signed up with it by password is found whatever its case).
onRecordAuthWithOAuth2Request((e) => {
  const users = globalThis.__ccUsers || (globalThis.__ccUsers = require(`${__hooks}/lib/users.js`))
  if (e.oAuth2User && e.oAuth2User.email) e.oAuth2User.email = users.normalEmail(e.oAuth2User.email)
  if (e.createData && e.createData.email) e.createData.email = users.normalEmail(e.createData.email)
  return e.next()
}, 'users')
