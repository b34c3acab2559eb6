export { DashboardShell, type DashboardShellProps } from './DashboardShell.tsx'
