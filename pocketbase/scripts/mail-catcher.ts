// A real SMTP server on a spare loopback port, for `pnpm dev` (which prints the links of every mail
// it catches) and for tests: PocketBase sends to it through its own SMTP client, and the caller
// reads back what arrived, parsed as a mail client would. No mocked mailer.
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { freePort } from './pb.ts'

export type CaughtMail = {
  /** Envelope recipients, lower-case. */
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Every link in the text and HTML parts, in order, without duplicates. */
  links: string[]
  headers: ParsedMail['headers']
}

export type MailCatcher = {
  host: string
  port: number
  /** Every mail received so far, oldest first. */
  readonly mails: readonly CaughtMail[]
  /** Resolves with the first mail (already received or arriving later) that matches. */
  waitFor: (match: (mail: CaughtMail) => boolean, timeoutMs?: number) => Promise<CaughtMail>
  /** Called for every mail as it arrives. */
  onMail: (listener: (mail: CaughtMail) => void) => void
  close: () => Promise<void>
}

const TEXT_LINK = /https?:\/\/[^\s"'<>]+/g
const HREF = /href\s*=\s*["']([^"']+)["']/gi

/** Links a reader could follow: the HTML part's hrefs and the text part's URLs (without the
 * punctuation that ends a sentence around them). */
function linksOf(text: string, html: string): string[] {
  const fromHtml = [...html.matchAll(HREF)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))
  const fromText = (text.match(TEXT_LINK) ?? []).map((link) => link.replace(/[).,;:!?\]]+$/, ''))
  return [...new Set([...fromHtml, ...fromText].filter((link) => /^https?:\/\//.test(link)))]
}

/** Starts the catcher; `port` defaults to a free one. Accepts any sender, no authentication. */
export async function startMailCatcher(port?: number): Promise<MailCatcher> {
  const mails: CaughtMail[] = []
  const waiters = new Set<(mail: CaughtMail) => void>()
  const listeners: ((mail: CaughtMail) => void)[] = []
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? ''
          const html = typeof parsed.html === 'string' ? parsed.html : ''
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            html,
            links: linksOf(text, html),
            headers: parsed.headers,
          }
          mails.push(mail)
          for (const listener of listeners) listener(mail)
          for (const waiter of waiters) waiter(mail)
          callback()
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    },
  })
  const host = '127.0.0.1'
  const chosen = port ?? (await freePort())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(chosen, host, () => resolve())
  })

  return {
    host,
    port: chosen,
    mails,
    onMail: (listener) => void listeners.push(listener),
    waitFor(match, timeoutMs = 15_000) {
      const already = mails.find(match)
      if (already) return Promise.resolve(already)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`))
        }, timeoutMs)
        const waiter = (mail: CaughtMail) => {
          if (!match(mail)) return
          clearTimeout(timer)
          waiters.delete(waiter)
          resolve(mail)
        }
        waiters.add(waiter)
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
