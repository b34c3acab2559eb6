import { useCallback, useState, type ReactNode } from 'react'
import { Banner } from '../../components/Banner/Banner.tsx'
import type { FocusPlaces } from './focus.ts'

// Pieces every planner panel uses: where focus can be sent, and the confirmations of saves.

/** A place on the page focus can be sent to (its first heading). */
export function Place({
  places,
  name,
  children,
}: {
  places: FocusPlaces
  name: string
  children: ReactNode
}) {
  return <div ref={places.place(name, 'heading')}>{children}</div>
}

export type Notice = { variant: 'success' | 'error'; text: string }

/** A confirmation (or an error) per part of a panel; each takes focus when it appears. */
export function useNotices<Name extends string>({ focus }: FocusPlaces) {
  const [notices, setNotices] = useState<Partial<Record<Name, Notice>>>({})
  const notify = useCallback(
    (name: Name, text: string, variant: Notice['variant'] = 'success') => {
      setNotices((current) => ({ ...current, [name]: { variant, text } }))
      focus(`${name}-notice`)
    },
    [focus],
  )
  const clear = useCallback((name: Name) => {
    setNotices((current) => ({ ...current, [name]: undefined }))
  }, [])
  return { notices, notify, clear }
}
export type Notices<Name extends string> = ReturnType<typeof useNotices<Name>>

/** The confirmation of `name`'s last change, focused when it appears. */
export function NoticeSlot<Name extends string>({
  name,
  notices,
  places,
}: {
  name: Name
  notices: Notices<Name>
  places: FocusPlaces
}): ReactNode {
  const notice = notices.notices[name]
  if (!notice) return null
  return (
    <Banner variant={notice.variant}>
      <span ref={places.place(`${name}-notice`, 'self')} tabIndex={-1}>
        {notice.text}
      </span>
    </Banner>
  )
}
