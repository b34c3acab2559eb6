export { LegalModal, type LegalModalProps } from './LegalModal.tsx'
