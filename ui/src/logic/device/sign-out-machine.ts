// Signing out of a device that may hold work the server never got (ADR 0076), as a pure reducer:
// the device is cleared only once nothing unsent is left, or the student chose to discard it.

/**
 * checking: reading the device; asking: unsent work was found and the student chooses; saving:
 * sending it; clearing: removing everything of the student from the device and ending the
 * session; done: signed out; stayed: the student chose to stay signed in.
 */
export type SignOutPhase = 'checking' | 'asking' | 'saving' | 'clearing' | 'done' | 'stayed'

/** Why the last save left something unsent: no connection, or the server refused it. */
export type SaveProblem = 'offline' | 'refused'

export type SignOutState<Item> = {
  phase: SignOutPhase
  /** What the server has not got (what the dialog lists). */
  unsent: readonly Item[]
  /** Whether the browser says it is online: offline, nothing can be sent. */
  online: boolean
  problem: SaveProblem | null
  /** The student chose to sign out without sending what was unsent. */
  discarded: boolean
}

export type SignOutEvent<Item> =
  | { type: 'checked'; unsent: readonly Item[]; online: boolean }
  | { type: 'save' }
  | { type: 'discard' }
  | { type: 'stay' }
  /** The sends settled: what is still unsent and why (null when nothing is left). */
  | { type: 'sent'; left: readonly Item[]; problem: SaveProblem | null }
  | { type: 'connection'; online: boolean }
  | { type: 'cleared' }

export function initialSignOut<Item>(): SignOutState<Item> {
  return { phase: 'checking', unsent: [], online: true, problem: null, discarded: false }
}

export function signOutReducer<Item>(
  state: SignOutState<Item>,
  event: SignOutEvent<Item>,
): SignOutState<Item> {
  switch (event.type) {
    case 'checked':
      if (state.phase !== 'checking') return state
      return {
        ...state,
        unsent: event.unsent,
        online: event.online,
        phase: event.unsent.length === 0 ? 'clearing' : 'asking',
      }
    case 'connection':
      return state.phase === 'asking' || state.phase === 'checking'
        ? { ...state, online: event.online }
        : state
    case 'save':
      // Offline there is nothing to try: the dialog says so and offers the other two.
      return state.phase === 'asking' && state.online
        ? { ...state, phase: 'saving', problem: null }
        : state
    case 'discard':
      return state.phase === 'asking' ? { ...state, phase: 'clearing', discarded: true } : state
    case 'stay':
      return state.phase === 'asking' ? { ...state, phase: 'stayed' } : state
    case 'sent':
      if (state.phase !== 'saving') return state
      if (event.left.length === 0) return { ...state, unsent: [], phase: 'clearing' }
      return {
        ...state,
        unsent: event.left,
        phase: 'asking',
        problem: event.problem ?? 'refused',
      }
    case 'cleared':
      return state.phase === 'clearing' ? { ...state, phase: 'done' } : state
  }
}

/** What the dialog shows for a state (UnsentChangesDialog's `status`), or null when closed. */
export function dialogStatus<Item>(
  state: SignOutState<Item>,
): 'asking' | 'offline' | 'saving' | 'failed' | null {
  if (state.phase === 'saving') return 'saving'
  if (state.phase !== 'asking') return null
  if (!state.online) return 'offline'
  return state.problem ? 'failed' : 'asking'
}
