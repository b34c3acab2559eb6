import type { ComponentPropsWithoutRef } from 'react'
import styles from './QuizProgress.module.css'

export type QuizProgressProps = ComponentPropsWithoutRef<'div'> & {
  /** The question shown, counted from 1. */
  current: number
  /** How many questions the quiz has. */
  total: number
}

/** 'Question N of T' with a progress bar. */
export function QuizProgress({ current, total, className, ...rest }: QuizProgressProps) {
  const text = `Question ${current} of ${total}`
  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <p className={styles.text}>{text}</p>
      <progress className={styles.bar} max={total} value={current} aria-label={text} />
    </div>
  )
}
