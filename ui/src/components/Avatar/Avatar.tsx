import { useState, type ComponentPropsWithoutRef } from 'react'
import styles from './Avatar.module.css'

export type AvatarProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  /** The photo's URL, or null for the graduate emoji. */
  src: string | null
  /** Whose photo it is: the image's alternative text. */
  name: string
  /** small: navbar size (32 px); large: profile size (96 px). */
  size?: 'small' | 'large'
}

/** A student's photo, or the 🎓 fallback when there is none or it fails to load (spec section 8). */
export function Avatar({ src, name, size = 'large', className, ...rest }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const showPhoto = src !== null && failed !== src
  return (
    <span
      data-state={showPhoto ? 'photo' : 'fallback'}
      data-size={size}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {showPhoto ? (
        <img src={src} alt={name} className={styles.image} onError={() => setFailed(src)} />
      ) : (
        <span role="img" aria-label={`${name} has no photo`} className={styles.fallback}>
          🎓
        </span>
      )}
    </span>
  )
}
