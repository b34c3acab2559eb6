import { useId, useState, type ComponentPropsWithoutRef } from 'react'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { Confirm } from '../Confirm/Confirm.tsx'
import { CopyLink } from '../CopyLink/CopyLink.tsx'
import styles from './CalendarFeedPanel.module.css'

// `onCopy` is ours (the Copy button), not the native clipboard event.
export type CalendarFeedPanelProps = Omit<ComponentPropsWithoutRef<'section'>, 'onCopy'> & {
  /** The private feed's full address, or null when there is none. */
  feedUrl: string | null
  /** idle; creating: a new link is on its way; revoking: the link is being switched off. */
  status?: 'idle' | 'creating' | 'revoking'
  /** What came of the last Copy (the island copies; this view only reports). */
  copyState?: 'idle' | 'copied' | 'failed'
  /** Why the last action failed. */
  error?: string | null
  /** Make a link, or replace the current one (the old one stops working). */
  onCreate?: () => void
  onRevoke?: () => void
  onCopy?: (url: string) => void
}

/** The private calendar link: make it, copy it into a calendar app, replace or revoke it. */
export function CalendarFeedPanel({
  feedUrl,
  status = 'idle',
  copyState = 'idle',
  error = null,
  onCreate,
  onRevoke,
  onCopy,
  className,
  ...rest
}: CalendarFeedPanelProps) {
  const headingId = useId()
  const [confirming, setConfirming] = useState(false)
  const busy = status !== 'idle'
  return (
    <section
      aria-labelledby={headingId}
      data-state={feedUrl ? 'active' : 'none'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h2 id={headingId} className={styles.heading}>
        Calendar
      </h2>
      {error ? <Banner variant="error">{error}</Banner> : null}
      {feedUrl ? (
        <>
          <p className={styles.text}>
            Subscribe to this private link in Google Calendar (Other calendars, From URL), Apple
            Calendar (New Calendar Subscription) or Outlook (Subscribe from web). Deadlines and
            tasks update there as your plan changes.
          </p>
          <CopyLink
            label="Your private calendar link"
            value={feedUrl}
            copyState={copyState}
            next="Paste it into your calendar app."
            disabled={busy}
            onCopy={(url) => onCopy?.(url)}
          />
          <p className={styles.warning}>
            Anyone with this link can see your deadlines and tasks. Replace or revoke it if you
            shared it by mistake; the old link stops working at once.
          </p>
          {confirming ? (
            <Confirm
              question="Revoke the calendar link?"
              yes="Yes, revoke the link"
              variant="primary"
              onConfirm={() => {
                setConfirming(false)
                onRevoke?.()
              }}
              onKeep={() => setConfirming(false)}
            />
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onCreate} disabled={busy}>
                {status === 'creating' ? 'Making a new link...' : 'Replace with a new link'}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(true)} disabled={busy}>
                {status === 'revoking' ? 'Revoking...' : 'Revoke link'}
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <p className={styles.text}>
            See every deadline and task in the calendar you already use: make a private link and
            subscribe to it. Only people you give it to can see it, and you can revoke it.
          </p>
          <div className={styles.actions}>
            <Button onClick={onCreate} disabled={busy}>
              {status === 'creating' ? 'Making the link...' : 'Make a calendar link'}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
