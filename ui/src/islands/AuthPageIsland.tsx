import { lazy, Suspense, useState } from 'react'
import type { LegalDocumentContent } from '../components/LegalDocument/types.ts'
import type { LegalPage } from '../components/LegalNotice/LegalNotice.tsx'
import type { DataClient } from '../data/types.ts'
import { LoginIsland } from './LoginIsland.tsx'
import { RegisterIsland } from './RegisterIsland.tsx'

export type AuthPageIslandProps = {
  /** Which screen: /login or /register. */
  screen: 'login' | 'register'
  /** The terms and privacy policy, from the site's content collection (one source). */
  legal: Record<LegalPage, LegalDocumentContent>
  data?: DataClient
}

// The modal (react-aria) loads when a student first opens a document, not with the form.
const LegalModal = lazy(() =>
  import('../components/LegalModal/LegalModal.tsx').then((module) => ({
    default: module.LegalModal,
  })),
)

/** /login and /register: the form, with the terms and privacy policy opening in a modal. */
export function AuthPageIsland({ screen, legal, data }: AuthPageIslandProps) {
  const [open, setOpen] = useState<LegalPage | null>(null)
  const formProps = { onOpenLegal: setOpen, ...(data ? { data } : {}) }
  return (
    <>
      {screen === 'login' ? <LoginIsland {...formProps} /> : <RegisterIsland {...formProps} />}
      {open ? (
        <Suspense fallback={null}>
          <LegalModal
            document={legal[open]}
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
