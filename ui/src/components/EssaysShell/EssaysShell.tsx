import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react'
import styles from './EssaysShell.module.css'

export type EssaysShellProps = Omit<ComponentPropsWithoutRef<'div'>, 'title'> & {
  /** The page's heading: "Essays", or an application's essays. */
  title: string
  /** Focused when the student moves within the page, so a screen reader hears where they are. */
  titleRef?: Ref<HTMLHeadingElement>
  /** What the page is for, under the heading (the library's first view and the library). */
  lead?: string
  /** A line under the lead: the way to share the essays (passed in, so this frame imports none). */
  invite?: ReactNode
  /** A link back (to every essay), beside the heading. */
  back?: { href: string; label: string; onFollow: () => void } | null
  /** Notices above the content (offline copy, conflicts, failures). */
  banners?: ReactNode
  /** Buttons under the content (the plan, new essays). */
  toolbar?: ReactNode
}

/** The /essays page frame: its heading, a way back, notices, then the library or one essay. */
export function EssaysShell({
  title,
  titleRef,
  lead,
  invite,
  back = null,
  banners,
  toolbar,
  children,
  className,
  ...rest
}: EssaysShellProps) {
  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.top}>
        <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {back ? (
          <a
            className={styles.back}
            href={back.href}
            onClick={(event) => {
              // A plain click stays in the page; a new tab or window follows the link itself.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
              event.preventDefault()
              back.onFollow()
            }}
          >
            {back.label}
          </a>
        ) : null}
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {invite}
      <div className={styles.banners}>{banners}</div>
      {children}
      {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
    </div>
  )
}

/** A row of buttons, as the shell's toolbar lays them out (an essay's own actions use it too). */
export const toolbarClass = styles.toolbar
