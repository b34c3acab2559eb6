export { LegalNotice, type LegalNoticeProps, type LegalPage } from './LegalNotice.tsx'
