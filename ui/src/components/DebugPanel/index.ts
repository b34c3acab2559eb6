export { DebugPanel, type DebugPanelProps } from './DebugPanel.tsx'
