import type { DashboardState } from '../../logic/dashboard/dashboard-machine.ts'
import type { Student } from '../../logic/domain.ts'
import {
  isFaithPreference,
  isHomeState,
  type MatchSettings,
} from '../../logic/matching/settings.ts'
import {
  avatarFileName,
  normalizeName,
  PROFILE_MESSAGES,
  validateAvatar,
  validateName,
} from '../../logic/profile/validation.ts'
import { attempt, DataError, invalidAs } from '../errors.ts'
import type { UsersRecord } from '../pocketbase-types.ts'
import { reading, writing, type VerbContext } from './context.ts'

const MATCH_SETTINGS_MESSAGES = {
  homeState: 'Choose a U.S. state, or outside the 50 states and DC.',
  faithPreference: 'Choose how faith-based colleges are shown.',
}

function invalid(field: string, message: string): DataError {
  return new DataError('invalid', message, { [field]: message })
}

export function profileVerbs(ctx: VerbContext) {
  const users = () => ctx.pb.collection<UsersRecord>('users')
  const update = (body: Record<string, unknown>): Promise<Student> =>
    users()
      .update(ctx.userId(), body, writing())
      .then((record) => ctx.remember(record))

  return {
    /** The signed-in student's record, read from the server. */
    get: (): Promise<Student> =>
      attempt(async () => ctx.remember(await users().getOne(ctx.userId(), reading()))),
    /** Saves the dashboard's card, so the student comes back to it. */
    setState: (state: DashboardState): Promise<Student> => attempt(() => update({ state })),
    /** Saves the trimmed name; an empty or too long one is refused as `invalid` (field `name`). */
    updateName(name: string): Promise<Student> {
      const problem = validateName(name)
      if (problem) return Promise.reject(invalid('name', problem))
      return attempt(
        () => update({ name: normalizeName(name) }),
        invalidAs('name', PROFILE_MESSAGES.nameRequired),
      )
    },
    /** Uploads or replaces the photo: JPEG, PNG, GIF or WebP up to 5 MB, else `invalid` (`avatar`). */
    setAvatar(file: Blob): Promise<Student> {
      const problem = validateAvatar(file)
      if (problem) return Promise.reject(invalid('avatar', problem))
      // Stored under a neutral name, so the student's own file name is never published.
      const upload = new File([file], avatarFileName(file.type), { type: file.type })
      return attempt(
        () => update({ avatar: upload }),
        invalidAs('avatar', PROFILE_MESSAGES.avatarType),
      )
    },
    removeAvatar: (): Promise<Student> => attempt(() => update({ avatar: null })),
    /** Saves the match settings; an unknown state or preference is refused as `invalid`. */
    setMatchSettings(settings: MatchSettings): Promise<Student> {
      if (settings.homeState !== null && !isHomeState(settings.homeState))
        return Promise.reject(invalid('homeState', MATCH_SETTINGS_MESSAGES.homeState))
      if (!isFaithPreference(settings.faith))
        return Promise.reject(invalid('faithPreference', MATCH_SETTINGS_MESSAGES.faithPreference))
      return attempt(() =>
        update({ homeState: settings.homeState ?? '', faithPreference: settings.faith }),
      )
    },
  }
}
