import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { Banner } from '../../components/Banner/Banner.tsx'
import { Button } from '../../components/Button/Button.tsx'
import { EssayComments } from '../../components/EssayComments/EssayComments.tsx'
import { EssayEditor } from '../../components/EssayEditor/EssayEditor.tsx'
import { toolbarClass } from '../../components/EssaysShell/EssaysShell.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { describeError, isDataError } from '../../data/errors.ts'
import { PLATFORM_LABELS, type Essay, type EssayFields } from '../../logic/essays/essay.ts'
import { essayFieldsOf, formValuesOf } from '../../logic/essays/form.ts'
import { appliesToText } from '../../logic/essays/due.ts'
import { withApplications } from '../../logic/essays/library.ts'
import { mergePhrases } from '../../logic/essays/phrases.ts'
import { deviceZone, intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import type { DraftEngine, EngineSnapshot } from './draft-engine.ts'
import { withDeviceTexts } from './device-texts.ts'
import { enginesOf, type EngineHub } from './engines.ts'
import { keepPageOffline } from './offline.ts'
import { useEssayComments } from './use-comments.ts'
import {
  EssayForm,
  GuardPanel,
  HistoryPanel,
  LaterStep,
  ReusePanel,
  VersionNameForm,
} from './steps.tsx'
import type { Library } from './use-library.ts'

// One essay open on /essays: the editor on its save engine, and what the student can do with
// the essay (name, history, the name guard before final, drafts to adapt, details, delete).

type Panel = 'history' | 'guard' | 'details' | 'reuse' | 'name' | 'delete' | null

export function Workspace({
  essay,
  library,
  hub,
  onDeleted,
}: {
  essay: Essay
  library: Library
  hub: EngineHub
  onDeleted: () => void
}) {
  const data = hub.deps.data
  const engines = enginesOf(hub)
  const [engine] = useState(() => engines.engineFor(essay.id))
  const snapshot = useEngine(engine)
  const { state } = snapshot
  const [panel, setPanel] = useState<Panel>(null)
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{
    message: string
    fields: Record<string, string>
  } | null>(null)
  const [historyKey, setHistoryKey] = useState(0)
  const comments = useEssayComments(data, essay.id)
  const beside = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // The editor's scripts are loaded now: the offline copy of the page keeps them.
    keepPageOffline()
    const before = document.title
    document.title = `${essay.title} | Essays | College Compass`
    return () => {
      document.title = before
      // Leaving the essay sends what waits; the engine keeps saving in the background.
      engine.flush()
    }
  }, [essay.title, engine])

  const open = (next: Panel) => {
    setNotice(null)
    setFailure(null)
    setPanel((current) => (current === next ? null : next))
  }
  const update = (patch: Partial<EssayFields>, done: string) => {
    setBusy(true)
    setFailure(null)
    return library.update(essay.id, patch).then(
      (updated) => {
        setBusy(false)
        setPanel(null)
        setNotice({ kind: 'success', text: done.replace('{title}', updated.title) })
        return updated
      },
      (error: unknown) => {
        setBusy(false)
        setFailure({
          message: `Nothing was changed. ${describeError(error)}`,
          fields: isDataError(error) ? { ...error.fields } : {},
        })
        throw error
      },
    )
  }

  const ready = snapshot.status === 'ready'
  const others = useMemo(
    () => withDeviceTexts(library.essays, engines).filter((e) => e.id !== essay.id),
    // Recomputed when the panel opens, not on every keystroke of this essay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [library.essays, engines, essay.id, panel],
  )
  const applications = library.applications
  const resolved = useMemo(
    () => withApplications([essay], applications)[0] ?? essay,
    [essay, applications],
  )

  return (
    <>
      {snapshot.status === 'opening' ? <Spinner label="Opening your essay..." /> : null}
      {snapshot.status === 'waiting' ? (
        <Banner variant="info">
          This essay is open in another tab of this browser. It becomes editable here when that tab
          is closed or moves to another essay.
        </Banner>
      ) : null}
      {snapshot.status === 'gone' ? (
        <Banner variant="error">
          This essay was deleted on another device. The text this device kept is below: copy it into
          a new essay to keep it.
        </Banner>
      ) : null}
      {snapshot.storage === 'failed' ? (
        <Banner variant="error">
          This browser is not letting the page keep a copy on this device (storage is full or
          blocked). Keep this tab open until it says Saved.
        </Banner>
      ) : null}
      {snapshot.problem ? <Banner variant="error">{snapshot.problem}</Banner> : null}
      {notice ? <Banner variant={notice.kind}>{notice.text}</Banner> : null}
      {snapshot.status === 'opening' ? null : (
        <EssayComments
          ref={beside}
          text={state.text}
          comments={comments.comments}
          busy={comments.busy}
          error={comments.error}
          onResolve={comments.onResolve}
          onDelete={comments.onDelete}
          onShowPassage={(start, end) => {
            const editor = beside.current?.querySelector('textarea')
            editor?.focus()
            editor?.setSelectionRange(start, end)
          }}
        >
          <EssayEditor
            essay={essay}
            text={state.text}
            savePhase={state.phase}
            conflict={state.conflict}
            setAside={state.setAside}
            readOnly={!ready}
            appliesTo={appliesToText(
              { ...resolved, platformLabel: PLATFORM_LABELS[essay.platform] },
              intlOffsetAt,
              deviceZone(),
            )}
            onTextChange={(text) => engine.edit(text)}
            onResolve={(choice) => engine.resolve(choice)}
            onRestoreSetAside={() => engine.restoreSetAside()}
            onDismissSetAside={() => engine.dismissSetAside()}
            onNameVersion={() => open('name')}
            onShowHistory={() => open('history')}
            onMarkFinal={() => open('guard')}
          />
        </EssayComments>
      )}
      {ready ? (
        <div role="group" aria-label="More for this essay" className={toolbarClass}>
          {essay.kind !== 'personal' && essay.prompt.trim() !== '' ? (
            <Button
              variant="secondary"
              aria-expanded={panel === 'reuse'}
              onClick={() => open('reuse')}
            >
              Drafts to adapt
            </Button>
          ) : null}
          <Button
            variant="secondary"
            aria-expanded={panel === 'details'}
            onClick={() => open('details')}
          >
            Edit details
          </Button>
          <Button variant="ghost" aria-expanded={panel === 'delete'} onClick={() => open('delete')}>
            Delete essay
          </Button>
        </div>
      ) : null}

      <LaterStep>
        {panel === 'name' ? (
          <VersionNameForm
            aria-label="Name this version"
            busy={busy}
            error={failure?.message ?? null}
            onCancel={() => setPanel(null)}
            onSave={(name) => {
              setBusy(true)
              setFailure(null)
              engine.nameVersion(name).then(
                () => {
                  setBusy(false)
                  setPanel(null)
                  setHistoryKey((n) => n + 1)
                  setNotice({ kind: 'success', text: `Kept this text as "${name}".` })
                },
                (error: unknown) => {
                  setBusy(false)
                  setFailure({
                    message: error instanceof Error ? error.message : describeError(error),
                    fields: {},
                  })
                },
              )
            }}
          />
        ) : null}
        {panel === 'history' ? (
          <HistoryPanel data={data} essayId={essay.id} engine={engine} refreshKey={historyKey} />
        ) : null}
        {panel === 'guard' ? (
          <GuardPanel
            data={data}
            essay={resolved}
            text={state.text}
            applications={applications}
            onPhrasesChange={(guardPhrases) => library.update(essay.id, { guardPhrases })}
            onMarkFinal={() => {
              engine.flush()
              return update({ status: 'final' }, '{title} is marked final.')
            }}
            onBack={() => setPanel(null)}
          />
        ) : null}
        {panel === 'reuse' ? (
          <ReusePanel
            essay={resolved}
            essays={others}
            onAdapt={(draft) => {
              const current = engine.getSnapshot().state.text
              engine.edit(current.trim() === '' ? draft.text : `${current}\n\n${draft.text}`)
              setPanel(null)
              setNotice({
                kind: 'success',
                text: `A copy of ${draft.title} is in the editor${current.trim() === '' ? '' : ', after your text'}: ${draft.title} itself is unchanged. Its schools' names are checked before final.`,
              })
              const phrases = mergePhrases(essay.guardPhrases, draft.guardPhrases)
              if (phrases.length !== essay.guardPhrases.length) {
                void library.update(essay.id, { guardPhrases: phrases }).catch(() => undefined)
              }
            }}
          />
        ) : null}
        {panel === 'details' ? (
          <EssayForm
            mode="edit"
            initialValues={formValuesOf(essay)}
            applications={applications}
            status={busy ? 'saving' : 'idle'}
            serverError={failure?.message ?? null}
            serverFieldErrors={failure?.fields ?? {}}
            onSave={(values) => {
              // Its kind never changes (the server refuses a change; the form cannot make one).
              void update(essayFieldsOf(values, essay), 'Saved the details of {title}.').catch(
                () => undefined,
              )
            }}
            onCancel={() => setPanel(null)}
          />
        ) : null}
      </LaterStep>
      {panel === 'delete' ? (
        <Banner
          variant="error"
          action={
            <span className={toolbarClass}>
              <Button
                disabled={busy}
                onClick={() => {
                  setBusy(true)
                  library.remove(essay.id).then(
                    () => {
                      engines.forget(essay.id)
                      onDeleted()
                    },
                    (error: unknown) => {
                      setBusy(false)
                      setNotice({ kind: 'error', text: `Not deleted. ${describeError(error)}` })
                      setPanel(null)
                    },
                  )
                }}
              >
                Delete it
              </Button>
              <Button variant="secondary" onClick={() => setPanel(null)}>
                Keep it
              </Button>
            </span>
          }
        >
          {`Delete ${essay.title} and every version of it? This cannot be undone.`}
        </Banner>
      ) : null}
    </>
  )
}

/** An engine's state as React state. */
function useEngine(engine: DraftEngine): EngineSnapshot {
  return useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot)
}
