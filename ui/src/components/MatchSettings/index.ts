export {
  MatchSettings,
  type MatchSettingsProps,
  type MatchSettingsSaveState,
} from './MatchSettings.tsx'
