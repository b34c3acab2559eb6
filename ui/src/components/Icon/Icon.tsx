import type { ComponentPropsWithoutRef } from 'react'
import type { IconDefinition } from './icons.ts'
import styles from './Icon.module.css'

export type { IconDefinition } from './icons.ts'

export type IconProps = Omit<ComponentPropsWithoutRef<'svg'>, 'children'> & {
  /**
   * Which icon, imported by name from ui/src/components/Icon/icons.ts (so a bundle carries only
   * the icons it draws); build-time pages may look one up in `ICONS`.
   */
  icon: IconDefinition
  /** small 16 px, medium 20 px (beside text), large 24 px, xlarge 32 px, hero 40 px. */
  size?: 'small' | 'medium' | 'large' | 'xlarge' | 'hero'
  /** current: the text colour around it; accent: the primary colour; muted: secondary text. */
  tone?: 'current' | 'accent' | 'muted'
  /**
   * What the icon means, for an icon that stands alone. Omitted (the usual case), the icon is
   * decorative: hidden from assistive technology, because the text beside it says the same.
   */
  label?: string
}

/** One icon of the product's set, drawn in SVG on the size and colour tokens. */
export function Icon({
  icon,
  size = 'medium',
  tone = 'current',
  label,
  className,
  ...rest
}: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={icon.name}
      data-size={size}
      data-tone={tone}
      {...a11y}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {icon.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
