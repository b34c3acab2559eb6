import { useEffect, useState } from 'react'
import { describeError } from '../../data/errors.ts'
import type { EssayComment } from '../../logic/sharing/comment.ts'
import type { EssaysData } from './data.ts'

/**
 * The comments supporters left on one essay (ADR 0082): read when the essay opens (a failure
 * leaves the editor alone and shows nothing), resolved, reopened or deleted by the student.
 */
export function useEssayComments(data: EssaysData, essayId: string) {
  const [comments, setComments] = useState<EssayComment[]>([])
  const [busy, setBusy] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let active = true
    data.shares.comments(essayId).then(
      (found) => {
        if (active) setComments(found)
      },
      // Comments are beside the work, not the work: the editor opens without them.
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [data, essayId])

  const change = (comment: EssayComment, write: () => Promise<void>, failed: string) => {
    setBusy((ids) => [...ids, comment.id])
    setError(null)
    write()
      .catch((failure: unknown) => setError(`${failed} ${describeError(failure)}`))
      .finally(() => setBusy((ids) => ids.filter((id) => id !== comment.id)))
  }

  return {
    comments,
    busy,
    error,
    onResolve: (comment: EssayComment, resolved: boolean) =>
      change(
        comment,
        async () => {
          const changed = await data.shares.setCommentStatus(
            comment.id,
            resolved ? 'resolved' : 'open',
          )
          setComments((list) => list.map((c) => (c.id === changed.id ? changed : c)))
        },
        'The comment was not changed.',
      ),
    onDelete: (comment: EssayComment) =>
      change(
        comment,
        async () => {
          await data.shares.deleteComment(comment.id)
          setComments((list) => list.filter((c) => c.id !== comment.id))
        },
        'The comment was not deleted.',
      ),
  }
}
