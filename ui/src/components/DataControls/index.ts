export { DataControls, type DataControlsProps } from './DataControls.tsx'
export { DeleteAccountDialog, type DeleteAccountDialogProps } from './DeleteAccountDialog.tsx'
