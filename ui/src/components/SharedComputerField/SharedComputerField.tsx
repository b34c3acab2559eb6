import { useId, type ComponentPropsWithoutRef } from 'react'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import styles from './SharedComputerField.module.css'

export type SharedComputerFieldProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'children'
> & {
  /** Whether the box is ticked. */
  checked: boolean
}

export const SHARED_COMPUTER_LABEL = 'This is a shared computer'

/**
 * "This is a shared computer" on the sign-in and sign-up forms (ADR 0076): ticked, nothing of the
 * student's is kept on the device and the session ends with the tab. It applies to the password
 * and the Google button alike.
 */
export function SharedComputerField({ className, ...rest }: SharedComputerFieldProps) {
  const hint = useId()
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Checkbox
        label={SHARED_COMPUTER_LABEL}
        name="sharedComputer"
        aria-describedby={hint}
        {...rest}
      />
      <p id={hint} className={styles.hint}>
        Nothing of yours is kept on this computer: what you type goes to your account only, and
        closing this tab signs you out. If you use Google, sign out of Google too when you leave.
      </p>
    </div>
  )
}
