import type { ComponentPropsWithoutRef } from 'react'
import styles from './Button.module.css'

export type ButtonProps = ComponentPropsWithoutRef<'button'> & {
  /** primary: the main action; secondary: the others; ghost: low emphasis. */
  variant?: 'primary' | 'secondary' | 'ghost'
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
