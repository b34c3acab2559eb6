import { useCallback, useState } from 'react'
import type { DataClient } from '../../data/data-client.ts'
import { describeError } from '../../data/errors.ts'
import type { ListEntry, Student } from '../../logic/domain.ts'
import type { MatchSettings } from '../../logic/matching/settings.ts'
import { exportFileName } from '../../logic/profile/export.ts'
import { validateAvatar, validateName } from '../../logic/profile/validation.ts'
import { signOutCode } from '../shared/storage.ts'
import { useLoad, type LoadStatus } from '../shared/use-load.ts'

// The profile page's sections, one hook each: the island wires them to the views. Writes return
// the student, and the section hands it to the page (`update`).

type WriteStatus = 'idle' | 'saving' | 'error'
type Update = (student: Student) => void

/** The name: edit, save (what was typed stays when the save fails), cancel. */
export function useNameEditor(data: DataClient, student: Student, update: Update) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(student.name)
  const [status, setStatus] = useState<WriteStatus>('idle')
  const [error, setError] = useState<string | undefined>()

  const fail = (message: string) => {
    setStatus('error')
    setError(message)
  }

  const save = async () => {
    const problem = validateName(draft)
    if (problem) {
      fail(problem)
      return
    }
    setStatus('saving')
    try {
      update(await data.profile.updateName(draft))
      setStatus('idle')
      setError(undefined)
      setEditing(false)
    } catch (failure) {
      fail(describeError(failure))
    }
  }

  return {
    name: student.name,
    editing,
    draft,
    status,
    error,
    onEdit: () => {
      setDraft(student.name)
      setStatus('idle')
      setEditing(true)
    },
    onDraftChange: setDraft,
    onCancel: () => {
      setEditing(false)
      setStatus('idle')
      setError(undefined)
    },
    onSave: () => void save(),
  }
}

/** The photo: upload (checked on the device first) and remove. */
export function usePhoto(data: DataClient, update: Update) {
  const [status, setStatus] = useState<WriteStatus>('idle')
  const [error, setError] = useState<string | undefined>()

  const run = async (write: () => Promise<Student>) => {
    setStatus('saving')
    try {
      update(await write())
      setStatus('idle')
      setError(undefined)
    } catch (failure) {
      setStatus('error')
      setError(describeError(failure))
    }
  }

  return {
    status,
    error,
    onSelectFile: (file: File) => {
      const problem = validateAvatar(file)
      if (problem) {
        setStatus('error')
        setError(problem)
        return
      }
      void run(() => data.profile.setAvatar(file))
    },
    onRemove: () => void run(() => data.profile.removeAvatar()),
  }
}

/** Match settings: saved, then shown as saved; a failure keeps the choices on screen. */
export function useMatchSettings(data: DataClient, student: Student, update: Update) {
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle')
  const [error, setError] = useState<string | undefined>()
  const { homeState, faith } = student.matchSettings
  const save = async (settings: MatchSettings) => {
    setSaveState('saving')
    setError(undefined)
    try {
      update(await data.profile.setMatchSettings(settings))
      setSaveState('saved')
    } catch (failure) {
      setSaveState('error')
      setError(describeError(failure))
    }
  }
  return {
    // The form starts again from the saved settings when they change (here or elsewhere).
    key: `${homeState ?? 'unset'}-${faith}`,
    value: student.matchSettings,
    saveState,
    error,
    onSave: (settings: MatchSettings) => void save(settings),
  }
}

export type { LoadStatus }

/** My List: load (with retry), remove with Undo. */
export function useMyList(data: DataClient) {
  const loaded = useLoad(
    useCallback(() => data.list.items(), [data]),
    [] as ListEntry[],
  )
  const { value: entries, setValue: setEntries, status } = loaded
  const [removing, setRemoving] = useState<string[]>([])
  const [removed, setRemoved] = useState<ListEntry | null>(null)
  const [error, setError] = useState<string | null>(null)

  const remove = async (entry: ListEntry) => {
    setRemoving((ids) => [...ids, entry.id])
    setError(null)
    try {
      await data.list.remove(entry.id)
      setEntries((list) => list.filter((e) => e.id !== entry.id))
      setRemoved(entry)
    } catch (failure) {
      setError(`${entry.university.name} was not removed. ${describeError(failure)}`)
    } finally {
      setRemoving((ids) => ids.filter((id) => id !== entry.id))
    }
  }

  const undo = async () => {
    if (!removed) return
    const entry = removed
    setRemoved(null)
    try {
      const restored = await data.list.add(entry.university.id)
      setEntries((list) =>
        [restored, ...list.filter((e) => e.id !== restored.id)].sort((a, b) =>
          b.created.localeCompare(a.created),
        ),
      )
    } catch (failure) {
      setError(`${entry.university.name} was not put back. ${describeError(failure)}`)
    }
  }

  return {
    entries,
    status,
    removing,
    removed,
    error,
    onRemove: (entry: ListEntry) => void remove(entry),
    onUndo: () => void undo(),
    onRetry: loaded.retry,
  }
}

/** Export my data and delete my account. */
export function useDataControls(
  data: DataClient,
  options: {
    download: (fileName: string, text: string) => void
    /** Called before the deletion signs the student out, and again (false) if it fails. */
    leaving: (leaving: boolean) => void
    onDeleted: () => void
  },
) {
  const [exportStatus, setExportStatus] = useState<'idle' | 'saving' | 'done' | 'error'>('idle')
  const [exportError, setExportError] = useState<string | undefined>()
  const [deleteStatus, setDeleteStatus] = useState<WriteStatus>('idle')
  const [deleteError, setDeleteError] = useState<string | undefined>()
  const { download, leaving, onDeleted } = options

  const exportData = async () => {
    setExportStatus('saving')
    try {
      const exported = await data.account.export()
      download(exportFileName(exported.exportedAt), JSON.stringify(exported, null, 2))
      setExportStatus('done')
    } catch (failure) {
      setExportStatus('error')
      setExportError(describeError(failure))
    }
  }

  const deleteAccount = useCallback(
    async (confirmation: string) => {
      setDeleteStatus('saving')
      leaving(true)
      try {
        await data.account.delete(confirmation)
        // Nothing of the account stays on this device either (ADR 0076).
        await signOutCode()
          .then((module) => module.clearDevice({ type: 'signed-out' }))
          .catch(() => undefined)
        onDeleted()
      } catch (failure) {
        leaving(false)
        setDeleteStatus('error')
        setDeleteError(describeError(failure))
      }
    },
    [data, leaving, onDeleted],
  )

  return {
    exportStatus,
    exportError,
    onExport: () => void exportData(),
    deleteStatus,
    deleteError,
    onDelete: (confirmation: string) => void deleteAccount(confirmation),
  }
}
