/**
 * The sharing verbs in memory, for stories and component tests: the same checks as the server
 * (shareProblems), refusals as `invalid` DataErrors naming the field, and no server. What was
 * mailed is kept for assertions.
 */
import type { DataClient } from '../data/data-client.ts'
import { DataError } from '../data/errors.ts'
import type { EssayComment } from '../logic/sharing/comment.ts'
import {
  SHARE_LIMITS,
  SHARE_MESSAGES,
  shareProblems,
  shareState,
  type Share,
} from '../logic/sharing/share.ts'

export type MemoryShareOptions = {
  /** The student's links, newest first. */
  shares?: Share[]
  /** Comments on the student's essays. */
  comments?: EssayComment[]
  /** Whether the student may have a link e-mailed (a verified address). Default true. */
  canMail?: boolean
}

export type MemoryShareDeps = {
  settle: <T>(run: () => T | Promise<T>) => Promise<T>
  signedIn: () => unknown
}

/** The token every new link gets here, so stories and tests can show and check it. */
export const MEMORY_SHARE_TOKEN = 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z'

function refuse(problems: Record<string, string | undefined>): never {
  const fields = Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  throw new DataError('invalid', Object.values(fields).join(' '), fields)
}

export function createMemoryShares(
  { settle, signedIn }: MemoryShareDeps,
  options: MemoryShareOptions = {},
) {
  let shares = [...(options.shares ?? [])]
  let comments = [...(options.comments ?? [])]
  let next = 1
  const mailed: { id: string; token: string; to: string }[] = []
  const find = (id: string): Share => {
    const share = shares.find((s) => s.id === id)
    if (!share) throw new DataError('not-found', 'Not found.')
    return share
  }
  const replace = (share: Share): Share => {
    shares = shares.map((s) => (s.id === share.id ? share : s))
    return share
  }
  const verbs: DataClient['shares'] = {
    list: () => settle(() => (signedIn(), [...shares])),
    create: (input) =>
      settle(() => {
        signedIn()
        const problems = shareProblems({ ...input, label: input.label.trim() }, Date.now())
        if (Object.keys(problems).length > 0) refuse(problems)
        if (shares.length >= SHARE_LIMITS.perStudent) refuse({ label: SHARE_MESSAGES.tooMany })
        const share: Share = {
          id: `share${String(next++)}`,
          label: input.label.trim(),
          scope: [...input.scope],
          comments: input.comments,
          expires: input.expires,
          created: new Date().toISOString(),
          lastOpened: null,
          openCount: 0,
          revoked: null,
        }
        shares = [share, ...shares]
        return { share, token: MEMORY_SHARE_TOKEN, canMail: options.canMail ?? true }
      }),
    update: (id, change) =>
      settle(() => {
        const share = find(id)
        if (share.revoked) refuse({ [Object.keys(change)[0] ?? 'label']: SHARE_MESSAGES.revoked })
        const problems = shareProblems(change, Date.now(), share)
        if (Object.keys(problems).length > 0) refuse(problems)
        return replace({ ...share, ...change, scope: [...(change.scope ?? share.scope)] })
      }),
    revoke: (id) =>
      settle(() => replace({ ...find(id), revoked: find(id).revoked ?? new Date().toISOString() })),
    revokeAll: () =>
      settle(() => {
        const now = new Date().toISOString()
        const working = shares.filter((s) => !s.revoked)
        shares = shares.map((s) => (s.revoked ? s : { ...s, revoked: now }))
        return working.length
      }),
    remove: (id) =>
      settle(() => {
        find(id)
        shares = shares.filter((s) => s.id !== id)
      }),
    mail: (id, token, to) =>
      settle(() => {
        if (shareState(find(id), Date.now()) !== 'active') refuse({ share: SHARE_MESSAGES.revoked })
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to.trim()))
          refuse({ to: 'Enter an e-mail address like name@example.com.' })
        mailed.push({ id, token, to: to.trim() })
      }),
    comments: (essayId) => settle(() => comments.filter((c) => c.essay === essayId)),
    setCommentStatus: (id, status) =>
      settle(() => {
        const comment = comments.find((c) => c.id === id)
        if (!comment) throw new DataError('not-found', 'Not found.')
        const changed = { ...comment, status }
        comments = comments.map((c) => (c.id === id ? changed : c))
        return changed
      }),
    deleteComment: (id) =>
      settle(() => {
        comments = comments.filter((c) => c.id !== id)
      }),
  }
  return { verbs, mailed }
}
