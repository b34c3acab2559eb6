export {
  MatchMeIntroCard,
  MATCHME_BLURBS,
  type MatchMeIntroCardProps,
} from './MatchMeIntroCard.tsx'
