// The sign-out's question, shown over whatever page the student is on (the navbar is not an
// island): its own small React root, in the sign-out's file (ADR 0076, 0091), drawn only when
// something is unsent.
import { createRoot } from 'react-dom/client'
import {
  UnsentChangesDialog,
  type UnsentChangesDialogProps,
} from '../../components/UnsentChangesDialog/UnsentChangesDialog.tsx'
import type { SignOutEvent } from '../../logic/device/sign-out-machine.ts'

/** What the dialog shows; its three buttons answer `ask`. */
export type UnsentView = Pick<UnsentChangesDialogProps, 'status' | 'changes' | 'problem'>

export type UnsentDialog = {
  /**
   * Shows `view` and resolves with the student's choice, or with the connection coming or going
   * (the dialog then says whether it can send).
   */
  ask(view: UnsentView): Promise<SignOutEvent<never>>
  /** Shows `view` with nothing to choose (while saving). */
  show(view: UnsentView): void
  close(): void
}

export function openUnsentDialog(): UnsentDialog {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  let answer: (event: SignOutEvent<never>) => void = () => undefined
  const render = (view: UnsentView) =>
    root.render(
      <UnsentChangesDialog
        isOpen
        {...view}
        onSave={() => answer({ type: 'save' })}
        onDiscard={() => answer({ type: 'discard' })}
        onStay={() => answer({ type: 'stay' })}
      />,
    )
  const connection = () => answer({ type: 'connection', online: navigator.onLine })
  return {
    ask(view) {
      render(view)
      window.addEventListener('online', connection)
      window.addEventListener('offline', connection)
      return new Promise((resolve) => {
        answer = (event) => {
          answer = () => undefined
          window.removeEventListener('online', connection)
          window.removeEventListener('offline', connection)
          resolve(event)
        }
      })
    },
    show(view) {
      answer = () => undefined
      render(view)
    },
    close() {
      root.unmount()
      container.remove()
    },
  }
}
