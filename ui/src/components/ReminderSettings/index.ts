export {
  ReminderSettings,
  type ReminderSettingsProps,
  type ReminderValues,
} from './ReminderSettings.tsx'
