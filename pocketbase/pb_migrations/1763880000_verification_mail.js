/// <reference path="../pb_data/types.d.ts" />
// The verification mail links to the site's own page (site/src/pages/verify-email.astro), never to
// the admin dashboard, like the password reset's (migration 1763800300). It quotes nothing anyone
// typed: no name, only the product's words and the link (docs/adr/0074). {APP_URL} is the public
// address from PUBLIC_URL (pb_hooks/lib/mail.js).
const VERIFY_TEMPLATE = {
  subject: 'Confirm your {APP_NAME} email address',
  body: [
    '<p>Hello,</p>',
    '<p>Someone asked {APP_NAME} to send deadline reminders and other e-mails to this address. If it was you, confirm the address here:</p>',
    '<p><a class="btn" href="{APP_URL}/verify-email/?token={TOKEN}" target="_blank" rel="noopener">Confirm my address</a></p>',
    '<p>If you did not ask, ignore this email: nothing will be sent to you.</p>',
    '<p>The {APP_NAME} team</p>',
  ].join('\n'),
}
// PocketBase's own template, for the way down.
const POCKETBASE_TEMPLATE = {
  subject: 'Verify your {APP_NAME} email',
  body: [
    '<p>Hello,</p>',
    '<p>Thank you for joining us at {APP_NAME}.</p>',
    '<p>Click on the button below to verify your email address.</p>',
    '<p>',
    '  <a class="btn" href="{APP_URL}/_/#/auth/confirm-verification/{TOKEN}" target="_blank" rel="noopener">Verify</a>',
    '</p>',
    "<p><i>If you didn't recently register, please ignore this email.</i></p>",
    '<p>',
    '  Thanks,<br/>',
    '  {APP_NAME} team',
    '</p>',
  ].join('\n'),
}

function setTemplate(app, template) {
  const users = app.findCollectionByNameOrId('users')
  users.verificationTemplate.subject = template.subject
  users.verificationTemplate.body = template.body
  app.save(users)
}

migrate(
  (app) => setTemplate(app, VERIFY_TEMPLATE),
  (app) => setTemplate(app, POCKETBASE_TEMPLATE),
)
