export { QuizStep, type QuizStepProps } from './QuizStep.tsx'
