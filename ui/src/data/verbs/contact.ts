import type { ContactInput } from '../../logic/domain.ts'
import { attempt } from '../errors.ts'
import { writing, type VerbContext } from './context.ts'

export function contactVerbs(ctx: VerbContext) {
  return {
    /** Stores a message for the admins (rate limited on the server). */
    send: (input: ContactInput): Promise<void> =>
      attempt(async () => {
        await ctx.pb.collection('contact_messages').create(
          {
            name: input.name.trim(),
            email: input.email.trim(),
            subject: input.subject,
            message: input.message.trim(),
          },
          writing(),
        )
      }),
  }
}
