export { ApplicationCard, type ApplicationCardProps } from './ApplicationCard.tsx'
