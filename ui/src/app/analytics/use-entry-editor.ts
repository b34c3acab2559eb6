import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError, isDataError } from '../../data/errors.ts'
import type { AnalyticsEntries, ApplicationEntries } from '../../logic/analytics/entries.ts'
import type { DataClient } from '../../data/data-client.ts'

/** The form open under a chart: one application's costs, or an admitted school's aid offer. */
export type Editing = { kind: 'costs' | 'offer'; applicationId: string; schoolName: string }

export type SaveState = {
  status: 'idle' | 'saving'
  /** Why the last save failed; the form keeps what was typed. */
  error: string | null
  fields: Readonly<Record<string, string>>
}

const IDLE: SaveState = { status: 'idle', error: null, fields: {} }

/**
 * Opens one entry form at a time, saves it through `analytics.saveEntries`, and gives the focus
 * back to the button that opened it when it closes. A failed save leaves the form open with what
 * was typed and the server's words; a save that went through is said in a status message.
 */
export function useEntryEditor(
  data: Pick<DataClient, 'analytics'>,
  setEntries: (change: (entries: AnalyticsEntries) => AnalyticsEntries) => void,
  timezone: string,
) {
  const [editing, setEditing] = useState<Editing | null>(null)
  const [save, setSave] = useState<SaveState>(IDLE)
  const [saved, setSaved] = useState<string | null>(null)
  const [waiverSaving, setWaiverSaving] = useState(false)
  const [waiverError, setWaiverError] = useState<string | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [returnFocus, setReturnFocus] = useState(0)

  useEffect(() => {
    if (returnFocus === 0) return
    opener.current?.focus()
    opener.current = null
  }, [returnFocus])

  const open = useCallback((next: Editing) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setSaved(null)
    setSave(IDLE)
    setEditing(next)
  }, [])

  const close = useCallback(() => {
    setEditing(null)
    setSave(IDLE)
    setReturnFocus((n) => n + 1)
  }, [])

  const submit = useCallback(
    (values: Partial<ApplicationEntries>) => {
      if (!editing) return
      const { applicationId, schoolName, kind } = editing
      setSave({ ...IDLE, status: 'saving' })
      data.analytics.saveEntries(applicationId, values).then(
        (stored) => {
          setEntries((entries) => ({
            ...entries,
            applications: { ...entries.applications, [applicationId]: stored },
          }))
          setSaved(
            kind === 'offer'
              ? `Saved the aid offer from ${schoolName}.`
              : `Saved the CSS Profile and score reports for ${schoolName}.`,
          )
          close()
        },
        (error: unknown) => {
          setSave({
            status: 'idle',
            error: describeError(error),
            fields: isDataError(error) ? error.fields : {},
          })
        },
      )
    },
    [data, editing, setEntries, close],
  )

  const setCssWaiver = useCallback(
    (waived: boolean) => {
      setWaiverSaving(true)
      setWaiverError(null)
      data.analytics.setCssFeeWaiver(waived, timezone).then(
        (stored) => {
          setEntries((entries) => ({ ...entries, cssFeeWaiver: stored }))
          setWaiverSaving(false)
        },
        (error: unknown) => {
          setWaiverError(`Your CSS Profile fee waiver was not saved. ${describeError(error)}`)
          setWaiverSaving(false)
        },
      )
    },
    [data, setEntries, timezone],
  )

  return { editing, open, close, submit, save, saved, setCssWaiver, waiverSaving, waiverError }
}
