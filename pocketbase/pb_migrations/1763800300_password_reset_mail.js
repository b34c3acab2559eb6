/// <reference path="../pb_data/types.d.ts" />
// The password-reset mail links to the site's own reset page (site/src/pages/reset-password.astro),
// never to the admin dashboard, and reads like the product. The sender's name and default address.
// {APP_URL} is the public address from PUBLIC_URL (pb_hooks/lib/mail.js).
const RESET_TEMPLATE = {
  subject: 'Reset your {APP_NAME} password',
  body: [
    '<p>Hello,</p>',
    '<p>Someone asked to reset the password of your {APP_NAME} account. If it was you, choose a new password here (the link works for 30 minutes):</p>',
    '<p><a class="btn" href="{APP_URL}/reset-password/?token={TOKEN}" target="_blank" rel="noopener">Choose a new password</a></p>',
    '<p>If you did not ask, ignore this email: your password stays as it is.</p>',
    '<p>The {APP_NAME} team</p>',
  ].join('\n'),
}
// PocketBase's own template, for the way down.
const POCKETBASE_TEMPLATE = {
  subject: 'Reset your {APP_NAME} password',
  body: [
    '<p>Hello,</p>',
    '<p>Click on the button below to reset your password.</p>',
    '<p>',
    '  <a class="btn" href="{APP_URL}/_/#/auth/confirm-password-reset/{TOKEN}" target="_blank" rel="noopener">Reset password</a>',
    '</p>',
    "<p><i>If you didn't ask to reset your password, please ignore this email.</i></p>",
    '<p>',
    '  Thanks,<br/>',
    '  {APP_NAME} team',
    '</p>',
  ].join('\n'),
}

function setTemplate(app, template, senderName) {
  const users = app.findCollectionByNameOrId('users')
  users.resetPasswordTemplate.subject = template.subject
  users.resetPasswordTemplate.body = template.body
  app.save(users)
  const settings = app.settings()
  settings.meta.senderName = senderName
  app.save(settings)
}

migrate(
  (app) => setTemplate(app, RESET_TEMPLATE, 'College Compass'),
  (app) => setTemplate(app, POCKETBASE_TEMPLATE, 'Support'),
)
