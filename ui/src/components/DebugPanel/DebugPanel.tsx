import type { ComponentPropsWithoutRef } from 'react'
import { DASHBOARD_STATES, type DashboardState } from '../../logic/dashboard/dashboard-machine.ts'
import { Button } from '../Button/Button.tsx'
import styles from './DebugPanel.module.css'

export type DebugPanelProps = ComponentPropsWithoutRef<'aside'> & {
  state: DashboardState
  userId: string
  /** Whether the last call to the server got an answer. */
  serverReachable: boolean
  /** When the last write was confirmed (ISO), or null. */
  lastSave: string | null
  /** Writes kept on the device, waiting for the server. */
  pendingWrites: number
  /** Emergency navigation: show this card. */
  onJump: (state: DashboardState) => void
  /** Emergency navigation: back to the first card. */
  onReset: () => void
}

/** The debug and emergency navigation panels, opened by double-clicking the dashboard header. */
export function DebugPanel({
  state,
  userId,
  serverReachable,
  lastSave,
  pendingWrites,
  onJump,
  onReset,
  className,
  ...rest
}: DebugPanelProps) {
  return (
    <aside
      aria-label="Debug panel"
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <section aria-labelledby="debug-heading">
        <h2 id="debug-heading" className={styles.heading}>
          Debug
        </h2>
        <dl className={styles.facts}>
          <dt>State</dt>
          <dd data-testid="debug-state">{state}</dd>
          <dt>User id</dt>
          <dd>{userId}</dd>
          <dt>Server</dt>
          <dd>{serverReachable ? 'reachable' : 'unreachable'}</dd>
          <dt>Last save</dt>
          <dd>{lastSave ?? 'none yet'}</dd>
          <dt>Waiting to save</dt>
          <dd>{pendingWrites}</dd>
        </dl>
      </section>
      <nav aria-labelledby="emergency-heading">
        <h2 id="emergency-heading" className={styles.heading}>
          Emergency navigation
        </h2>
        <ul className={styles.jumps}>
          {DASHBOARD_STATES.map((s) => (
            <li key={s}>
              <Button
                variant="ghost"
                aria-current={s === state ? 'step' : undefined}
                onClick={() => onJump(s)}
              >
                {s}
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={onReset}>
          Reset to new
        </Button>
      </nav>
    </aside>
  )
}
