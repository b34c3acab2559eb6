import { useState } from 'react'
import { describeError, isDataError } from '../../data/errors.ts'
import type { FocusPlaces } from './focus.ts'
import type { Notices } from './panel-parts.tsx'

// Writes of the planner's panels change the page only with what the server returned; a failed
// form keeps what was typed and shows the server's refusal on its fields.

/** A failed save: the sentence for the form's banner and the server's message per field. */
export type SaveFailure = { message: string; fields: Readonly<Record<string, string>> }

/** A form's props for its save: busy while it runs, then the server's refusal, if any. */
export type SaveStatus = {
  status: 'saving' | 'idle'
  serverError: string | null
  serverFieldErrors: Readonly<Record<string, string>>
}

export function saveFailure(failure: unknown): SaveFailure {
  return {
    message: describeError(failure),
    fields: isDataError(failure) && failure.kind === 'invalid' ? failure.fields : {},
  }
}

export function replaceById<T extends { id: string }>(list: readonly T[], item: T): T[] {
  return list.some((entry) => entry.id === item.id)
    ? list.map((entry) => (entry.id === item.id ? item : entry))
    : [...list, item]
}

/**
 * A form that opens in a part of a panel: opening it moves focus to its heading; a save the
 * server accepts closes it and says so (focus on the confirmation); a refused one keeps it open
 * with what was typed and the server's messages; Cancel returns to the part's heading.
 */
export function usePanel<P, Name extends string>(
  notices: Notices<Name>,
  places: FocusPlaces,
  name: Name,
) {
  const [panel, setPanel] = useState<P | null>(null)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  const saveStatus: SaveStatus = {
    status: saving ? 'saving' : 'idle',
    serverError: failure?.message ?? null,
    serverFieldErrors: failure?.fields ?? {},
  }
  return {
    panel,
    saveStatus,
    open: (next: P) => {
      setPanel(next)
      setFailure(null)
      notices.clear(name)
      places.focus(`${name}-panel`)
    },
    close: () => {
      setPanel(null)
      setFailure(null)
      places.focus(name)
    },
    /** Runs the write; its answer is the confirmation's words. */
    submit: async (write: () => Promise<string>) => {
      setSaving(true)
      setFailure(null)
      try {
        const confirmation = await write()
        setPanel(null)
        notices.notify(name, confirmation)
      } catch (error) {
        setFailure(saveFailure(error))
      } finally {
        setSaving(false)
      }
    },
  }
}

/**
 * A small add form under a list (a task, an aid date): the form keeps what was typed when the
 * server refuses; after an add it starts empty again (`added` keys it) and the confirmation
 * takes focus.
 */
export function useAddForm(confirm: (text: string) => void) {
  const [adding, setAdding] = useState(false)
  const [addError, setAddError] = useState<string | null>(null)
  const [added, setAdded] = useState(0)
  return {
    adding,
    addError,
    added,
    /** Runs the write; its answer is the confirmation's words. */
    add: async (write: () => Promise<string>) => {
      setAdding(true)
      setAddError(null)
      try {
        const confirmation = await write()
        setAdded((count) => count + 1)
        confirm(confirmation)
      } catch (error) {
        setAddError(describeError(error))
      } finally {
        setAdding(false)
      }
    },
  }
}
