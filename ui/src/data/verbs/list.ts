import type { ListEntry } from '../../logic/domain.ts'
import { attempt, toDataError } from '../errors.ts'
import { toListEntry, type SavedUniversityWithSchool } from '../records.ts'
import { reading, writing, type VerbContext } from './context.ts'

export function listVerbs(ctx: VerbContext) {
  const { pb } = ctx
  const saved = () => pb.collection<SavedUniversityWithSchool>('saved_universities')
  return {
    /** The student's list, newest first. */
    items: (): Promise<ListEntry[]> =>
      attempt(async () => {
        const records = await saved().getFullList({
          ...reading(),
          filter: pb.filter('user = {:user}', { user: ctx.userId() }),
          sort: '-created',
          expand: 'university',
        })
        return records.map(toListEntry)
      }),
    /** Adds a university to the student's list; adding one already there returns the existing entry. */
    add: (universityId: string): Promise<ListEntry> => {
      const existing = (user: string) =>
        saved().getFirstListItem(
          pb.filter('user = {:user} && university = {:universityId}', { user, universityId }),
          { ...reading(), expand: 'university' },
        )
      return attempt(async () => {
        const user = ctx.userId()
        try {
          return toListEntry(
            await saved().create(
              { user, university: universityId },
              {
                ...writing(),
                expand: 'university',
              },
            ),
          )
        } catch (error) {
          // Already on the list (the unique index refused a second row): that is success.
          if (toDataError(error).kind !== 'invalid') throw error
          const found = await existing(user).catch(() => null)
          if (found) return toListEntry(found)
          throw error
        }
      })
    },
    remove: (entryId: string): Promise<void> =>
      attempt(async () => {
        await saved().delete(entryId, writing())
      }),
  }
}
