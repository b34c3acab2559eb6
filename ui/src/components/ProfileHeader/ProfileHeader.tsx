import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { Spinner } from '../Spinner/Spinner.tsx'
import styles from './ProfileHeader.module.css'

export type ProfileHeaderProps = ComponentPropsWithoutRef<'header'> & {
  /** Actions beside the title, such as Sign Out. */
  actions?: ReactNode
} & (
    | {
        /** The photo and its controls (an AvatarEditor). */
        photo: ReactNode
        /** The name and its controls (a NameEditor). */
        name: ReactNode
        /** The account's email, shown read-only. */
        email: string
        /** Said under the email: whether it is confirmed, and the way to confirm it. */
        emailNote?: ReactNode
        loading?: undefined
      }
    | {
        /**
         * Set while the student's record is read: the body shows it as a busy indicator in place
         * of the photo, name and email (the page's first view, drawn before its script runs).
         */
        loading: string
        photo?: undefined
        name?: undefined
        email?: undefined
        emailNote?: undefined
      }
  )

/**
 * What the page holds, in the order it shows it. Under the title in the first view too, so the
 * page's largest text of its first screen comes with the HTML (ADR 0055, 0098).
 */
export const PROFILE_LEAD =
  'Your photo, name and e-mail; your quiz answers and the settings your matches use; the schools on your list; the links you share with someone who helps you; and your data, to download or delete.'

/** The top of the profile page: its title and what it holds, then photo, name and email. */
export function ProfileHeader({
  photo,
  name,
  email,
  emailNote,
  actions,
  loading,
  className,
  ...rest
}: ProfileHeaderProps) {
  return (
    <header {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.top}>
        <h1 className={styles.title}>Your profile</h1>
        {actions}
      </div>
      <p className={styles.lead}>{PROFILE_LEAD}</p>
      {loading ? (
        <Spinner label={loading} />
      ) : (
        <div className={styles.body}>
          {photo}
          <div className={styles.identity}>
            {name}
            <p className={styles.email}>
              <span className={styles.label}>Email</span> {email}
            </p>
            {emailNote}
          </div>
        </div>
      )}
    </header>
  )
}
