import { startTransition, useCallback, useEffect, useState } from 'react'
import { AvatarEditor } from '../../components/AvatarEditor/AvatarEditor.tsx'
import { Banner } from '../../components/Banner/Banner.tsx'
import { Button } from '../../components/Button/Button.tsx'
import { DataControls } from '../../components/DataControls/DataControls.tsx'
import { MatchSettings } from '../../components/MatchSettings/MatchSettings.tsx'
import { MyList } from '../../components/MyList/MyList.tsx'
import { NameEditor } from '../../components/NameEditor/NameEditor.tsx'
import { ProfileHeader } from '../../components/ProfileHeader/ProfileHeader.tsx'
import { ProfileShell } from '../../components/ProfileShell/ProfileShell.tsx'
import { QuizSummary } from '../../components/QuizSummary/QuizSummary.tsx'
import { ShareCreated } from '../../components/ShareCreated/ShareCreated.tsx'
import { ShareForm } from '../../components/ShareForm/ShareForm.tsx'
import { SharesPanel } from '../../components/SharesPanel/SharesPanel.tsx'
import type { DataClient } from '../../data/data-client.ts'
import { formatDate } from '../../logic/format/figures.ts'
import { describeAnswers } from '../../logic/quiz/describe-answers.ts'
import { dataClient } from '../shared/data.ts'
import { downloadText } from '../shared/download.ts'
import { goTo, redirectTo } from '../shared/navigation.ts'
import { useNow } from '../shared/use-now.ts'
import { useProtectedSession, type ProtectedSession } from '../shared/session.ts'
import { useStorageUse } from '../shared/use-quota.ts'
import { useVerification } from '../shared/verification.ts'
import { VerifyAddress } from '../../components/VerifyAddress/VerifyAddress.tsx'
import {
  useDataControls,
  useMatchSettings,
  useMyList,
  useNameEditor,
  usePhoto,
  type LoadStatus,
} from './use-profile-sections.ts'
import { SHARING_SECTION } from '../../logic/sharing/where.ts'
import { CYCLE_END_WORDS, endInWords, useShares } from './use-shares.ts'

/** Where the quiz lives, and where its matches are shown. */
export const QUIZ_HREF = '/quiz'
export const MATCHES_HREF = '/quiz#matches'
/** The dashboard's universities card (the dashboard's machine moves the card). */
// On '/dashboard/': PocketBase's redirect from '/dashboard' to '/dashboard/' drops the query.
export const BROWSE_HREF = '/dashboard/?card=universities'

export type ProfileIslandProps = {
  data?: DataClient
  /** Page navigation; tests pass their own. `replace` is for redirects. */
  navigate?: (path: string, mode: 'assign' | 'replace') => void
  /** Saves the export file; tests pass their own. */
  download?: (fileName: string, text: string) => void
  /** The site's origin, which shared links start with; tests pass their own. */
  origin?: string
}

/**
 * False while the page hydrates (the server drew the loading view), then true. The switch is a
 * transition, so React draws the student's sections in slices between which the browser stays
 * free, not in one long task (ADR 0096's reason, measured on /profile in ADR 0098).
 */
function useLive(): boolean {
  const [live, setLive] = useState(false)
  useEffect(() => {
    startTransition(() => setLive(true))
  }, [])
  return live
}

function defaultNavigate(path: string, mode: 'assign' | 'replace'): void {
  if (mode === 'replace') redirectTo(path)
  else goTo(path)
}

/**
 * The first view, the same on the server (no session there) and in the browser while it hydrates:
 * the page's title at once, so it is drawn from the HTML, before the script runs.
 */
function ProfileLoading() {
  return (
    <ProfileShell>
      <ProfileHeader loading="Loading your profile..." />
    </ProfileShell>
  )
}

/** /profile: the student's photo, name, quiz answers, list, export and account deletion. */
export function ProfileIsland({
  data = dataClient(),
  navigate = defaultNavigate,
  download = downloadText,
  origin = typeof window === 'undefined' ? '' : window.location.origin,
}: ProfileIslandProps) {
  const redirect = useCallback((path: string) => navigate(path, 'replace'), [navigate])
  const session = useProtectedSession(data, { redirect })
  if (!session) return <ProfileLoading />
  return (
    <Profile
      data={data}
      session={session}
      navigate={navigate}
      download={download}
      origin={origin}
    />
  )
}

function Profile({
  data,
  session,
  navigate,
  download,
  origin,
}: {
  data: DataClient
  session: ProtectedSession
  navigate: (path: string, mode: 'assign' | 'replace') => void
  download: (fileName: string, text: string) => void
  origin: string
}) {
  const { student, update, leaving } = session
  const name = useNameEditor(data, student, update)
  const photo = usePhoto(data, update)
  const list = useMyList(data)
  const { key: settingsKey, ...settings } = useMatchSettings(data, student, update)
  const onDeleted = useCallback(() => navigate('/', 'replace'), [navigate])
  const controls = useDataControls(data, { download, leaving, onDeleted })
  const storage = useStorageUse(data)
  const verification = useVerification(data)
  const sharing = useShares(data, origin)
  const now = useNow()

  // The record drawn first is this device's; when the server could not be reached, the answers
  // may be out of date, and the student can ask again.
  const [reloaded, setReloaded] = useState<LoadStatus | null>(null)
  const reload = () => {
    setReloaded('loading')
    data.profile.get().then(
      (fresh) => {
        update(fresh)
        setReloaded('ready')
      },
      () => setReloaded('error'),
    )
  }
  const answersStatus: LoadStatus =
    reloaded ?? (session.source === 'unreachable' ? 'error' : 'ready')

  // What the student's record shows (photo, name, answers, match settings) is drawn as soon as the
  // page is live, from the record on this device; the list follows in place, at the end of the
  // page. The shared links and the account's controls come once the list and the links have
  // answered (or failed), so no section grows above another one already drawn (layout shift). A
  // retry shows its own loading state in place.
  const live = useLive()
  const [shown, setShown] = useState(false)
  if (!shown && list.status !== 'loading' && sharing.status !== 'loading') setShown(true)
  // /profile/#sharing (the planner's, essays' and analytics' links): the section is drawn only
  // now, after the browser looked for it, so the page goes to it here.
  useEffect(() => {
    if (!shown || window.location.hash !== `#${SHARING_SECTION}`) return
    const heading = document.getElementById(SHARING_SECTION)?.querySelector<HTMLElement>('h2')
    if (!heading) return
    heading.tabIndex = -1
    heading.focus()
    heading.scrollIntoView({ block: 'start' })
  }, [shown])
  // Hydration draws what the server drew: it has no session.
  if (!live) return <ProfileLoading />

  // The specification: Sign Out sends the student to /login (after asking about unsent work,
  // ADR 0076).
  const signOut = () => {
    void session.signOut().then((outcome) => {
      if (outcome === 'signed-out') navigate('/login', 'assign')
    })
  }

  const notice = list.error ? (
    <Banner variant="error">{list.error}</Banner>
  ) : list.removed ? (
    <Banner
      variant="success"
      action={
        <Button variant="secondary" onClick={list.onUndo}>
          Undo
        </Button>
      }
    >
      {`Removed ${list.removed.university.name} from your list.`}
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
            status={photo.status}
            error={photo.error}
            onSelectFile={photo.onSelectFile}
            onRemove={photo.onRemove}
          />
        }
        name={<NameEditor {...name} />}
        emailNote={
          student.emailVerified ? null : (
            <VerifyAddress
              email={student.email}
              waiting="Reminders and other e-mails"
              {...verification}
            />
          )
        }
      />
      <QuizSummary
        status={answersStatus}
        answers={describeAnswers(student.quizAnswers)}
        savedOn={formatDate(student.quizCompletedAt)}
        quizHref={QUIZ_HREF}
        matchesHref={MATCHES_HREF}
        onRetry={reload}
      />
      <MatchSettings key={settingsKey} {...settings} />
      <MyList
        status={list.status}
        entries={list.entries}
        removing={list.removing}
        notice={notice}
        onRemove={list.onRemove}
        onBrowse={() => navigate(BROWSE_HREF, 'assign')}
        onRetry={list.onRetry}
      />
      {shown ? (
        <>
          <SharesPanel
            id={SHARING_SECTION}
            status={sharing.status}
            shares={sharing.shares}
            now={now}
            editing={sharing.editor?.kind === 'edit' ? sharing.editor.share.id : null}
            busy={sharing.busy}
            notice={sharing.notice}
            editor={sharing.editor ? <ShareEditorView sharing={sharing} /> : null}
            onNew={sharing.onNew}
            onEdit={sharing.onEdit}
            onExtend={sharing.onExtend}
            onRevoke={sharing.onRevoke}
            onRemove={sharing.onRemove}
            onRevokeAll={sharing.onRevokeAll}
            onRetry={sharing.onRetry}
          />
          <DataControls {...controls} storage={storage} />
        </>
      ) : null}
    </ProfileShell>
  )
}

/** The form making or changing a link, or the link just made; nothing while neither is open. */
function ShareEditorView({ sharing }: { sharing: ReturnType<typeof useShares> }) {
  const { editor } = sharing
  if (!editor) return null
  if (editor.kind === 'created') {
    return (
      <ShareCreated
        label={editor.share.label}
        link={editor.link}
        copyState={sharing.copyState}
        canMail={editor.canMail}
        mailState={sharing.mail.state}
        sentTo={sharing.mail.to}
        mailError={sharing.mail.error ?? null}
        onCopy={sharing.onCopy}
        onMail={sharing.onMail}
        onDone={sharing.onCancel}
      />
    )
  }
  return (
    <ShareForm
      key={editor.kind === 'edit' ? editor.share.id : 'new'}
      mode={editor.kind}
      initial={sharing.initial}
      currentEnd={editor.kind === 'edit' ? endInWords(editor.share.expires) : undefined}
      cycleEnd={CYCLE_END_WORDS}
      status={sharing.saving ? 'saving' : 'idle'}
      serverError={sharing.failure?.message ?? null}
      serverFieldErrors={sharing.failure?.fields}
      onSave={sharing.onSave}
      onCancel={sharing.onCancel}
    />
  )
}
