export { VersionHistory, type VersionHistoryProps, type CompareView } from './VersionHistory.tsx'
