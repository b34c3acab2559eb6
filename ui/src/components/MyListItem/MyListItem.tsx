import { useId, type ComponentPropsWithoutRef } from 'react'
import { formatLocation, keyFigures } from '../../logic/format/figures.ts'
import type { University } from '../../logic/university.ts'
import { Button } from '../Button/Button.tsx'
import styles from './MyListItem.module.css'

export type MyListItemProps = ComponentPropsWithoutRef<'article'> & {
  /** The saved university; its name is the item's accessible name. */
  university: University
  /** idle: shown; removing: the removal is under way. */
  state?: 'idle' | 'removing'
  onRemove: () => void
}

/** One university on the student's list: key figures with their data year, links, Remove. */
export function MyListItem({
  university,
  state = 'idle',
  onRemove,
  className,
  ...rest
}: MyListItemProps) {
  const headingId = useId()
  const links = [
    { href: university.website, label: 'Website' },
    { href: university.apply_url, label: 'How to apply' },
    { href: university.net_price_calculator_url, label: 'Net price calculator' },
  ].filter((link): link is { href: string; label: string } => link.href !== null)
  return (
    <article
      aria-labelledby={headingId}
      data-state={state}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.top}>
        <div>
          <h3 id={headingId} className={styles.name}>
            {university.name}
          </h3>
          <p className={styles.location}>{formatLocation(university)}</p>
        </div>
        <Button variant="secondary" onClick={onRemove} disabled={state === 'removing'}>
          {state === 'removing' ? 'Removing ' : 'Remove '}
          <span className="visually-hidden">{university.name}</span>
        </Button>
      </div>
      <dl className={styles.figures}>
        {keyFigures(university).map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>
              {figure.label} <span className={styles.year}>({figure.year})</span>
            </dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {links.length > 0 ? (
        <ul className={styles.links} aria-label={`Links for ${university.name}`}>
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {link.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
