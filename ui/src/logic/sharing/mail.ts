/**
 * The e-mail a verified student asks the product to send with a new link ("E-mail it for me").
 * It goes to someone who never asked for mail from us, so it says who sent it and why, and
 * promises nothing more will come. Of what the student typed it quotes their first name only, as
 * the mail guard's rule quotes a name (validation/mail-title.ts, docs/adr/0074); never the link's
 * label, which is free text of the sender's choosing to a reader who did not ask for it.
 */
import { formatIsoDate } from '../planner/calendar-date.ts'
import { escapeHtml } from '../planner/reminders.ts'
import { mailFirstName } from '../validation/mail-title.ts'

export type ShareMail = { subject: string; text: string; html: string }

/** The mail for a share link from the student named `name`; `expires` is the last day it works. */
export function shareMail(input: { name: string; link: string; expires: string }): ShareMail {
  const who = mailFirstName(input.name) || 'A student'
  const until = formatIsoDate(input.expires)
  const subject = `${who} shared their college applications with you`
  const lines = [
    `${who} shared a read-only view of their college applications with you on College Compass.`,
    `Open it here: ${input.link}`,
    `The link works until ${until}, and ${who} can turn it off at any time. Anyone with the link can see what ${who} chose to share, so please keep it to yourself.`,
    `You got this e-mail because ${who} asked College Compass to send it to this address. We did not keep your address and will not write to you again unless ${who} asks us to.`,
  ]
  const html = [
    `<p>${escapeHtml(lines[0] ?? '')}</p>`,
    `<p><a href="${escapeHtml(input.link)}">Open ${escapeHtml(who)}'s shared plan</a></p>`,
    `<p>${escapeHtml(lines[2] ?? '')}</p>`,
    `<p>${escapeHtml(lines[3] ?? '')}</p>`,
  ].join('')
  return { subject, text: lines.join('\n\n'), html }
}
