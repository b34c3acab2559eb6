import type { CommentStatus, EssayComment } from '../../logic/sharing/comment.ts'
import type { Share, ShareInput } from '../../logic/sharing/share.ts'
import { attempt } from '../errors.ts'
import type { ShareCommentsRecord, SharesRecord } from '../pocketbase-types.ts'
import { reading, writing, type VerbContext } from './context.ts'

/** A share just made: its link's token, shown to the student this once (ADR 0080). */
export type NewShare = {
  share: Share
  token: string
  /** Whether the server will e-mail the link for this student ("E-mail it for me"). */
  canMail: boolean
}

/** PocketBase's "2026-11-20 18:00:00.000Z" as ISO 8601; '' is null. */
const instant = (value: string): string | null => (value === '' ? null : value.replace(' ', 'T'))

export function toShare(record: SharesRecord): Share {
  return {
    id: record.id,
    label: record.label,
    scope: [...record.scope],
    comments: record.comments,
    expires: instant(record.expires) ?? '',
    created: instant(record.created) ?? '',
    lastOpened: instant(record.last_opened),
    openCount: record.open_count,
    revoked: instant(record.revoked),
  }
}

export function toEssayComment(record: ShareCommentsRecord): EssayComment {
  return {
    id: record.id,
    essay: record.essay,
    author: record.author,
    body: record.body,
    anchor:
      record.quote === '' ? null : { quote: record.quote, start: record.start, end: record.end },
    revision: record.revision,
    status: record.status === 'resolved' ? 'resolved' : 'open',
    created: instant(record.created) ?? '',
  }
}

/**
 * The student's shared links and the comments supporters leave on their essays (issue 27). A
 * link is made, revoked and mailed through the sharing routes; its label, parts, end and
 * comments change as a record; a comment's status is the only thing of it the student sets.
 */
export function shareVerbs(ctx: VerbContext) {
  const { pb } = ctx
  const shares = () => pb.collection<SharesRecord>('shares')
  const comments = () => pb.collection<ShareCommentsRecord>('share_comments')
  return {
    /** The student's links, newest first (revoked and expired ones too, until removed). */
    list: (): Promise<Share[]> =>
      attempt(async () => {
        const rows = await shares().getFullList({
          ...reading(),
          filter: pb.filter('user = {:user}', { user: ctx.userId() }),
          sort: '-created',
        })
        return rows.map(toShare)
      }),
    create: (input: ShareInput): Promise<NewShare> =>
      attempt(async () => {
        ctx.userId()
        const made = await pb.send<{ share: SharesRecord; token: string; canMail: boolean }>(
          '/api/shares',
          { method: 'POST', body: input, ...writing() },
        )
        return { share: toShare(made.share), token: made.token, canMail: made.canMail }
      }),
    /** Changes what a link shows, its label, its end or whether comments are allowed. */
    update: (id: string, change: Partial<ShareInput>): Promise<Share> =>
      attempt(async () => toShare(await shares().update(id, change, writing()))),
    /** Stops a link at once; a revoked link is never undone. */
    revoke: (id: string): Promise<Share> =>
      attempt(async () =>
        toShare(
          await pb.send<SharesRecord>(`/api/shares/${encodeURIComponent(id)}/revoke`, {
            method: 'POST',
            ...writing(),
          }),
        ),
      ),
    /** Stops every link of the student; how many were still working. */
    revokeAll: (): Promise<number> =>
      attempt(async () => {
        ctx.userId()
        const done = await pb.send<{ revoked: number }>('/api/shares/revoke-all', {
          method: 'POST',
          ...writing(),
        })
        return done.revoked
      }),
    /** Forgets a link (its comments stay, signed as they were). */
    remove: (id: string): Promise<void> =>
      attempt(async () => {
        await shares().delete(id, writing())
      }),
    /** Mails a link just made to `to`, an address the server does not keep. */
    mail: (id: string, token: string, to: string): Promise<void> =>
      attempt(async () => {
        await pb.send('/api/shares/mail', {
          method: 'POST',
          body: { share: id, token, to },
          ...writing(),
        })
      }),
    /** Comments left on one of the student's essays, oldest first. */
    comments: (essayId: string): Promise<EssayComment[]> =>
      attempt(async () => {
        const rows = await comments().getFullList({
          ...reading(),
          filter: pb.filter('essay = {:essay}', { essay: essayId }),
          sort: 'created',
        })
        return rows.map(toEssayComment)
      }),
    setCommentStatus: (id: string, status: CommentStatus): Promise<EssayComment> =>
      attempt(async () => toEssayComment(await comments().update(id, { status }, writing()))),
    deleteComment: (id: string): Promise<void> =>
      attempt(async () => {
        await comments().delete(id, writing())
      }),
  }
}
