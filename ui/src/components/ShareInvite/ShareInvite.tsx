import type { ComponentPropsWithoutRef } from 'react'
import { SHARING_HREF } from '../../logic/sharing/where.ts'
import styles from './ShareInvite.module.css'

export type ShareInviteProps = ComponentPropsWithoutRef<'p'> & {
  /** What this page would share, in the sentence's words ("your deadlines", "your essays"). */
  what: string
}

/** A line under a page's title leading to "Share with someone who helps" on /profile. */
export function ShareInvite({ what, className, ...rest }: ShareInviteProps) {
  return (
    <p {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <a href={SHARING_HREF}>Share with someone who helps</a>
      {`: a read-only link to ${what} for a parent, a counselor or a coach, for as long as you choose.`}
    </p>
  )
}
