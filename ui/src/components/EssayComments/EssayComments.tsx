import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react'
import { plural } from '../../logic/analytics/words.ts'
import { placeComment, type EssayComment } from '../../logic/sharing/comment.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { Confirm } from '../Confirm/Confirm.tsx'
import styles from './EssayComments.module.css'

export type EssayCommentsProps = ComponentPropsWithRef<'div'> & {
  /** The essay's text now: each comment's passage is looked for in it. */
  text: string
  comments: readonly EssayComment[]
  /** Comments with a change under way. */
  busy?: readonly string[]
  /** Why the last change failed. */
  error?: string | null
  /** What the comments sit beside: the editor. */
  children: ReactNode
  onResolve: (comment: EssayComment, resolved: boolean) => void
  onDelete: (comment: EssayComment) => void
  /** Selects a passage in the editor. */
  onShowPassage: (start: number, end: number) => void
}

/** "Nov 27, 2026", in the reader's own zone. */
function day(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })
}

/**
 * Comments that supporters left through a shared link, beside the essay's text (below it on a
 * phone): open ones first, each with the passage it is about, found in the text as it is now or
 * said to have changed; the student resolves, reopens or deletes them. Nothing here changes the
 * essay. Without comments, only the editor.
 */
export function EssayComments({
  text,
  comments,
  busy = [],
  error = null,
  children,
  onResolve,
  onDelete,
  onShowPassage,
  className,
  ...rest
}: EssayCommentsProps) {
  const headingId = useId()
  if (comments.length === 0 && !error) return <>{children}</>
  const open = comments.filter((c) => c.status === 'open')
  const resolved = comments.filter((c) => c.status === 'resolved')
  const item = (comment: EssayComment) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      text={text}
      busy={busy.includes(comment.id)}
      onResolve={onResolve}
      onDelete={onDelete}
      onShowPassage={onShowPassage}
    />
  )
  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.main}>{children}</div>
      <aside aria-labelledby={headingId} className={styles.aside}>
        <h3 id={headingId} className={styles.heading}>
          {`Comments (${String(open.length)} open)`}
        </h3>
        <p className={styles.quiet}>
          From people you shared your essays with. They never change your text.
        </p>
        {error ? <Banner variant="error">{error}</Banner> : null}
        {open.length > 0 ? (
          <ul className={styles.list} aria-label="Open comments">
            {open.map(item)}
          </ul>
        ) : (
          <p className={styles.quiet}>No open comments.</p>
        )}
        {resolved.length > 0 ? (
          <details className={styles.resolved}>
            <summary
              className={styles.summary}
            >{`Resolved (${plural(resolved.length, 'comment')})`}</summary>
            <ul className={styles.list} aria-label="Resolved comments">
              {resolved.map(item)}
            </ul>
          </details>
        ) : null}
      </aside>
    </div>
  )
}

function CommentItem({
  comment,
  text,
  busy,
  onResolve,
  onDelete,
  onShowPassage,
}: {
  comment: EssayComment
  text: string
  busy: boolean
  onResolve: (comment: EssayComment, resolved: boolean) => void
  onDelete: (comment: EssayComment) => void
  onShowPassage: (start: number, end: number) => void
}) {
  const [confirming, setConfirming] = useState(false)
  const place = placeComment(text, comment.anchor)
  return (
    <li>
      <article
        className={styles.item}
        data-state={comment.status}
        aria-label={`Comment from ${comment.author}`}
      >
        <p className={styles.meta}>{`${comment.author}, ${day(comment.created)}`}</p>
        {comment.anchor ? (
          <figure className={styles.passage}>
            <blockquote className={styles.quote}>{comment.anchor.quote}</blockquote>
            <figcaption className={styles.quiet}>
              {place.state === 'gone'
                ? 'You have changed this passage since: it is quoted as it was.'
                : 'On this passage.'}
            </figcaption>
          </figure>
        ) : (
          <p className={styles.quiet}>On the whole essay.</p>
        )}
        <p className={styles.body}>{comment.body}</p>
        {confirming ? (
          <Confirm
            question="Delete this comment?"
            yes="Yes, delete it"
            busy={busy}
            onConfirm={() => {
              setConfirming(false)
              onDelete(comment)
            }}
            onKeep={() => setConfirming(false)}
          />
        ) : (
          <div className={styles.actions}>
            {place.state === 'found' ? (
              <Button variant="ghost" onClick={() => onShowPassage(place.start, place.end)}>
                Show in text
              </Button>
            ) : null}
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => onResolve(comment, comment.status === 'open')}
            >
              {comment.status === 'open' ? 'Resolve' : 'Reopen'}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </div>
        )}
      </article>
    </li>
  )
}
