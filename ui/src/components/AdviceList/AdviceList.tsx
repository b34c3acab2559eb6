import type { ComponentPropsWithoutRef } from 'react'
import type { Advice } from '../../logic/analytics/balance.ts'
import styles from './AdviceList.module.css'

export type AdviceListProps = ComponentPropsWithoutRef<'ul'> & {
  /** Plain-word advice, each with its tone (good, warning, info). */
  advice: readonly Advice[]
}

const TONE_WORD: Record<Advice['tone'], string> = {
  good: 'Good:',
  warning: 'Watch out:',
  info: 'Note:',
}

/** Advice lines; the tone is said in words as well as shown. */
export function AdviceList({ advice, className, ...rest }: AdviceListProps) {
  if (advice.length === 0) return null
  return (
    <ul
      aria-label="Advice"
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {advice.map((item) => (
        <li key={item.text} data-tone={item.tone} className={styles.item}>
          <strong>{TONE_WORD[item.tone]}</strong> {item.text}
        </li>
      ))}
    </ul>
  )
}
