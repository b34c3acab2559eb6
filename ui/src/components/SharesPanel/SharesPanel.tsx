import { useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { plural } from '../../logic/analytics/words.ts'
import { scopeInWords, shareState, type Share } from '../../logic/sharing/share.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { Confirm } from '../Confirm/Confirm.tsx'
import { DashboardCard } from '../DashboardCard/DashboardCard.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'
import styles from './SharesPanel.module.css'

export type SharesPanelProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** loading: the links are being read; ready: shown; error: they could not be read. */
  status: 'loading' | 'ready' | 'error'
  shares: readonly Share[]
  /** The time the states are judged at (ms). */
  now: number
  /** The form making or changing a link, or the link just made: shown above the list. */
  editor?: ReactNode
  /** The share whose form is open in `editor` (its item hides its own buttons). */
  editing?: string | null
  /** Links with a change under way. */
  busy?: readonly string[]
  /** A message over the list: a failure, or what was just done. */
  notice?: { kind: 'error' | 'success'; text: string } | null
  onNew: () => void
  onEdit: (share: Share) => void
  onExtend: (share: Share) => void
  onRevoke: (share: Share) => void
  onRemove: (share: Share) => void
  onRevokeAll: () => void
  onRetry: () => void
}

const STATE_WORDS = { active: 'Working', expired: 'Ended', revoked: 'Revoked' } as const

/** "Feb 25, 2027", in the reader's own zone. */
function day(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })
}

function whenWords(share: Share, now: number): string {
  const state = shareState(share, now)
  if (state === 'revoked' && share.revoked) return `Revoked on ${day(share.revoked)}`
  return state === 'expired'
    ? `Ended on ${day(share.expires)}`
    : `Works until ${day(share.expires)}`
}

function openedWords(share: Share): string {
  if (share.openCount === 0 || !share.lastOpened) return 'Not opened yet'
  return `Opened ${plural(share.openCount, 'time')}, last on ${day(share.lastOpened)}`
}

/**
 * "Share with someone who helps" on /profile: the student's read-only links, what each shows,
 * when each was last opened and how often (no address is kept), and the ways to change, extend,
 * revoke or remove them, or revoke them all.
 */
export function SharesPanel({
  status,
  shares,
  now,
  editor,
  editing = null,
  busy = [],
  notice = null,
  onNew,
  onEdit,
  onExtend,
  onRevoke,
  onRemove,
  onRevokeAll,
  onRetry,
  ...rest
}: SharesPanelProps) {
  const [confirming, setConfirming] = useState<string | null>(null)
  const working = shares.filter((share) => shareState(share, now) === 'active')
  const confirm = (key: string, question: string, yes: string, act: () => void) =>
    confirming === key ? (
      <Confirm
        question={question}
        yes={yes}
        onConfirm={() => {
          setConfirming(null)
          act()
        }}
        onKeep={() => setConfirming(null)}
      />
    ) : null

  return (
    <DashboardCard
      title="Share with someone who helps"
      lead="Give a parent, a counselor or a coach a read-only link to the parts of your plan you choose. You decide what it shows and for how long, and you can turn it off at any time."
      data-state={status}
      {...rest}
    >
      {notice ? <Banner variant={notice.kind}>{notice.text}</Banner> : null}
      {editor ?? (
        <div className={styles.actions}>
          <Button onClick={onNew} disabled={status !== 'ready'}>
            Share with someone who helps
          </Button>
        </div>
      )}
      {status === 'loading' ? <Spinner label="Loading your links..." /> : null}
      {status === 'error' ? (
        <div role="alert" className={styles.actions}>
          <span>{"We couldn't load your links."}</span>
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : null}
      {status === 'ready' && shares.length === 0 ? (
        <p className={styles.quiet}>You have not shared anything yet.</p>
      ) : null}
      {status === 'ready' && shares.length > 0 ? (
        <ul className={styles.list} aria-label="Your shared links">
          {shares.map((share) => (
            <ShareItem
              key={share.id}
              share={share}
              state={shareState(share, now)}
              now={now}
              busy={busy.includes(share.id)}
              editing={editing === share.id}
              confirmation={confirm(
                share.id,
                `Revoke the link for ${share.label}?`,
                'Yes, revoke it now',
                () => onRevoke(share),
              )}
              onAskRevoke={() => setConfirming(share.id)}
              onEdit={() => onEdit(share)}
              onExtend={() => onExtend(share)}
              onRemove={() => onRemove(share)}
            />
          ))}
        </ul>
      ) : null}
      {working.length > 1
        ? (confirm(
            'all',
            'Revoke every link?',
            `Yes, revoke all ${String(working.length)}`,
            onRevokeAll,
          ) ?? (
            <div className={styles.actions}>
              <Button variant="ghost" onClick={() => setConfirming('all')}>
                Revoke all links
              </Button>
            </div>
          ))
        : null}
    </DashboardCard>
  )
}

function ShareItem({
  share,
  state,
  now,
  busy,
  editing,
  confirmation,
  onAskRevoke,
  onEdit,
  onExtend,
  onRemove,
}: {
  share: Share
  state: ReturnType<typeof shareState>
  now: number
  busy: boolean
  editing: boolean
  confirmation: ReactNode
  onAskRevoke: () => void
  onEdit: () => void
  onExtend: () => void
  onRemove: () => void
}) {
  const headingId = useId()
  return (
    <li>
      <article aria-labelledby={headingId} data-state={state} className={styles.item}>
        <div className={styles.top}>
          <h3 id={headingId} className={styles.label}>
            {share.label}
          </h3>
          <span className={styles.badge} data-state={state}>
            {STATE_WORDS[state]}
          </span>
        </div>
        <p className={styles.text}>
          {`Shows ${scopeInWords(share.scope)}.`}
          {share.comments ? ' Comments on essays allowed.' : ''}
        </p>
        <p className={styles.quiet}>{`${whenWords(share, now)}. ${openedWords(share)}.`}</p>
        {editing
          ? null
          : (confirmation ?? (
              <div className={styles.actions}>
                {state === 'revoked' ? null : (
                  <>
                    <Button variant="secondary" onClick={onEdit} disabled={busy}>
                      Change
                    </Button>
                    <Button variant="secondary" onClick={onExtend} disabled={busy}>
                      Extend 90 days
                    </Button>
                  </>
                )}
                {state === 'active' ? (
                  <Button variant="ghost" onClick={onAskRevoke} disabled={busy}>
                    Revoke
                  </Button>
                ) : (
                  <Button variant="ghost" onClick={onRemove} disabled={busy}>
                    Remove
                  </Button>
                )}
              </div>
            ))}
      </article>
    </li>
  )
}
