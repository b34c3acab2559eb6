import { useCallback, useState } from 'react'
import type { ShareDraft } from '../../components/ShareForm/ShareForm.tsx'
import type { DataClient } from '../../data/data-client.ts'
import { describeError, isDataError } from '../../data/errors.ts'
import {
  CYCLE_ENDS_AT,
  DEFAULT_SCOPE,
  expiryFor,
  shareLink,
  type Share,
  type ShareInput,
} from '../../logic/sharing/share.ts'
import { copyText } from '../shared/copy.ts'
import { useLoad } from '../shared/use-load.ts'

/** What stands above the list: a form, or the link just made (its token, this once). */
export type ShareEditor =
  | { kind: 'new' }
  | { kind: 'edit'; share: Share }
  | { kind: 'created'; share: Share; link: string; token: string; canMail: boolean }

const NEW_DRAFT: ShareDraft = {
  label: '',
  scope: [...DEFAULT_SCOPE],
  comments: false,
  duration: '90',
}

/** "Thu, Feb 25, 2027", in the reader's own zone. */
export function endInWords(iso: string | number): string {
  return new Date(iso).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })
}

export const CYCLE_END_WORDS = endInWords(CYCLE_ENDS_AT)

/**
 * The student's shared links on /profile (issue 27): load (with retry), make one (its link shown
 * once, copied or mailed), change, extend, revoke, remove, revoke all. A failed save keeps the
 * form and what was typed.
 */
export function useShares(data: DataClient, origin: string) {
  const loaded = useLoad(
    useCallback(() => data.shares.list(), [data]),
    [] as Share[],
  )
  const { value: shares, setValue: setShares, status } = loaded
  const [editor, setEditor] = useState<ShareEditor | null>(null)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<{
    message: string
    fields: Record<string, string>
  } | null>(null)
  const [busy, setBusy] = useState<string[]>([])
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const [mail, setMail] = useState<{
    state: 'idle' | 'sending' | 'sent' | 'failed'
    to?: string
    error?: string
  }>({ state: 'idle' })

  const replace = (share: Share) =>
    setShares((list) => list.map((s) => (s.id === share.id ? share : s)))

  const open = (next: ShareEditor | null) => {
    setEditor(next)
    setFailure(null)
    setNotice(null)
    setCopyState('idle')
    setMail({ state: 'idle' })
  }

  /** A change to one link, its buttons waiting meanwhile; `done` says what happened. */
  const change = async (share: Share, write: () => Promise<void>, failed: string) => {
    setBusy((ids) => [...ids, share.id])
    setNotice(null)
    try {
      await write()
    } catch (error) {
      setNotice({ kind: 'error', text: `${failed} ${describeError(error)}` })
    } finally {
      setBusy((ids) => ids.filter((id) => id !== share.id))
    }
  }

  const save = async (draft: ShareDraft) => {
    setSaving(true)
    setFailure(null)
    const values: Partial<ShareInput> = {
      label: draft.label,
      scope: draft.scope,
      comments: draft.comments,
      ...(draft.duration === 'keep'
        ? {}
        : { expires: new Date(expiryFor(draft.duration, Date.now())).toISOString() }),
    }
    try {
      if (editor?.kind === 'edit') {
        const changed = await data.shares.update(editor.share.id, values)
        replace(changed)
        open(null)
        setNotice({ kind: 'success', text: `Saved the link for ${changed.label}.` })
      } else {
        const made = await data.shares.create({
          label: draft.label,
          scope: draft.scope,
          comments: draft.comments,
          expires: values.expires ?? new Date(expiryFor('90', Date.now())).toISOString(),
        })
        setShares((list) => [made.share, ...list])
        open({
          kind: 'created',
          share: made.share,
          token: made.token,
          link: shareLink(origin, made.token),
          canMail: made.canMail,
        })
      }
    } catch (error) {
      setFailure({
        message: `Nothing was saved. ${describeError(error)}`,
        fields: isDataError(error) ? { ...error.fields } : {},
      })
    } finally {
      setSaving(false)
    }
  }

  const initial: ShareDraft =
    editor?.kind === 'edit'
      ? {
          label: editor.share.label,
          scope: [...editor.share.scope],
          comments: editor.share.comments,
          duration: 'keep',
        }
      : NEW_DRAFT

  return {
    status,
    shares,
    editor,
    initial,
    saving,
    failure,
    busy,
    notice,
    copyState,
    mail,
    onRetry: loaded.retry,
    onNew: () => open({ kind: 'new' }),
    onEdit: (share: Share) => open({ kind: 'edit', share }),
    onCancel: () => open(null),
    onSave: (draft: ShareDraft) => void save(draft),
    onExtend: (share: Share) =>
      void change(
        share,
        async () => {
          const expires = new Date(expiryFor('90', Date.now())).toISOString()
          const changed = await data.shares.update(share.id, { expires })
          replace(changed)
          setNotice({
            kind: 'success',
            text: `The link for ${changed.label} now works until ${endInWords(changed.expires)}.`,
          })
        },
        `The link for ${share.label} was not extended.`,
      ),
    onRevoke: (share: Share) =>
      void change(
        share,
        async () => {
          replace(await data.shares.revoke(share.id))
          setNotice({ kind: 'success', text: `The link for ${share.label} no longer works.` })
        },
        `The link for ${share.label} was not revoked.`,
      ),
    onRemove: (share: Share) =>
      void change(
        share,
        async () => {
          await data.shares.remove(share.id)
          setShares((list) => list.filter((s) => s.id !== share.id))
        },
        `The link for ${share.label} was not removed.`,
      ),
    onRevokeAll: () => {
      setNotice(null)
      data.shares.revokeAll().then(
        async (count) => {
          setShares(await data.shares.list())
          setNotice({
            kind: 'success',
            text: `${count === 1 ? 'One link' : `${String(count)} links`} no longer work${count === 1 ? 's' : ''}.`,
          })
        },
        (error: unknown) =>
          setNotice({ kind: 'error', text: `Nothing was revoked. ${describeError(error)}` }),
      )
    },
    onCopy: (link: string) => void copyText(link).then(setCopyState),
    onMail: (to: string) => {
      if (editor?.kind !== 'created') return
      setMail({ state: 'sending' })
      data.shares.mail(editor.share.id, editor.token, to).then(
        () => setMail({ state: 'sent', to }),
        (error: unknown) =>
          setMail({
            state: 'failed',
            error: (isDataError(error) ? error.fields.to : undefined) ?? describeError(error),
          }),
      )
    },
  }
}
