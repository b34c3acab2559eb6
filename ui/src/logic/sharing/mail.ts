/**
 * The e-mail a verified student asks the product to send with a new link ("E-mail it for me").
 * It goes to someone who never asked for mail from us, so it says who sent it and why, holds no
 * text of the student's but their first name (short, and stripped of anything that could read
 * as markup or a web address), and promises nothing more will come.
 */
import { formatIsoDate } from '../planner/calendar-date.ts'
import { escapeHtml } from '../planner/reminders.ts'

export type ShareMail = { subject: string; text: string; html: string }

/**
 * Characters a quoted name never keeps beyond ASCII: C1 controls, zero-width and direction
 * marks, line and paragraph separators, and the full-width and ideographic full stops a mail
 * program could read as a dot in a web address.
 */
const HIDDEN_OR_DOT =
  /[\u0080-\u009F\u200B-\u200F\u2028-\u202F\u2060-\u206F\uFEFF\u3002\uFF0E\uFF61]/

/** Whether `char` may stand in a quoted name: a letter or digit, a space, ' . or -. */
function keptInName(char: string): boolean {
  const code = char.charCodeAt(0)
  if (code < 0x80) return /[A-Za-z0-9 '.-]/.test(char)
  return !HIDDEN_OR_DOT.test(char) && !/\s/.test(char)
}

/**
 * A student's name as a mail may quote it: letters (of any script), digits, spaces, apostrophes,
 * hyphens and initials' dots only, at most 40 characters; a dot joined to what follows
 * ("evil.com") is dropped so no mail program makes a link of it. Empty when nothing is left.
 * (Written without Unicode property classes, which PocketBase's runtime does not read.)
 */
export function mailSafeName(name: string): string {
  const kept = Array.from(name.normalize('NFC').replace(/\s+/g, ' '))
    .filter(keptInName)
    .join('')
    .replace(/\.(?=\S)/g, '')
    .replace(/ +/g, ' ')
    .trim()
  return Array.from(kept).slice(0, 40).join('').trim()
}

/** The mail for a share link; `expires` is the last day it works (an ISO date). */
export function shareMail(input: { firstName: string; link: string; expires: string }): ShareMail {
  const who = mailSafeName(input.firstName) || 'A student'
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
