// Every way out of an account clears what the device keeps of it (docs/adr/0076): signing out
// (the navbar, the profile), deleting the account, a session the server refuses, and another
// student signing in. Loaded on that step, never with a page, with the question it may ask (one
// file, ADR 0091).
import { setSigningOut } from '../../data/session-store.ts'
import {
  classify,
  describeUnsent,
  entriesToClear,
  unsentOf,
  type ClearReason,
  type UnsentItem,
} from '../../logic/device/device-data.ts'
import type { Student } from '../../logic/domain.ts'
import {
  dialogStatus,
  initialSignOut,
  signOutReducer,
  type SignOutState,
} from '../../logic/device/sign-out-machine.ts'
import { browserAreas, readDevice, removeEntries, type DeviceAreas } from './device-inventory.ts'
import type { SendOutcome } from './send-unsent.ts'
import { openUnsentDialog, type UnsentDialog } from './unsent-dialog.tsx'

export type SignOutOutcome = 'signed-out' | 'stayed'

export type SignOutDeps = {
  /** Who is signed in, and ending the session (the page's data client). */
  auth: { current(): Student | null; signOut(): void }
  /** Where the device keeps things (tests pass memory). */
  areas?: () => Promise<DeviceAreas>
  /** The question, when something is unsent (tests pass their own). */
  openDialog?: () => Promise<UnsentDialog>
  /** Sends what is unsent (tests pass their own). */
  send?: (items: readonly UnsentItem[]) => Promise<SendOutcome>
  online?: () => boolean
}

const OFFLINE_CONFIRM =
  "You have changes not yet saved to your account, and they can't be saved now. Sign out and discard them?"

/** Deletes what `reason` says of everything the device keeps now. */
export async function clearDevice(
  reason: ClearReason,
  areas: () => Promise<DeviceAreas> = browserAreas,
): Promise<void> {
  const now = await areas()
  await removeEntries(now, entriesToClear(await readDevice(now), reason))
}

/**
 * Signs the student out of this device: when it holds work their account has not got, asks first
 * (save and sign out, sign out and discard it, or stay) and sends it if asked; then clears
 * everything the device keeps, ends the session and clears again (a write that raced the first
 * pass). Resolves 'stayed' when the student stays signed in; the caller goes to /login otherwise.
 */
export async function signOut({
  auth,
  areas = browserAreas,
  openDialog = () => Promise.resolve().then(openUnsentDialog),
  send = async (items) => {
    const sending = await import('./send-unsent.ts')
    return sending.sendUnsent(items, await sending.sendingData())
  },
  online = () => navigator.onLine,
}: SignOutDeps): Promise<SignOutOutcome> {
  const found = await readDevice(await areas())
  // Whose work to ask about: the signed-in student, or the one whose expired session is stored.
  const owner =
    auth.current()?.id ??
    found.map(classify).find((entry) => entry.kind === 'session' && entry.owner)?.owner ??
    null
  let state: SignOutState<UnsentItem> = signOutReducer(initialSignOut<UnsentItem>(), {
    type: 'checked',
    unsent: owner ? unsentOf(found, owner) : [],
    online: online(),
  })
  let dialog: UnsentDialog | null = null
  try {
    while (state.phase === 'asking' || state.phase === 'saving') {
      if (!dialog) {
        try {
          dialog = await openDialog()
        } catch {
          // The dialog could not be drawn: the browser asks.
          const discard = window.confirm(OFFLINE_CONFIRM)
          state = signOutReducer(state, { type: discard ? 'discard' : 'stay' })
          continue
        }
      }
      const view = {
        status: dialogStatus(state) ?? 'asking',
        changes: describeUnsent(state.unsent),
        problem: state.problem,
      }
      if (state.phase === 'asking') {
        state = signOutReducer(state, await dialog.ask(view))
      } else {
        dialog.show(view)
        state = signOutReducer(state, { type: 'sent', ...(await send(state.unsent)) })
      }
    }
    if (state.phase === 'stayed') return 'stayed'
    // From here on nothing of the student is written, and the pages leave the way out to us.
    setSigningOut(true)
    await clearDevice({ type: 'signed-out' }, areas)
    auth.signOut()
    await clearDevice({ type: 'signed-out' }, areas)
    return 'signed-out'
  } finally {
    dialog?.close()
  }
}
