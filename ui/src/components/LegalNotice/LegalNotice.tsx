import type { ComponentPropsWithoutRef } from 'react'
import styles from './LegalNotice.module.css'

export type LegalPage = 'terms' | 'privacy'

export type LegalNoticeProps = ComponentPropsWithoutRef<'p'> & {
  /** The sentence before the links, such as 'Read the'. */
  lead?: string
  /** Opens a legal text in a modal on a plain click; the links go to /terms and /privacy otherwise. */
  onOpenLegal?: ((page: LegalPage) => void) | undefined
}

/** The line linking the Terms of Service and Privacy Policy from the auth screens. */
export function LegalNotice({
  lead = 'Read the',
  onOpenLegal,
  className,
  ...rest
}: LegalNoticeProps) {
  // Always a real link, so a click before the page's script has loaded still opens the text;
  // with `onOpenLegal` a plain click opens the modal instead (a modified click still navigates).
  const link = (page: LegalPage, text: string) => (
    <a
      href={`/${page}`}
      onClick={
        onOpenLegal
          ? (event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
              event.preventDefault()
              onOpenLegal(page)
            }
          : undefined
      }
    >
      {text}
    </a>
  )
  return (
    <p {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      {lead} {link('terms', 'Terms of Service')} and the {link('privacy', 'Privacy Policy')}.
    </p>
  )
}
