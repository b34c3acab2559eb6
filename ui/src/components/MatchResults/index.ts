export { MatchResults, type MatchResultsProps } from './MatchResults.tsx'
