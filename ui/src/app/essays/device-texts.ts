import type { Essay } from '../../logic/essays/essay.ts'
import type { Engines } from './engines.ts'

/** The essays with the newest text this device holds of each (unsent text counts too). */
export function withDeviceTexts(essays: readonly Essay[], engines: Engines | null): Essay[] {
  const open = new Map(engines?.started().map((e) => [e.getSnapshot().state.essayId, e]))
  return essays.map((essay) => {
    const snapshot = open.get(essay.id)?.getSnapshot()
    return snapshot?.status === 'ready' ? { ...essay, text: snapshot.state.text } : essay
  })
}
