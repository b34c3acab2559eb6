import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import styles from './Checkbox.module.css'

export type CheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'type'> & {
  /** The words beside the box, also its accessible name. */
  label: ReactNode
  /** A tick box, or one of a group of radio buttons. */
  type?: 'checkbox' | 'radio'
}

/** A check box (or radio button) inside its label, with a 44-pixel touch target. */
export function Checkbox({ label, type = 'checkbox', className, ...rest }: CheckboxProps) {
  return (
    <label className={[styles.root, className].filter(Boolean).join(' ')}>
      <input type={type} className={styles.box} {...rest} />
      <span>{label}</span>
    </label>
  )
}
