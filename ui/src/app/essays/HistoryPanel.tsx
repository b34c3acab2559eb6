import { useEffect, useState } from 'react'
import { Banner } from '../../components/Banner/Banner.tsx'
import { Button } from '../../components/Button/Button.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { VersionNameForm } from '../../components/VersionNameForm/VersionNameForm.tsx'
import {
  VersionHistory,
  type CompareView,
} from '../../components/VersionHistory/VersionHistory.tsx'
import type { DataClient } from '../../data/data-client.ts'
import { describeError } from '../../data/errors.ts'
import { ESSAY_LIMITS } from '../../logic/essays/essay.ts'
import {
  comparePair,
  versionTitle,
  type EssayVersion,
  type VersionSummary,
} from '../../logic/essays/versions.ts'
import { diffWords } from '../../logic/essays/diff.ts'
import { NamingError, type DraftEngine } from './draft-engine.ts'

export type HistoryPanelProps = {
  data: DataClient
  essayId: string
  engine: DraftEngine
  /** Changes when a version was named elsewhere on the page, to read the list again. */
  refreshKey: number
}

type Rename = { id: string; initial: string; busy: boolean; error: string | null }

/**
 * An essay's versions: the list (without texts), a version's text when opened, two compared
 * (the diff's code and both texts load only then), a name given, and an old text put back
 * after the current one is kept as a named version, so nothing is lost.
 */
export function HistoryPanel({ data, essayId, engine, refreshKey }: HistoryPanelProps) {
  const [versions, setVersions] = useState<VersionSummary[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [texts, setTexts] = useState<Readonly<Record<string, string>>>({})
  const [picked, setPicked] = useState<string[]>([])
  const [viewing, setViewing] = useState<string | null>(null)
  const [compare, setCompare] = useState<CompareView>({ state: 'idle' })
  const [rename, setRename] = useState<Rename | null>(null)
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)

  useEffect(() => {
    let active = true
    data.essays.versions(essayId).then(
      (list) => {
        if (!active) return
        setVersions(list)
        setFailed(false)
      },
      () => {
        if (active) setFailed(true)
      },
    )
    return () => {
      active = false
    }
  }, [data, essayId, refreshKey, attempt])

  const textOf = async (id: string): Promise<string> => {
    const known = texts[id]
    if (known !== undefined) return known
    const text = await data.essays.versionText(id)
    setTexts((current) => ({ ...current, [id]: text }))
    return text
  }

  if (failed && !versions) {
    return (
      <Banner
        variant="error"
        action={<Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
      >
        The history could not be loaded. Your text is safe; the history needs the server.
      </Banner>
    )
  }
  if (!versions) return <Spinner label="Loading the history..." />

  const withTexts: EssayVersion[] = versions.map((v) => ({ ...v, text: texts[v.id] ?? '' }))
  const title = (id: string) => {
    const found = versions.find((v) => v.id === id)
    return found ? versionTitle(found) : 'this version'
  }

  const view = (id: string | null) => {
    if (id === null) {
      setViewing(null)
      return
    }
    textOf(id).then(
      () => setViewing(id),
      (error: unknown) => setNotice({ kind: 'error', text: describeError(error) }),
    )
  }

  const runCompare = async () => {
    const pair = comparePair(withTexts, picked)
    if (!pair) return
    setCompare({ state: 'loading' })
    try {
      const [before, after] = await Promise.all([textOf(pair[0].id), textOf(pair[1].id)])
      setCompare({ state: 'ready', parts: diffWords(before, after) })
    } catch {
      setCompare({ state: 'error' })
    }
  }

  const restore = async (id: string) => {
    setNotice(null)
    try {
      const text = await textOf(id)
      await engine.nameVersion(
        `Before putting back ${title(id)}`.slice(0, ESSAY_LIMITS.versionNameMax),
      )
      engine.edit(text)
      setAttempt((n) => n + 1)
      setNotice({
        kind: 'success',
        text: `${title(id)} is back in the editor. The text before it is kept as a named version.`,
      })
    } catch (error) {
      const message = error instanceof NamingError ? error.message : describeError(error)
      setNotice({ kind: 'error', text: `Nothing was changed. ${message}` })
    }
  }

  const saveName = (name: string) => {
    if (!rename) return
    setRename({ ...rename, busy: true, error: null })
    data.essays.renameVersion(rename.id, name).then(
      (renamed) => {
        setVersions((list) => list?.map((v) => (v.id === renamed.id ? renamed : v)) ?? list)
        setRename(null)
      },
      (error: unknown) => setRename({ ...rename, busy: false, error: describeError(error) }),
    )
  }

  return (
    <>
      {notice ? <Banner variant={notice.kind}>{notice.text}</Banner> : null}
      <VersionHistory
        versions={withTexts}
        picked={picked}
        viewing={viewing}
        compare={compare}
        onPick={(id, yes) => {
          setPicked((current) => (yes ? [...current, id] : current.filter((p) => p !== id)))
          setCompare({ state: 'idle' })
        }}
        onView={view}
        onCompare={() => void runCompare()}
        onRename={(id) =>
          setRename({
            id,
            initial: versions.find((v) => v.id === id)?.name ?? '',
            busy: false,
            error: null,
          })
        }
        onRestore={(id) => void restore(id)}
      />
      {rename ? (
        <VersionNameForm
          key={rename.id}
          aria-label={`Name ${title(rename.id)}`}
          initialName={rename.initial}
          busy={rename.busy}
          error={rename.error}
          onSave={saveName}
          onCancel={() => setRename(null)}
        />
      ) : null}
    </>
  )
}
