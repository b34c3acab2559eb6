import { useId, type ComponentPropsWithoutRef } from 'react'
import { Button } from '../Button/Button.tsx'
import styles from './CopyLink.module.css'

// `onCopy` is ours (the Copy button), not the native clipboard event.
export type CopyLinkProps = Omit<ComponentPropsWithoutRef<'div'>, 'onCopy'> & {
  /** The link's name for screen readers ("Your private calendar link"). */
  label: string
  /** The link. */
  value: string
  /** What came of the last Copy (the island copies; this view only reports). */
  copyState?: 'idle' | 'copied' | 'failed'
  /** What to do once it is copied ("Paste it into your calendar app."). */
  next: string
  disabled?: boolean
  onCopy: (value: string) => void
}

/** A secret link to hand on: shown whole (selected on focus), with Copy and what came of it. */
export function CopyLink({
  label,
  value,
  copyState = 'idle',
  next,
  disabled = false,
  onCopy,
  className,
  ...rest
}: CopyLinkProps) {
  const id = useId()
  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className={styles.url}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => onCopy(value)} disabled={disabled}>
          Copy link
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {copyState === 'copied'
          ? `Copied. ${next}`
          : copyState === 'failed'
            ? "Copying didn't work here: select the link and copy it."
            : ''}
      </p>
    </div>
  )
}
