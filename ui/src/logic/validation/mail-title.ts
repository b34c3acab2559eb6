/**
 * What a mail may quote of text someone typed (issue 24, docs/adr/0074): a short title on one
 * line, with no control characters and nothing a reader could take for a link. The product's mails
 * (reminders, digests and share invitations) go through this for every typed value they show (a
 * task's title, an aid date's label, the student's first name), so a stranger's text cannot turn
 * the product's sender into a carrier for their links or their layout.
 */
import { cleanText } from './text-rule.ts'

/** A task title or label: long enough to recognise, too short to carry a message. */
export const MAIL_TITLE_MAX = 80

/** A full stop, and the stops of other scripts and sizes a reader takes for one. */
const DOT = '[.\\u2024\\u3002\\uFE52\\uFF0E\\uFF61]'

/**
 * Characters that show nothing (the soft hyphen, zero-width spaces and joiners, direction marks,
 * word joiners, the byte-order mark): in a mail title they only hide what the words say, such as
 * a host name split by a zero-width space, which a reader still sees whole.
 */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u206F\uFEFF]/g

/** `word` matched whatever its case, without the `i` flag (see LINK_LIKE). */
function anyCase(word: string): string {
  return Array.from(word, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('')
}

/**
 * Link-like text: a scheme (`https://`, `mailto:`), `www.`, an address with `@`, or a host name
 * such as `example.com` (labels joined by dots, ending in two or more letters). Abbreviations
 * such as "U.S." or "Ph.D." end in one letter and stay. Written without the `i` flag and
 * lookarounds: PocketBase's JavaScript runtime takes over a second to compile this pattern with
 * them, and runs it in the reminder job.
 */
const LINK_LIKE = new RegExp(
  [
    '[A-Za-z][A-Za-z0-9+.-]*:\\/\\/\\S*',
    `(?:${['mailto', 'javascript', 'data'].map(anyCase).join('|')}):\\S*`,
    `${anyCase('www')}${DOT}\\S*`,
    '\\S+@\\S+',
    `[A-Za-z0-9-]+(?:${DOT}[A-Za-z0-9-]+)*${DOT}[A-Za-z]{2,24}\\b(?:[/?#:]\\S*)?`,
  ].join('|'),
  'g',
)

/** Stands where link-like text was taken out, so the reader sees something was. */
export const LINK_REMOVED = '[link removed]'

/** `value` as a mail may quote it: one line, no links, at most `max` characters. */
export function mailTitle(value: string, max: number = MAIL_TITLE_MAX): string {
  const line = cleanText(value, 'single')
    .replace(INVISIBLE, '')
    .replace(LINK_LIKE, LINK_REMOVED)
    .replace(/\s+/g, ' ')
    .trim()
  const characters = Array.from(line)
  if (characters.length <= max) return line
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`
}

/** The longest first name a mail quotes. */
export const MAIL_NAME_MAX = 40

/**
 * The first word of a student's name as a mail may quote it (a reminder's greeting, a share
 * invitation's sender), or '' when nothing is left or it was link-like: such a name is no name.
 */
export function mailFirstName(name: string): string {
  const first = mailTitle(name.trim().split(/\s+/)[0] ?? '', MAIL_NAME_MAX)
  return first.includes(LINK_REMOVED) ? '' : first
}
