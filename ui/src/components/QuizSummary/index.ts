export { QuizSummary, type QuizSummaryProps } from './QuizSummary.tsx'
