export { ProfileShell, type ProfileShellProps } from './ProfileShell.tsx'
