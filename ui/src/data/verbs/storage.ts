import type { StorageUse } from '../../logic/profile/storage.ts'
import { attempt } from '../errors.ts'
import { reading, type VerbContext } from './context.ts'

/** The account's storage (docs/adr/0075): what /essays and the profile warn about from 80%. */
export function storageVerbs(ctx: VerbContext) {
  const { pb } = ctx
  return {
    /** Bytes the signed-in student's records take, and their quota. */
    usage: (): Promise<StorageUse> =>
      attempt(async () => {
        ctx.userId()
        const { used, quota } = await pb.send<StorageUse>('/api/account/storage', reading())
        return { used, quota }
      }),
  }
}
