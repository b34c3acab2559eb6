export { MatchCard, type MatchCardProps, type SaveState } from './MatchCard.tsx'
