export {
  UniversitiesIntroCard,
  UNIVERSITIES_BLURBS,
  type UniversitiesIntroCardProps,
} from './UniversitiesIntroCard.tsx'
