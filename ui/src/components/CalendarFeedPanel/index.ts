export { CalendarFeedPanel, type CalendarFeedPanelProps } from './CalendarFeedPanel.tsx'
