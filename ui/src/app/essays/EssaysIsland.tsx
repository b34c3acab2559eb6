import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Banner } from '../../components/Banner/Banner.tsx'
import { Button } from '../../components/Button/Button.tsx'
import { EssayLibrary } from '../../components/EssayLibrary/EssayLibrary.tsx'
import { EssaysShell } from '../../components/EssaysShell/EssaysShell.tsx'
import { ShareInvite } from '../../components/ShareInvite/ShareInvite.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import type { Essay } from '../../logic/essays/essay.ts'
import {
  essaysForApplication,
  missingStatements,
  type EssayApplication,
} from '../../logic/essays/library.ts'
import { onSharedComputer } from '../../data/session-store.ts'
import { storageWarning } from '../../logic/profile/storage.ts'
import { redirectTo } from '../shared/navigation.ts'
import { useProtectedSession } from '../shared/session.ts'
import { useStorageUse } from '../shared/use-quota.ts'
import type { KeyValueStore } from '../shared/storage.ts'
import type { DataClient } from '../../data/data-client.ts'
import { dataClient } from '../shared/data.ts'
import { deviceStore, draftPrefix, type DeviceStore } from './draft-store.ts'
import type { EditLock } from './edit-lock.ts'
import { enginesOf, type EngineHub, type Engines } from './engines.ts'
import { keepPageOffline } from './offline.ts'
import type { EssayPreset } from './CreateEssay.tsx'
import { CreateEssay, LaterStep, PlanPanel } from './steps.tsx'
import { Workspace } from './Workspace.tsx'
import { routeHref, useEssayRoute, type EssayRoute } from './route.ts'
import { useLibrary, type Library } from './use-library.ts'
import { withDeviceTexts } from './device-texts.ts'

export type EssaysIslandProps = {
  data?: DataClient
  /** Where drafts and the library's copy live on this device (tests pass memory). */
  store?: DeviceStore
  /** Where this browser's device id is kept. */
  settings?: KeyValueStore
  /** One writing tab per essay (tests pass none). */
  lock?: EditLock
  /** Replaces the page on a redirect (tests pass their own). */
  redirect?: (path: string) => void
}

/**
 * What the library is for: said at once, in the page's first view. On a shared computer nothing
 * is kept on the device (ADR 0076): the loaded page says so, with a note.
 */
const libraryLead = (where = 'kept on this device first and saved') =>
  `Your personal statement and each school's supplements. What you type is ${where} as you go; word counts match the application portals.`
const LIBRARY_LEAD = libraryLead()

const SHARED_NOTE =
  "This is a shared computer: your drafts are not kept on this device. Leaving the page before they're saved asks you first."

/** The way to share the essays with a counselor or a teacher (issue 27). */
const INVITE = <ShareInvite what="your essays, with comments if you allow them" />

const NO_COPY = "Can't reach the server, and this device has no copy of your essays yet."

/**
 * The first view, the same on the server (no session there) and in the browser until the library
 * is read: the page's heading, drawn from the HTML before the script runs.
 */
function EssaysLoading() {
  return (
    <EssaysShell title="Essays" lead={LIBRARY_LEAD} invite={INVITE}>
      <Spinner label="Loading your essays..." />
    </EssaysShell>
  )
}

/** /essays: the student's personal statements and supplements, written on the device first. */
export function EssaysIsland({
  data = dataClient(),
  store,
  settings,
  lock,
  redirect = redirectTo,
}: EssaysIslandProps) {
  const session = useProtectedSession(data, { redirect })
  const [onDevice] = useState(() => store ?? deviceStore())
  if (!session) return <EssaysLoading />
  return (
    <Essays
      key={session.student.id}
      hubDeps={{ data, userId: session.student.id, store: onDevice, settings, lock }}
    />
  )
}

/**
 * The page's save engines (engines.ts): made by the editor's code when an essay is first opened,
 * or here when the device holds text the server never got (a tab closed offline), which is then
 * sent at once, whichever essay the student opens.
 */
function useEngineHub(deps: EngineHub['deps']): EngineHub {
  const [hub] = useState<EngineHub>(() => ({ deps, current: null, answered: new Set() }))
  const { store, userId } = deps
  useEffect(() => {
    const run = { active: true }
    const prefix = draftPrefix(userId)
    void (async () => {
      const unsent: string[] = []
      for (const key of await store.keys(prefix)) {
        const stored = (await store.get(key)) as { draft?: { unsaved?: unknown } } | undefined
        if (stored?.draft?.unsaved === true) unsent.push(key.slice(prefix.length))
      }
      if (unsent.length === 0) return
      if (run.active) for (const essayId of unsent) enginesOf(hub).engineFor(essayId)
    })().catch(() => undefined)
    return () => {
      run.active = false
    }
  }, [hub, store, userId])
  useEffect(() => () => hub.current?.dispose(), [hub])
  return hub
}

/**
 * While the page shows this device's copy (or nothing, offline), the library is read again as
 * soon as the server may be back: a save or a read of an essay answered, or the browser says it
 * is online. The offline notice goes with the first read that succeeds.
 */
function useReadAgainWhenBack(library: Library, hub: EngineHub): void {
  const offline = library.status === 'device' || library.status === 'error'
  const { reload } = library
  useEffect(() => {
    if (!offline) return
    const { answered } = hub
    answered.add(reload)
    window.addEventListener('online', reload)
    return () => {
      answered.delete(reload)
      window.removeEventListener('online', reload)
    }
  }, [offline, reload, hub])
}

function Essays({ hubDeps }: { hubDeps: EngineHub['deps'] }) {
  const library = useLibrary(hubDeps.data, hubDeps.userId, hubDeps.store)
  const hub = useEngineHub(hubDeps)
  useReadAgainWhenBack(library, hub)
  const storage = useStorageUse(hubDeps.data)
  const full = storage ? storageWarning(storage) : null
  const [route, go] = useEssayRoute()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const navigate = useCallback(
    (next: EssayRoute) => {
      moved.current = true
      go(next)
    },
    [go],
  )
  useEffect(() => {
    // Moving within the page puts the student at the new view's heading.
    if (moved.current) titleRef.current?.focus()
    // Each view may have loaded scripts (the editor's): the offline copy keeps them too.
    keepPageOffline()
  }, [route])

  if (library.status === 'loading') return <EssaysLoading />
  const essay = route.essayId ? library.essays.find((e) => e.id === route.essayId) : undefined
  const application = route.applicationId
    ? library.applications.find((a) => a.id === route.applicationId)
    : undefined
  const back = { essayId: null, applicationId: route.applicationId }
  const kept = (
    <>
      {library.status === 'device' ? (
        <Banner variant="info" action={<Button onClick={library.reload}>Try again</Button>}>
          {`You're offline: these are your essays as this device last saw them${
            library.keptAt ? ` (${new Date(library.keptAt).toLocaleString('en-US')})` : ''
          }. What you type is kept here and sent when you're back.`}
        </Banner>
      ) : null}
      {full ? <Banner variant="info">{full}</Banner> : null}
    </>
  )
  const notes = onSharedComputer() ? (
    <>
      <Banner variant="info">{SHARED_NOTE}</Banner>
      {kept}
    </>
  ) : (
    kept
  )

  if (route.essayId) {
    return (
      <EssaysShell
        title={essay?.title ?? 'Essay not found'}
        titleRef={titleRef}
        back={{
          href: routeHref(back),
          label: application ? `${application.schoolName}'s essays` : 'All essays',
          onFollow: () => navigate(back),
        }}
        banners={notes}
      >
        {essay ? (
          <Workspace
            key={essay.id}
            essay={essay}
            library={library}
            hub={hub}
            onDeleted={() => navigate(back)}
          />
        ) : (
          <Banner variant="error">
            {library.status === 'error'
              ? NO_COPY
              : 'This essay is not in your library. It may have been deleted on another device.'}
          </Banner>
        )}
      </EssaysShell>
    )
  }

  return (
    <LibraryView
      library={library}
      engines={hub.current}
      application={application ?? null}
      titleRef={titleRef}
      banner={notes}
      onOpen={(essayId) => navigate({ essayId, applicationId: route.applicationId })}
      onAll={() => navigate({ essayId: null, applicationId: null })}
    />
  )
}

function LibraryView({
  library,
  engines,
  application,
  titleRef,
  banner,
  onOpen,
  onAll,
}: {
  library: Library
  engines: Engines | null
  application: EssayApplication | null
  titleRef: RefObject<HTMLHeadingElement | null>
  banner: ReactNode
  onOpen: (essayId: string) => void
  onAll: () => void
}) {
  const [creating, setCreating] = useState<EssayPreset | null>(null)
  const [planOpen, setPlanOpen] = useState(false)
  const essays = withDeviceTexts(
    application ? essaysForApplication(library.essays, application.id) : library.essays,
    engines,
  )
  const missing = missingStatements(library.essays, library.applications)
  const hasStatement = library.essays.some((e) => e.kind === 'personal')
  const shared = onSharedComputer()
  const conflicts = (engines?.started() ?? [])
    .filter((e) => e.getSnapshot().state.phase === 'conflict')
    .map((e) => library.essays.find((x) => x.id === e.getSnapshot().state.essayId))
    .filter((e): e is Essay => e !== undefined)

  return (
    <EssaysShell
      title={application ? `Essays for ${application.schoolName}` : 'Essays'}
      lead={application ? undefined : shared ? libraryLead('saved to your account') : LIBRARY_LEAD}
      invite={application ? undefined : INVITE}
      titleRef={titleRef}
      back={
        application
          ? {
              href: routeHref({ essayId: null, applicationId: null }),
              label: 'All essays',
              onFollow: onAll,
            }
          : null
      }
      banners={
        <>
          {banner}
          {library.status === 'error' ? (
            <Banner variant="error" action={<Button onClick={library.reload}>Try again</Button>}>
              {NO_COPY}
            </Banner>
          ) : null}
          {conflicts.map((essay) => (
            <Banner
              key={essay.id}
              variant="error"
              action={<Button onClick={() => onOpen(essay.id)}>Open it</Button>}
            >
              {`${essay.title} was changed on another device while this one had unsaved text: choose which to keep.`}
            </Banner>
          ))}
        </>
      }
      toolbar={
        library.essays.some((e) => e.kind === 'supplement') ? (
          <Button
            variant="secondary"
            aria-expanded={planOpen}
            onClick={() => setPlanOpen((o) => !o)}
          >
            {planOpen ? 'Hide the essay plan' : 'Plan the fewest essays'}
          </Button>
        ) : null
      }
    >
      {creating ? (
        <LaterStep>
          <CreateEssay
            library={library}
            preset={creating}
            onCreated={(created) => {
              setCreating(null)
              onOpen(created.id)
            }}
            onCancel={() => setCreating(null)}
          />
        </LaterStep>
      ) : null}
      {library.status === 'error' ? null : (
        <EssayLibrary
          essays={essays}
          onOpen={onOpen}
          {...(application?.scholarship ? { newLabel: 'New scholarship essay' } : {})}
          onNewSupplement={() =>
            setCreating({
              // From a scholarship's page, a scholarship essay tied to it (issue 26).
              kind: application?.scholarship ? 'scholarship' : 'supplement',
              platform:
                application?.platform ??
                (application?.scholarship ? 'school_portal' : 'common_app'),
              applicationIds: application ? [application.id] : [],
            })
          }
          {...(missing.length > 0 || !hasStatement
            ? {
                onNewPersonalStatement: () =>
                  setCreating({
                    kind: 'personal',
                    platform: missing[0] ?? 'common_app',
                    title: 'Personal statement',
                  }),
              }
            : {})}
        />
      )}
      {planOpen ? (
        <LaterStep>
          <PlanPanel essays={withDeviceTexts(library.essays, engines)} />
        </LaterStep>
      ) : null}
    </EssaysShell>
  )
}
