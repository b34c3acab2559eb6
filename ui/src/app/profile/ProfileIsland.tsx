import { useCallback, useEffect, useRef, useState } from 'react'
import { AvatarEditor } from '../../components/AvatarEditor/AvatarEditor.tsx'
import { Banner } from '../../components/Banner/Banner.tsx'
import { Button } from '../../components/Button/Button.tsx'
import { DataControls } from '../../components/DataControls/DataControls.tsx'
import { MyList } from '../../components/MyList/MyList.tsx'
import { NameEditor } from '../../components/NameEditor/NameEditor.tsx'
import { ProfileHeader } from '../../components/ProfileHeader/ProfileHeader.tsx'
import { ProfileShell } from '../../components/ProfileShell/ProfileShell.tsx'
import { QuizSummary } from '../../components/QuizSummary/QuizSummary.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { describeError } from '../../data/errors.ts'
import type { DataClient, ListEntry, Student } from '../../data/types.ts'
import { formatDate } from '../../logic/format/figures.ts'
import { exportFileName } from '../../logic/profile/export.ts'
import { validateAvatar, validateName } from '../../logic/profile/validation.ts'
import { describeAnswers } from '../../logic/quiz/describe-answers.ts'
import { dataClient, prefetchForStoredSession } from '../shared/data.ts'
import { downloadText } from '../shared/download.ts'
import { goTo, redirectTo } from '../shared/navigation.ts'

prefetchForStoredSession()

/** Where the quiz lives, and where its matches are shown (reconciled with the MatchMe work). */
export const QUIZ_HREF = '/quiz'
export const MATCHES_HREF = '/quiz#matches'

export type ProfileIslandProps = {
  data?: DataClient
  /** Page navigation; tests pass their own. `replace` is for redirects. */
  navigate?: (path: string, mode: 'assign' | 'replace') => void
  /** Saves the export file; tests pass their own. */
  download?: (fileName: string, text: string) => void
}

type Status = 'idle' | 'saving' | 'error'
type LoadStatus = 'loading' | 'ready' | 'error'

function defaultNavigate(path: string, mode: 'assign' | 'replace'): void {
  if (mode === 'replace') redirectTo(path)
  else goTo(path)
}

/** /profile: the student's photo, name, quiz answers, list, export and account deletion. */
export function ProfileIsland({
  data = dataClient(),
  navigate = defaultNavigate,
  download = downloadText,
}: ProfileIslandProps) {
  const [student, setStudent] = useState<Student | null>(null)
  const [profileStatus, setProfileStatus] = useState<LoadStatus>('loading')
  const leaving = useRef(false)

  const loadProfile = useCallback(async () => {
    setProfileStatus('loading')
    try {
      setStudent(await data.profile.get())
      setProfileStatus('ready')
    } catch {
      setProfileStatus('error')
    }
  }, [data])

  useEffect(() => {
    const effect = { active: true }
    void (async () => {
      const session = await data.auth.refresh()
      if (!effect.active) return
      if (!session) {
        navigate('/login', 'replace')
        return
      }
      setStudent(session)
      await loadProfile()
    })()
    // Every change to the student (here or in another tab) comes through the session.
    const unsubscribe = data.auth.onChange((next) => {
      if (next) setStudent(next)
      else if (!leaving.current) navigate('/login', 'replace')
    })
    return () => {
      effect.active = false
      unsubscribe()
    }
  }, [data, navigate, loadProfile])

  if (!student) return <Spinner label="Loading your profile..." />
  return (
    <Profile
      data={data}
      student={student}
      profileStatus={profileStatus}
      onRetryProfile={() => void loadProfile()}
      navigate={navigate}
      download={download}
      onLeaving={(value) => {
        leaving.current = value
      }}
    />
  )
}

function Profile({
  data,
  student,
  profileStatus,
  onRetryProfile,
  navigate,
  download,
  onLeaving,
}: {
  data: DataClient
  student: Student
  profileStatus: LoadStatus
  onRetryProfile: () => void
  navigate: (path: string, mode: 'assign' | 'replace') => void
  download: (fileName: string, text: string) => void
  /** Set while the account is being deleted, so the sign-out that follows is not a redirect. */
  onLeaving: (leaving: boolean) => void
}) {
  // Name
  const [editingName, setEditingName] = useState(false)
  const [draft, setDraft] = useState(student.name)
  const [nameStatus, setNameStatus] = useState<Status>('idle')
  const [nameError, setNameError] = useState<string | undefined>()
  // Photo
  const [photoStatus, setPhotoStatus] = useState<Status>('idle')
  const [photoError, setPhotoError] = useState<string | undefined>()
  // List
  const [entries, setEntries] = useState<ListEntry[]>([])
  const [listStatus, setListStatus] = useState<LoadStatus>('loading')
  const [removing, setRemoving] = useState<string[]>([])
  const [removed, setRemoved] = useState<ListEntry | null>(null)
  const [listError, setListError] = useState<string | null>(null)
  // Data
  const [exportStatus, setExportStatus] = useState<'idle' | 'saving' | 'done' | 'error'>('idle')
  const [exportError, setExportError] = useState<string | undefined>()
  const [deleteStatus, setDeleteStatus] = useState<Status>('idle')
  const [deleteError, setDeleteError] = useState<string | undefined>()

  const [listAttempt, setListAttempt] = useState(0)
  // The page appears once both the record and the list have answered (or failed), in one piece:
  // sections growing one after the other would push the ones below (layout shift). Later
  // reloads (a retry) show their own loading state in place.
  const [shown, setShown] = useState(false)
  if (!shown && profileStatus !== 'loading' && listStatus !== 'loading') setShown(true)
  useEffect(() => {
    const effect = { active: true }
    const load = async () => {
      try {
        const items = await data.list.items()
        if (!effect.active) return
        setEntries(items)
        setListStatus('ready')
      } catch {
        if (effect.active) setListStatus('error')
      }
    }
    void load()
    return () => {
      effect.active = false
    }
  }, [data, listAttempt])

  const retryList = () => {
    setListStatus('loading')
    setListAttempt((n) => n + 1)
  }

  const saveName = async () => {
    const problem = validateName(draft)
    if (problem) {
      setNameStatus('error')
      setNameError(problem)
      return
    }
    setNameStatus('saving')
    try {
      await data.profile.updateName(draft)
      setNameStatus('idle')
      setNameError(undefined)
      setEditingName(false)
    } catch (error) {
      setNameStatus('error')
      setNameError(describeError(error))
    }
  }

  const savePhoto = async (run: () => Promise<Student>) => {
    setPhotoStatus('saving')
    try {
      await run()
      setPhotoStatus('idle')
      setPhotoError(undefined)
    } catch (error) {
      setPhotoStatus('error')
      setPhotoError(describeError(error))
    }
  }

  const choosePhoto = (file: File) => {
    const problem = validateAvatar(file)
    if (problem) {
      setPhotoStatus('error')
      setPhotoError(problem)
      return
    }
    void savePhoto(() => data.profile.setAvatar(file))
  }

  const remove = async (entry: ListEntry) => {
    setRemoving((ids) => [...ids, entry.id])
    setListError(null)
    try {
      await data.list.remove(entry.id)
      setEntries((list) => list.filter((e) => e.id !== entry.id))
      setRemoved(entry)
    } catch (error) {
      setListError(`${entry.university.name} was not removed. ${describeError(error)}`)
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
    } catch (error) {
      setListError(`${entry.university.name} was not put back. ${describeError(error)}`)
    }
  }

  const browse = async () => {
    try {
      await data.profile.setState('universities')
    } catch {
      // The dashboard opens on the saved card instead; the student can browse from there.
    }
    navigate('/dashboard', 'assign')
  }

  // The specification: Sign Out sends the student to /login.
  const signOut = () => {
    onLeaving(true)
    data.auth.signOut()
    navigate('/login', 'assign')
  }

  const exportData = async () => {
    setExportStatus('saving')
    try {
      const exported = await data.account.export()
      download(exportFileName(exported.exportedAt), JSON.stringify(exported, null, 2))
      setExportStatus('done')
    } catch (error) {
      setExportStatus('error')
      setExportError(describeError(error))
    }
  }

  const deleteAccount = async (confirmation: string) => {
    setDeleteStatus('saving')
    onLeaving(true)
    try {
      await data.account.delete(confirmation)
      navigate('/', 'replace')
    } catch (error) {
      onLeaving(false)
      setDeleteStatus('error')
      setDeleteError(describeError(error))
    }
  }

  if (!shown) return <Spinner label="Loading your profile..." />

  const notice = listError ? (
    <Banner variant="error">{listError}</Banner>
  ) : removed ? (
    <Banner
      variant="success"
      action={
        <Button variant="secondary" onClick={() => void undo()}>
          Undo
        </Button>
      }
    >
      {`Removed ${removed.university.name} from your list.`}
    </Banner>
  ) : null

  return (
    <ProfileShell>
      <ProfileHeader
        email={student.email}
        actions={
          <Button variant="secondary" onClick={signOut}>
            Sign Out
          </Button>
        }
        photo={
          <AvatarEditor
            src={student.avatarUrl}
            name={student.name}
            status={photoStatus}
            error={photoError}
            onSelectFile={choosePhoto}
            onRemove={() => void savePhoto(() => data.profile.removeAvatar())}
          />
        }
        name={
          <NameEditor
            name={student.name}
            editing={editingName}
            draft={draft}
            status={nameStatus}
            error={nameError}
            onEdit={() => {
              setDraft(student.name)
              setNameStatus('idle')
              setEditingName(true)
            }}
            onDraftChange={setDraft}
            onCancel={() => {
              setEditingName(false)
              setNameStatus('idle')
              setNameError(undefined)
            }}
            onSave={() => void saveName()}
          />
        }
      />
      <QuizSummary
        status={profileStatus}
        answers={describeAnswers(student.quizAnswers)}
        savedOn={formatDate(student.quizCompletedAt)}
        quizHref={QUIZ_HREF}
        matchesHref={MATCHES_HREF}
        onRetry={onRetryProfile}
      />
      <MyList
        status={listStatus}
        entries={entries}
        removing={removing}
        notice={notice}
        onRemove={(entry) => void remove(entry)}
        onBrowse={() => void browse()}
        onRetry={retryList}
      />
      <DataControls
        exportStatus={exportStatus}
        exportError={exportError}
        onExport={() => void exportData()}
        deleteStatus={deleteStatus}
        deleteError={deleteError}
        onDelete={(confirmation) => void deleteAccount(confirmation)}
      />
    </ProfileShell>
  )
}
