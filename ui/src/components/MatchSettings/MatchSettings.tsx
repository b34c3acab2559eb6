import { useId, useState, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react'
import {
  FAITH_PREFERENCES,
  isHomeState,
  OUTSIDE_STATES,
  STATE_CODES,
  type MatchSettings as Settings,
} from '../../logic/matching/settings.ts'
import { FAITH_LABEL, STATE_NAMES } from '../../logic/matching/us-states.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { useFocusOnChange } from '../useFocusOnChange.ts'
import styles from './MatchSettings.module.css'

export type MatchSettingsSaveState = 'idle' | 'saving' | 'saved' | 'error'

export type MatchSettingsProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** The saved settings, where the form starts (key the form by the record to start again). */
  value: Settings
  /** Saves the chosen settings; the form keeps them until the owner says they are saved. */
  onSave: (settings: Settings) => void
  /** saving: under way; saved: done; error: failed, and the choices stay on screen. */
  saveState?: MatchSettingsSaveState
  /** What went wrong, shown when the save failed. */
  error?: string | undefined
}

/**
 * The student's match settings on their profile: the home state that prices public universities,
 * and how faith-based colleges appear in their matches.
 */
export function MatchSettings({
  value,
  onSave,
  saveState = 'idle',
  error,
  className,
  ...rest
}: MatchSettingsProps) {
  const [draft, setDraft] = useState(value)
  // After a save, focus goes to what it said (the save button stays where it was).
  const savedRef = useFocusOnChange<HTMLParagraphElement, typeof saveState>(
    saveState,
    (state) => state === 'saved',
  )
  const failedRef = useFocusOnChange<HTMLDivElement, typeof saveState>(
    saveState,
    (state) => state === 'error',
  )
  const id = useId()
  const saving = saveState === 'saving'
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    onSave(draft)
  }
  return (
    <form
      aria-labelledby={`${id}-heading`}
      data-state={saveState}
      noValidate
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        Match settings
      </h2>
      <p className={styles.lead}>Used for every list of matches; no one else sees them.</p>

      <div className={styles.field}>
        <label htmlFor={`${id}-state`} className={styles.label}>
          Home state
        </label>
        <select
          id={`${id}-state`}
          aria-describedby={`${id}-state-hint`}
          className={styles.select}
          value={draft.homeState ?? ''}
          disabled={saving}
          onChange={(event) => {
            const chosen = event.target.value
            setDraft({ ...draft, homeState: isHomeState(chosen) ? chosen : null })
          }}
        >
          <option value="">Not given</option>
          {STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {STATE_NAMES[code]}
            </option>
          ))}
          <option value={OUTSIDE_STATES}>Outside the 50 states and DC</option>
        </select>
        <span id={`${id}-state-hint`} className={styles.hint}>
          Public universities charge students from their own state less. Without a home state,
          matches show both prices.
        </span>
      </div>

      <fieldset className={styles.fieldset} disabled={saving}>
        <legend className={styles.label}>Faith-based colleges</legend>
        {FAITH_PREFERENCES.map((preference) => (
          <label key={preference} className={styles.option}>
            <input
              type="radio"
              name={`${id}-faith`}
              value={preference}
              checked={draft.faith === preference}
              onChange={() => setDraft({ ...draft, faith: preference })}
            />
            <span>{FAITH_LABEL[preference]}</span>
          </label>
        ))}
      </fieldset>

      {saveState === 'error' ? (
        <Banner variant="error" ref={failedRef}>
          {error ?? 'Your settings could not be saved. Please try again.'}
        </Banner>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save match settings'}
        </Button>
        {saveState === 'saved' ? (
          <p role="status" ref={savedRef} className={styles.saved}>
            Saved. Your next matches use these settings.
          </p>
        ) : null}
      </div>
    </form>
  )
}
