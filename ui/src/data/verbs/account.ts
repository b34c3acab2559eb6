import { buildExport, type ServerExport, type StudentExport } from '../../logic/profile/export.ts'
import { PROFILE_MESSAGES } from '../../logic/profile/validation.ts'
import { attempt, invalidAs } from '../errors.ts'
import { reading, writing, type VerbContext } from './context.ts'

const VERIFY_LINK_INVALID =
  'This link has expired or was already used. Sign in and ask for a new one from your profile.'

export function accountVerbs(ctx: VerbContext) {
  const { pb } = ctx
  return {
    /**
     * Proves the account's address with the token of the verification mail's link (no sign-in
     * needed: the link alone proves it, ADR 0074); an expired, used or made-up link is `invalid`
     * on `token`.
     */
    confirmAddress: (token: string): Promise<void> =>
      attempt(
        async () => {
          await pb.send('/api/collections/users/confirm-verification', {
            method: 'POST',
            body: { token },
            ...writing(),
          })
        },
        invalidAs('token', VERIFY_LINK_INVALID),
      ),
    /**
     * Everything stored about the signed-in student, and nothing about anyone else: built on the
     * server from the one list of what a student owns (pb_hooks/lib/student-data.js, ADR 0036).
     */
    export: (): Promise<StudentExport> =>
      attempt(async () => {
        ctx.userId()
        const stored = await pb.send<ServerExport>('/api/account/export', reading())
        const avatar = stored.account.avatar
        if (avatar) avatar.url = pb.buildURL(avatar.url)
        return buildExport(stored)
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
