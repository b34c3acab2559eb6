export { QuizInfoCard, type QuizInfoCardProps } from './QuizInfoCard.tsx'
