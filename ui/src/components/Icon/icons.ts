/**
 * The product's icon set: drawn for this product on a 24 x 24 grid with 2 px round strokes, so
 * they look the same on every platform (emoji render as empty boxes where no emoji font is
 * installed). Each icon is a list of SVG path data; `Icon` draws them in `currentColor`.
 */

/** A circle as path data, so every icon is paths only. */
const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`

export const ICONS = {
  /** The brand mark. */
  compass: [circle(12, 12, 9), 'M15.5 8.5l-2.1 4.9-4.9 2.1 2.1-4.9z'],
  target: [circle(12, 12, 9), circle(12, 12, 5), circle(12, 12, 1)],
  calendar: [
    'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M3 10h18',
    'M8 3v4',
    'M16 3v4',
  ],
  reuse: [
    'M4 12a8 8 0 0 1 13.7-5.6L20 8.5',
    'M20 4v4.5h-4.5',
    'M20 12a8 8 0 0 1-13.7 5.6L4 15.5',
    'M4 20v-4.5h4.5',
  ],
  pencil: ['M4 20h4L19 9l-4-4L4 16z', 'M13 7l4 4'],
  chart: ['M4 20h16', 'M7 16v-5', 'M12 16V6', 'M17 16v-8'],
  search: [circle(11, 11, 6.5), 'M20 20l-4.4-4.4'],
  trending: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  check: ['M5 12.5l4.5 4.5L19 7'],
  plus: ['M12 5v14', 'M5 12h14'],
  list: [
    'M7 4h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
    'M9 9h6',
    'M9 13h6',
    'M9 17h4',
  ],
  questions: [
    'M6 3h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
    'M8 8l1.5 1.5L12 7',
    'M14 8.5h2',
    'M8 14l1.5 1.5L12 13',
    'M14 14.5h2',
  ],
  lightbulb: [
    'M9 18h6',
    'M10 21h4',
    'M12 3a6 6 0 0 0-3.6 10.8c.6.5 1.1 1.3 1.1 2.1V16h5v-.1c0-.8.5-1.6 1.1-2.1A6 6 0 0 0 12 3z',
  ],
  star: ['M12 3l2.8 5.8 6.2.8-4.6 4.3 1.2 6.2L12 17l-5.6 3.1 1.2-6.2L3 9.6l6.2-.8z'],
  university: [
    'M3 9l9-5 9 5',
    'M5 10v7',
    'M9.7 10v7',
    'M14.3 10v7',
    'M19 10v7',
    'M3 20h18',
    'M4 17h16',
  ],
  mail: ['M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z', 'M3 7l9 6 9-6'],
  clock: [circle(12, 12, 9), 'M12 7v5l3 2'],
  message: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
  'chevron-down': ['M6 9l6 6 6-6'],
} as const satisfies Record<string, readonly string[]>

export type IconName = keyof typeof ICONS

/** Every icon's name, for schemas (the site's content) and stories. */
export const ICON_NAMES = Object.keys(ICONS) as [IconName, ...IconName[]]
