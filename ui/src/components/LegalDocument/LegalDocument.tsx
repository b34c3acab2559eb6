import type { ComponentPropsWithoutRef } from 'react'
import styles from './LegalDocument.module.css'
import type { LegalDocumentContent } from './types.ts'

export type LegalDocumentProps = ComponentPropsWithoutRef<'article'> & {
  /** The document: title, last-updated date and sections. */
  document: LegalDocumentContent
  /** page: the title is the page's h1; embedded: the title is left to the container (a modal). */
  variant?: 'page' | 'embedded'
}

/** Renders terms or privacy from plain data; no JavaScript needed on the page. */
export function LegalDocument({
  document,
  variant = 'page',
  className,
  ...rest
}: LegalDocumentProps) {
  const SectionHeading = variant === 'page' ? 'h2' : 'h3'
  return (
    <article
      data-variant={variant}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {variant === 'page' ? <h1 className={styles.title}>{document.title}</h1> : null}
      <p className={styles.updated}>Last updated {document.updated}</p>
      {document.summary ? <p className={styles.summary}>{document.summary}</p> : null}
      {document.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <SectionHeading className={styles.heading}>{section.heading}</SectionHeading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items?.length ? (
            <ul className={styles.list}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  )
}
