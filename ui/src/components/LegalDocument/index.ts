export { LegalDocument, type LegalDocumentProps } from './LegalDocument.tsx'
export type { LegalDocumentContent, LegalSection } from './types.ts'
