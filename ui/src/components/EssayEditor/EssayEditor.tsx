import { useDeferredValue, useId, useMemo, type ComponentPropsWithoutRef } from 'react'
import { countText, limitLine, limitReport } from '../../logic/essays/count.ts'
import { previewCut } from '../../logic/essays/cut.ts'
import {
  ESSAY_LIMITS,
  PLATFORM_LABELS,
  STATUS_LABELS,
  type Essay,
} from '../../logic/essays/essay.ts'
import { SAVE_PHASE_LABELS, type SavePhase } from '../../logic/essays/save-machine.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import panel from '../../styles/panel.module.css'
import styles from './EssayEditor.module.css'

export type EssayEditorProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** The essay's prompt, limit and status; its title is the section's heading. */
  essay: Pick<Essay, 'title' | 'prompt' | 'limit' | 'status' | 'kind' | 'platform'>
  /** What the student sees and types; kept by the owner (the save machine). */
  text: string
  /** The save machine's phase, shown beside the counter and as `data-state`. */
  savePhase: SavePhase
  /** The other device's copy while in conflict. */
  conflict?: { text: string; updated: string } | null
  /** Text from this device the server never got, set aside when the student took the other copy. */
  setAside?: string | null
  onTextChange: (text: string) => void
  onResolve?: (choice: 'keep-mine' | 'take-theirs') => void
  onRestoreSetAside?: () => void
  onDismissSetAside?: () => void
  onNameVersion?: () => void
  onShowHistory?: () => void
  onMarkFinal?: () => void
  /** Shown but not editable: another tab is writing it, or it was deleted elsewhere. */
  readOnly?: boolean
  /** Which applications it is for and when it is due, e.g. "For Cornell University, due Jan 2". */
  appliesTo?: string
}

/**
 * The essay editor: a plain textarea with a counter that follows the portal's rule, the cut a
 * portal would make past the limit, and where the text is saved. Typing costs one pass over the
 * text per keystroke (countText); the cut preview is computed only past the limit, and both
 * follow a deferred copy of the text so keystrokes are never held up by them.
 */
export function EssayEditor({
  essay,
  text,
  savePhase,
  conflict = null,
  setAside = null,
  onTextChange,
  onResolve,
  onRestoreSetAside,
  onDismissSetAside,
  onNameVersion,
  onShowHistory,
  onMarkFinal,
  readOnly = false,
  appliesTo,
  className,
  ...rest
}: EssayEditorProps) {
  const id = useId()
  const counted = useDeferredValue(text)
  // Memoised on the deferred text: the urgent render of a keystroke reuses the last count.
  const counts = useMemo(() => countText(counted), [counted])
  const report = limitReport(counts, essay.limit)
  const limit = essay.limit
  const cut = useMemo(
    () => (limit && report.state === 'over' ? previewCut(counted, limit) : null),
    [counted, limit, report.state],
  )
  const inConflict = savePhase === 'conflict' && conflict !== null
  const headingId = `${id}-heading`
  const promptId = `${id}-prompt`
  const counterId = `${id}-counter`

  return (
    <section
      aria-labelledby={headingId}
      data-state={savePhase}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {essay.title}
        </h2>
        <p className={panel.muted}>
          {essay.kind === 'personal'
            ? 'Personal statement'
            : essay.kind === 'scholarship'
              ? 'Scholarship essay'
              : 'Supplement'}{' '}
          · {PLATFORM_LABELS[essay.platform]} · {STATUS_LABELS[essay.status]}
        </p>
        {appliesTo ? <p className={panel.muted}>{appliesTo}</p> : null}
      </header>
      {essay.prompt ? (
        <p id={promptId} className={styles.prompt}>
          {essay.prompt}
        </p>
      ) : null}

      {setAside ? (
        <Banner
          variant="info"
          action={
            <span className={styles.actions}>
              <Button variant="secondary" onClick={onRestoreSetAside}>
                Put it back
              </Button>
              <Button variant="ghost" onClick={onDismissSetAside}>
                Discard
              </Button>
            </span>
          }
        >
          Text you typed on this device while the other copy was chosen is kept here (
          {countText(setAside).words} words).
        </Banner>
      ) : null}

      {inConflict ? (
        <div className={styles.conflict} role="group" aria-label="Two versions of this essay">
          <Banner variant="error">
            This essay was changed on another device. Choose which text to keep: the other one stays
            in your history either way.
          </Banner>
          <div className={styles.columns}>
            <figure className={styles.copy}>
              <figcaption>This device</figcaption>
              <p className={styles.copyText}>{text}</p>
            </figure>
            <figure className={styles.copy}>
              <figcaption>
                Other device, saved{' '}
                <time dateTime={conflict.updated}>{formatTime(conflict.updated)}</time>
              </figcaption>
              <p className={styles.copyText}>{conflict.text}</p>
            </figure>
          </div>
          <div className={styles.actions}>
            <Button onClick={() => onResolve?.('keep-mine')}>Keep this device's text</Button>
            <Button variant="secondary" onClick={() => onResolve?.('take-theirs')}>
              Use the other device's text
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.field}>
          <label htmlFor={`${id}-text`} className={styles.label}>
            Your essay
          </label>
          <textarea
            id={`${id}-text`}
            className={styles.textarea}
            value={text}
            aria-describedby={[essay.prompt ? promptId : '', counterId].filter(Boolean).join(' ')}
            aria-invalid={report.state === 'over' ? true : undefined}
            readOnly={readOnly}
            maxLength={ESSAY_LIMITS.textMax}
            spellCheck
            onChange={(event) => onTextChange(event.target.value)}
          />
        </div>
      )}

      <div className={styles.bar}>
        <p id={counterId} className={styles.counter} data-state={report.state}>
          {limitLine(report, essay.limit)}
        </p>
        <p className={styles.save} role="status" data-state={savePhase}>
          {SAVE_PHASE_LABELS[savePhase]}
        </p>
      </div>

      {cut ? (
        <section className={styles.cut} aria-labelledby={`${id}-cut`}>
          <h3 id={`${id}-cut`} className={styles.cutTitle}>
            What the portal would cut
          </h3>
          <p className={styles.cutText}>
            <span className={styles.kept}>{tail(cut.kept, cut.brokenSentenceStart)}</span>
            <del className={styles.dropped}>{cut.cut}</del>
          </p>
          {cut.endsMidSentence ? (
            <p className={styles.warning}>Your essay would stop in the middle of a sentence.</p>
          ) : null}
        </section>
      ) : null}

      {inConflict || readOnly ? null : (
        <div className={styles.actions}>
          {onNameVersion ? (
            <Button variant="secondary" onClick={onNameVersion}>
              Name this version
            </Button>
          ) : null}
          {onShowHistory ? (
            <Button variant="secondary" onClick={onShowHistory}>
              History
            </Button>
          ) : null}
          {onMarkFinal && essay.status !== 'final' && essay.status !== 'submitted' ? (
            <Button onClick={onMarkFinal}>Check names and mark final</Button>
          ) : null}
        </div>
      )}
    </section>
  )
}

/** The kept text's last sentence (the one that would be cut), with a lead-in ellipsis. */
function tail(kept: string, brokenSentenceStart: number): string {
  const from =
    brokenSentenceStart < kept.length ? brokenSentenceStart : Math.max(0, kept.length - 120)
  return `${from > 0 ? '…' : ''}${kept.slice(from)}`
}

function formatTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return 'recently'
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}
