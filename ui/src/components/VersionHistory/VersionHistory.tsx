import { useId, type ComponentPropsWithoutRef } from 'react'
import type { DiffPart } from '../../logic/essays/diff.ts'
import { summarize } from '../../logic/essays/diff.ts'
import {
  comparePair,
  REASON_LABELS,
  sortVersions,
  versionTitle,
  type EssayVersion,
} from '../../logic/essays/versions.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import panel from '../../styles/panel.module.css'
import styles from './VersionHistory.module.css'

/** idle: nothing asked; loading: the compare code or texts are on their way; ready; error. */
export type CompareView =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; parts: readonly DiffPart[] }
  | { state: 'error' }

export type VersionHistoryProps = ComponentPropsWithoutRef<'section'> & {
  /** Every kept version of the essay, in any order (shown newest first). */
  versions: readonly EssayVersion[]
  /** The versions ticked for comparing (two are compared). */
  picked: readonly string[]
  /** The version whose text is open, or null. */
  viewing: string | null
  compare: CompareView
  onPick: (versionId: string, picked: boolean) => void
  onView: (versionId: string | null) => void
  onCompare: () => void
  onRename: (versionId: string) => void
  /** Put an old version's text back in the editor (it becomes a new version; none is lost). */
  onRestore: (versionId: string) => void
}

/** Immutable versions: see any older one, name it, restore it, or compare two. */
export function VersionHistory({
  versions,
  picked,
  viewing,
  compare,
  onPick,
  onView,
  onCompare,
  onRename,
  onRestore,
  className,
  ...rest
}: VersionHistoryProps) {
  const id = useId()
  const sorted = sortVersions(versions)
  const pair = comparePair(versions, picked)
  const open = sorted.find((v) => v.id === viewing) ?? null
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-state={compare.state}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h2 id={`${id}-title`} className={panel.title}>
        History
      </h2>
      {sorted.length === 0 ? (
        <p className={panel.muted}>
          No versions yet: the first is kept when the essay is first saved.
        </p>
      ) : (
        <>
          <p className={panel.muted} id={`${id}-hint`}>
            Tick two versions to compare them. Versions are never changed or deleted.
          </p>
          <ol className={panel.plainList} aria-describedby={`${id}-hint`}>
            {sorted.map((version) => {
              const title = versionTitle(version)
              const checked = picked.includes(version.id)
              return (
                <li key={version.id} className={styles.item} data-reason={version.reason}>
                  <input
                    type="checkbox"
                    id={`${id}-${version.id}`}
                    checked={checked}
                    disabled={!checked && picked.length >= 2}
                    onChange={(event) => onPick(version.id, event.target.checked)}
                  />
                  <label htmlFor={`${id}-${version.id}`} className={styles.label}>
                    <span className={styles.name}>{title}</span>
                    <span className={panel.muted}>
                      <time dateTime={version.created}>{formatTime(version.created)}</time> ·{' '}
                      {REASON_LABELS[version.reason]}
                    </span>
                  </label>
                  <span className={styles.actions}>
                    <Button
                      variant="ghost"
                      aria-label={`Open ${title}`}
                      aria-pressed={viewing === version.id}
                      onClick={() => onView(viewing === version.id ? null : version.id)}
                    >
                      Open
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Name ${title}`}
                      onClick={() => onRename(version.id)}
                    >
                      Name
                    </Button>
                  </span>
                </li>
              )
            })}
          </ol>
          <Button disabled={!pair} onClick={onCompare}>
            Compare the two ticked
          </Button>
        </>
      )}

      {open ? (
        <section className={styles.panel} aria-label={`Text of ${versionTitle(open)}`}>
          <p className={styles.text}>{open.text}</p>
          <Button variant="secondary" onClick={() => onRestore(open.id)}>
            Put this version back in the editor
          </Button>
        </section>
      ) : null}

      {compare.state === 'loading' ? (
        <p role="status" className={panel.muted}>
          Comparing...
        </p>
      ) : null}
      {compare.state === 'error' ? (
        <Banner variant="error" action={<Button onClick={onCompare}>Try again</Button>}>
          The comparison could not be loaded.
        </Banner>
      ) : null}
      {compare.state === 'ready' && pair ? <Comparison pair={pair} parts={compare.parts} /> : null}
    </section>
  )
}

function Comparison({
  pair,
  parts,
}: {
  pair: [EssayVersion, EssayVersion]
  parts: readonly DiffPart[]
}) {
  const { added, removed } = summarize(parts)
  const [older, newer] = pair
  return (
    <section className={styles.panel} aria-label="Comparison">
      <p className={styles.summary}>
        From {versionTitle(older)} to {versionTitle(newer)}: {added}{' '}
        {added === 1 ? 'word' : 'words'} added, {removed} removed.
      </p>
      <p className={styles.text}>
        {parts.map((part, i) =>
          part.kind === 'added' ? (
            <ins key={i} className={styles.added}>
              {part.text}
            </ins>
          ) : part.kind === 'removed' ? (
            <del key={i} className={styles.removed}>
              {part.text}
            </del>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
    </section>
  )
}

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}
