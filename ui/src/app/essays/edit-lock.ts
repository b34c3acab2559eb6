/**
 * One writer per essay in this browser: a tab editing an essay holds a Web Lock named after it,
 * so a second tab on the same essay waits (and shows the text read-only) until the first closes
 * or moves on. Both tabs save as the same device, so without this they could write over each
 * other with no conflict shown. Browsers without Web Locks simply skip the wait.
 */
export type EditLock = (
  name: string,
  /** Called once, at once or when another tab lets go: whether it had to wait. */
  onHeld: (waited: boolean) => void,
) => () => void

type LockManager = {
  request(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>
}

export function browserEditLock(): EditLock {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks
  if (!locks) return noEditLock
  return (name, onHeld) => {
    let release: () => void = () => undefined
    let released = false
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const hold = (waited: boolean) => (lock: unknown) => {
      if (lock === null) {
        // Another tab has it: wait in line, read-only meanwhile.
        void locks.request(name, {}, hold(true)).catch(() => undefined)
        return Promise.resolve()
      }
      if (released) return Promise.resolve()
      onHeld(waited)
      return held
    }
    void locks.request(name, { ifAvailable: true }, hold(false)).catch(() => undefined)
    return () => {
      released = true
      release()
    }
  }
}

/** No locking (tests, and browsers without Web Locks). */
export const noEditLock: EditLock = (_name, onHeld) => {
  onHeld(false)
  return () => undefined
}
