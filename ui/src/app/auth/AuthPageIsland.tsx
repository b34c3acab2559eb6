import { lazy, Suspense, useState } from 'react'
import type { LegalDocumentContent } from '../../components/LegalDocument/types.ts'
import type { LegalPage } from '../../components/LegalNotice/LegalNotice.tsx'
import type { DataClient } from '../../data/data-client.ts'
import { fetchLegalDocument } from './legal.ts'
import { LoginIsland } from './LoginIsland.tsx'
import { goTo } from '../shared/navigation.ts'
import { RegisterIsland } from './RegisterIsland.tsx'

// The modal loads when a visitor first opens a document, not with the form: the sign-in pages'
// second boundary (ADR 0088; on the platform's <dialog> since ADR 0091 it is about 1.6 KB gzip).
const LegalModal = lazy(() =>
  import('../../components/LegalModal/LegalModal.tsx').then((m) => ({ default: m.LegalModal })),
)

export type AuthPageIslandProps = {
  /** Which screen: /login or /register. */
  screen: 'login' | 'register'
  /**
   * The terms and privacy policy, when already at hand (stories, tests). Otherwise each is
   * fetched on its first open (`loadLegal`), so the page's HTML does not carry them.
   */
  legal?: Partial<Record<LegalPage, LegalDocumentContent>>
  loadLegal?: (page: LegalPage) => Promise<LegalDocumentContent>
  data?: DataClient
}

/** /login and /register: the form, with the terms and privacy policy opening in a modal. */
export function AuthPageIsland({
  screen,
  legal = {},
  loadLegal = fetchLegalDocument,
  data,
}: AuthPageIslandProps) {
  const [open, setOpen] = useState<LegalPage | null>(null)
  const [documents, setDocuments] = useState(legal)

  const openLegal = (page: LegalPage) => {
    setOpen(page)
    if (documents[page]) return
    loadLegal(page).then(
      (document) => setDocuments((known) => ({ ...known, [page]: document })),
      // Unreachable from here (offline, say): the page itself says the same thing.
      () => goTo(`/${page}`),
    )
  }

  const formProps = { onOpenLegal: openLegal, ...(data ? { data } : {}) }
  const document = open ? documents[open] : undefined
  return (
    <>
      {screen === 'login' ? <LoginIsland {...formProps} /> : <RegisterIsland {...formProps} />}
      {open && document ? (
        <Suspense fallback={null}>
          <LegalModal
            document={document}
            isOpen
            onOpenChange={(isOpen) => {
              if (!isOpen) setOpen(null)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
