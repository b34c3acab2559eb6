import { useId, useState, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { CopyLink } from '../CopyLink/CopyLink.tsx'
import { TextField } from '../TextField/TextField.tsx'
import styles from './ShareCreated.module.css'

// `onCopy` is ours (the Copy button), not the native clipboard event.
export type ShareCreatedProps = Omit<ComponentPropsWithoutRef<'section'>, 'onCopy'> & {
  /** Who the link is for. */
  label: string
  /** The link, with its token: shown this once. */
  link: string
  /** What came of the last Copy (the island copies; this view only reports). */
  copyState?: 'idle' | 'copied' | 'failed'
  /** Whether the product may e-mail the link (a verified address). */
  canMail: boolean
  /** idle, sending, sent (to the address in `sentTo`), or failed with `mailError`. */
  mailState?: 'idle' | 'sending' | 'sent' | 'failed'
  sentTo?: string
  mailError?: string | null
  onCopy: (link: string) => void
  onMail: (to: string) => void
  onDone: () => void
}

/**
 * A link just made: shown once with Copy (the server keeps no copy of it), and for a verified
 * student "E-mail it for me" to an address that is not kept.
 */
export function ShareCreated({
  label,
  link,
  copyState = 'idle',
  canMail,
  mailState = 'idle',
  sentTo,
  mailError = null,
  onCopy,
  onMail,
  onDone,
  className,
  ...rest
}: ShareCreatedProps) {
  const headingId = useId()
  const [to, setTo] = useState('')
  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    onMail(to.trim())
  }
  return (
    <section
      aria-labelledby={headingId}
      data-state={mailState}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h3 id={headingId} className={styles.heading}>
        {`Your link for ${label}`}
      </h3>
      <CopyLink
        label={`Link for ${label}`}
        value={link}
        copyState={copyState}
        next="Paste it into a message to them."
        onCopy={onCopy}
      />
      <p className={styles.warning}>
        Copy it now: we keep no copy of this link, so it cannot be shown again. If you lose it, make
        a new one. Anyone who has it can see what it shows until it ends or you revoke it.
      </p>
      {canMail ? (
        mailState === 'sent' ? (
          <Banner variant="success">{`Sent to ${sentTo ?? 'them'}. We did not keep the address.`}</Banner>
        ) : (
          <form className={styles.mail} aria-label="E-mail it for me" noValidate onSubmit={send}>
            <TextField
              label="Their e-mail address"
              type="email"
              autoComplete="off"
              maxLength={254}
              value={to}
              error={mailState === 'failed' ? (mailError ?? undefined) : undefined}
              onChange={(event) => setTo(event.target.value)}
              name="to"
            />
            <Button type="submit" variant="secondary" disabled={mailState === 'sending'}>
              {mailState === 'sending' ? 'Sending...' : 'E-mail it for me'}
            </Button>
          </form>
        )
      ) : (
        <p className={styles.warning}>
          We can e-mail links only for accounts with a confirmed e-mail address: copy the link and
          send it yourself.
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onDone}>Done</Button>
      </div>
    </section>
  )
}
