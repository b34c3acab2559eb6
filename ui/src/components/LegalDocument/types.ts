/**
 * A legal document (terms, privacy) as plain data: the site's content collection holds it, the
 * legal pages render it statically, and the sign-in/up screens fetch it as /legal/{id}.json for their modal.
 */
export type LegalSection = {
  heading: string
  paragraphs: string[]
  /** An optional bulleted list after the paragraphs. */
  items?: string[] | undefined
}

export type LegalDocumentContent = {
  title: string
  /** Shown as "Last updated ...", e.g. "March 2024". */
  updated: string
  /** An optional lead paragraph before the sections. */
  summary?: string | undefined
  sections: LegalSection[]
}
