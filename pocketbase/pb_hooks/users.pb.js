/// <reference path="../pb_data/types.d.ts" />
// Server rules for student records. Logic lives in lib/users.js (handlers cannot see this file's
// top-level names).

// Every new student starts on the first dashboard card, however the account was made
// (email sign-up, Google, or an admin in the dashboard).
onRecordCreate((e) => {
  if (!e.record.getString('state')) e.record.set('state', 'new')
  return e.next()
}, 'users')

// A student signing up cannot pre-fill the quiz or pick a dashboard card.
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    e.record.set('state', 'new')
    e.record.set('quizAnswers', null)
    e.record.set('quizCompleted', false)
    e.record.set('quizCompletedAt', '')
  }
  return e.next()
}, 'users')
