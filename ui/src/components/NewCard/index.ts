export { NewCard, type NewCardProps } from './NewCard.tsx'
