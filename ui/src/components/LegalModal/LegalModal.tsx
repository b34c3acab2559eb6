import { LegalDocument } from '../LegalDocument/LegalDocument.tsx'
import type { LegalDocumentContent } from '../LegalDocument/types.ts'
import { Modal } from '../Modal/Modal.tsx'

export type LegalModalProps = {
  /** The document to show (from the site's `legal` content collection). */
  document: LegalDocumentContent
  /** Whether the modal is shown. */
  isOpen: boolean
  /** Called with false when the user closes it. */
  onOpenChange: (isOpen: boolean) => void
}

/** Terms or privacy in a modal, for the sign-in and sign-up screens. */
export function LegalModal({ document, isOpen, onOpenChange }: LegalModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={document.title} size="wide">
      <LegalDocument document={document} variant="embedded" />
    </Modal>
  )
}
