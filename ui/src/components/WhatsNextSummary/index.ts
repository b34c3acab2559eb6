export { WhatsNextSummary, type WhatsNextSummaryProps } from './WhatsNextSummary.tsx'
