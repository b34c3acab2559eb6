import type { ContactInput } from '../../logic/domain.ts'
import { sendContactMessage } from '../contact.ts'
import type { VerbContext } from './context.ts'

export function contactVerbs(ctx: VerbContext) {
  return {
    /** Stores a message for the admins (rate limited on the server); /contact sends the same way. */
    send: (input: ContactInput): Promise<void> =>
      sendContactMessage(input, { baseUrl: ctx.origin }),
  }
}
