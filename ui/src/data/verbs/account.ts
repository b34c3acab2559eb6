import {
  buildExport,
  type ExportListEntry,
  type StudentExport,
} from '../../logic/profile/export.ts'
import { PROFILE_MESSAGES } from '../../logic/profile/validation.ts'
import { attempt, invalidAs } from '../errors.ts'
import type { UsersRecord } from '../pocketbase-types.ts'
import { fileUrl, studentOf, toListEntry, type SavedUniversityWithSchool } from '../records.ts'
import { reading, writing, type VerbContext } from './context.ts'

export function accountVerbs(ctx: VerbContext) {
  const { pb } = ctx
  return {
    /** Everything stored about the signed-in student, and nothing about anyone else. */
    export: (): Promise<StudentExport> =>
      attempt(async () => {
        const id = ctx.userId()
        const user = await pb.collection<UsersRecord>('users').getOne(id, reading())
        const student = studentOf(user, ctx.origin)
        const entries = await pb
          .collection<SavedUniversityWithSchool>('saved_universities')
          .getFullList({
            ...reading(),
            filter: pb.filter('user = {:user}', { user: id }),
            sort: 'created',
            expand: 'university',
          })
        const list: ExportListEntry[] = entries.map((entry) => {
          const { university } = toListEntry(entry)
          return {
            id: entry.id,
            created: entry.created,
            updated: entry.updated,
            university: {
              id: university.id,
              unitid: university.unitid,
              name: university.name,
              city: university.city,
              state: university.state,
            },
          }
        })
        return buildExport({
          exportedAt: new Date().toISOString(),
          account: {
            id: student.id,
            name: student.name,
            email: student.email,
            verified: user.verified,
            avatar: user.avatar
              ? { file: user.avatar, url: fileUrl(ctx.origin, user, user.avatar) }
              : null,
            state: student.state,
            quizAnswers: student.quizAnswers,
            quizCompleted: student.quizCompleted,
            quizCompletedAt: student.quizCompletedAt,
            created: student.created,
            updated: student.updated,
          },
          list,
        })
      }),
    /**
     * Deletes the signed-in student and everything of theirs, then signs out. `confirmation` is
     * their password (or, for a Google account, their email); a mismatch is `invalid`.
     */
    delete: (confirmation: string): Promise<void> =>
      attempt(
        async () => {
          ctx.userId()
          await pb.send('/api/account/delete', {
            method: 'POST',
            body: { confirmation },
            ...writing(),
          })
          pb.authStore.clear()
        },
        invalidAs('confirmation', PROFILE_MESSAGES.confirmationMismatch),
      ),
  }
}
