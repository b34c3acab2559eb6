import { lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { DashboardCard } from '../DashboardCard/DashboardCard.tsx'
import { storageSummary, storageWarning, type StorageUse } from '../../logic/profile/storage.ts'
import styles from './DataControls.module.css'

// The dialog loads when a student first asks to delete, not with the page (ADR 0088; on the
// platform's <dialog> since ADR 0091 it is about 1.7 KB gzip).
const DeleteAccountDialog = lazy(() =>
  import('./DeleteAccountDialog.tsx').then((module) => ({ default: module.DeleteAccountDialog })),
)

export type DataControlsProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** idle: ready; saving: the export is being built; done: downloaded; error: it failed. */
  exportStatus?: 'idle' | 'saving' | 'done' | 'error'
  /** What went wrong with the export. */
  exportError?: string | undefined
  onExport: () => void
  /** idle: nothing under way; saving: deleting; error: the deletion failed. */
  deleteStatus?: 'idle' | 'saving' | 'error'
  /** What went wrong with the deletion. */
  deleteError?: string | undefined
  onDelete: (confirmation: string) => void
  /** Opens the confirmation at first render (for stories). */
  defaultDeleteOpen?: boolean
  /** The account's storage, once read (docs/adr/0075); nothing is shown before. */
  storage?: StorageUse | null
}

/** "Your data": export everything as JSON, or delete the account after a confirmation. */
export function DataControls({
  exportStatus = 'idle',
  exportError,
  onExport,
  deleteStatus = 'idle',
  deleteError,
  onDelete,
  defaultDeleteOpen = false,
  storage = null,
  ...rest
}: DataControlsProps) {
  const [deleteOpen, setDeleteOpen] = useState(defaultDeleteOpen)
  const warning = storage ? storageWarning(storage) : null
  return (
    <DashboardCard title="Your data" data-state={exportStatus} {...rest}>
      {storage ? (
        <div className={styles.row}>
          <div className={styles.explain}>
            <h3 className={styles.subtitle}>Storage</h3>
            <p className={styles.text}>
              {`${storageSummary(storage)}. Your essays, their versions and your plans count.`}
            </p>
          </div>
        </div>
      ) : null}
      {warning ? <Banner variant="info">{warning}</Banner> : null}
      <div className={styles.row}>
        <div className={styles.explain}>
          <h3 className={styles.subtitle}>Export my data</h3>
          <p className={styles.text}>
            A JSON file with everything we store about you: your profile, quiz answers, dashboard
            card and list, with their dates.
          </p>
        </div>
        <Button variant="secondary" onClick={onExport} disabled={exportStatus === 'saving'}>
          {exportStatus === 'saving' ? 'Preparing...' : 'Export my data'}
        </Button>
      </div>
      {exportStatus === 'done' ? (
        <Banner variant="success">Your data was downloaded.</Banner>
      ) : null}
      {exportStatus === 'error' && exportError ? (
        <Banner variant="error">{exportError}</Banner>
      ) : null}
      <div className={styles.row}>
        <div className={styles.explain}>
          <h3 className={styles.subtitle}>Delete my account</h3>
          <p className={styles.text}>
            Deletes your account and everything that belongs to it. You will be signed out.
          </p>
        </div>
        <Button variant="danger" onClick={() => setDeleteOpen(true)}>
          Delete my account
        </Button>
      </div>
      {deleteOpen ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            isOpen
            onOpenChange={setDeleteOpen}
            status={deleteStatus}
            error={deleteError}
            onConfirm={onDelete}
          />
        </Suspense>
      ) : null}
    </DashboardCard>
  )
}
