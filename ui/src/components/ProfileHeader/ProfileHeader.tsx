import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import styles from './ProfileHeader.module.css'

export type ProfileHeaderProps = ComponentPropsWithoutRef<'header'> & {
  /** The photo and its controls (an AvatarEditor). */
  photo: ReactNode
  /** The name and its controls (a NameEditor). */
  name: ReactNode
  /** The account's email, shown read-only. */
  email: string
  /** Actions beside the title, such as Sign Out. */
  actions?: ReactNode
}

/** The top of the profile page: photo, name and email. */
export function ProfileHeader({
  photo,
  name,
  email,
  actions,
  className,
  ...rest
}: ProfileHeaderProps) {
  return (
    <header {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.top}>
        <h1 className={styles.title}>Your profile</h1>
        {actions}
      </div>
      <div className={styles.body}>
        {photo}
        <div className={styles.identity}>
          {name}
          <p className={styles.email}>
            <span className={styles.label}>Email</span> {email}
          </p>
        </div>
      </div>
    </header>
  )
}
