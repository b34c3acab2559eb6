export { QuizProgress, type QuizProgressProps } from './QuizProgress.tsx'
