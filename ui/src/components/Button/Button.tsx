import type { ComponentPropsWithRef } from 'react'
import styles from './Button.module.css'

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /**
   * primary: the main action; secondary: the others; ghost: low emphasis; danger: an action that
   * destroys something (deleting an account), never the blue of the main action.
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
}

export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    />
  )
}
