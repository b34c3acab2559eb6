import type { ComponentPropsWithoutRef } from 'react'
import styles from './LegalNotice.module.css'

export type LegalPage = 'terms' | 'privacy'

export type LegalNoticeProps = ComponentPropsWithoutRef<'p'> & {
  /** The sentence before the links, such as 'Read the'. */
  lead?: string
  /** Opens a legal text in a modal; when absent the links go to /terms and /privacy. */
  onOpenLegal?: ((page: LegalPage) => void) | undefined
}

/** The line linking the Terms of Service and Privacy Policy from the auth screens. */
export function LegalNotice({
  lead = 'Read the',
  onOpenLegal,
  className,
  ...rest
}: LegalNoticeProps) {
  const link = (page: LegalPage, text: string) =>
    onOpenLegal ? (
      <button type="button" className={styles.linkButton} onClick={() => onOpenLegal(page)}>
        {text}
      </button>
    ) : (
      <a href={`/${page}`}>{text}</a>
    )
  return (
    <p {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      {lead} {link('terms', 'Terms of Service')} and the {link('privacy', 'Privacy Policy')}.
    </p>
  )
}
