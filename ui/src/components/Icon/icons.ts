/**
 * The product's icon set: drawn for this product on a 24 x 24 grid with 2 px round strokes, so
 * they look the same on every platform (emoji render as empty boxes where no emoji font is
 * installed). Each icon is its own export, so an island's bundle carries only the icons it uses;
 * `ICONS` looks them up by name for build-time pages and their content.
 */

export type IconDefinition = {
  /** The icon's name in the set (also `data-icon` on the drawing). */
  readonly name: string
  /** SVG path data, drawn in `currentColor`. Circles are written as two arcs. */
  readonly paths: readonly string[]
}

/** The brand mark. */
export const compass = {
  name: 'compass',
  paths: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0', 'M15.5 8.5l-2.1 4.9-4.9 2.1 2.1-4.9z'],
} as const satisfies IconDefinition
export const target = {
  name: 'target',
  paths: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0',
    'M7 12a5 5 0 1 0 10 0a5 5 0 1 0-10 0',
    'M11 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0',
  ],
} as const satisfies IconDefinition
export const calendar = {
  name: 'calendar',
  paths: [
    'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M3 10h18',
    'M8 3v4',
    'M16 3v4',
  ],
} as const satisfies IconDefinition
export const reuse = {
  name: 'reuse',
  paths: [
    'M4 12a8 8 0 0 1 13.7-5.6L20 8.5',
    'M20 4v4.5h-4.5',
    'M20 12a8 8 0 0 1-13.7 5.6L4 15.5',
    'M4 20v-4.5h4.5',
  ],
} as const satisfies IconDefinition
export const pencil = {
  name: 'pencil',
  paths: ['M4 20h4L19 9l-4-4L4 16z', 'M13 7l4 4'],
} as const satisfies IconDefinition
export const chart = {
  name: 'chart',
  paths: ['M4 20h16', 'M7 16v-5', 'M12 16V6', 'M17 16v-8'],
} as const satisfies IconDefinition
export const search = {
  name: 'search',
  paths: ['M4.5 11a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0-13 0', 'M20 20l-4.4-4.4'],
} as const satisfies IconDefinition
export const trending = {
  name: 'trending',
  paths: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
} as const satisfies IconDefinition
export const check = {
  name: 'check',
  paths: ['M5 12.5l4.5 4.5L19 7'],
} as const satisfies IconDefinition
export const plus = {
  name: 'plus',
  paths: ['M12 5v14', 'M5 12h14'],
} as const satisfies IconDefinition
export const list = {
  name: 'list',
  paths: [
    'M7 4h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
    'M9 9h6',
    'M9 13h6',
    'M9 17h4',
  ],
} as const satisfies IconDefinition
export const questions = {
  name: 'questions',
  paths: [
    'M6 3h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
    'M8 8l1.5 1.5L12 7',
    'M14 8.5h2',
    'M8 14l1.5 1.5L12 13',
    'M14 14.5h2',
  ],
} as const satisfies IconDefinition
export const lightbulb = {
  name: 'lightbulb',
  paths: [
    'M9 18h6',
    'M10 21h4',
    'M12 3a6 6 0 0 0-3.6 10.8c.6.5 1.1 1.3 1.1 2.1V16h5v-.1c0-.8.5-1.6 1.1-2.1A6 6 0 0 0 12 3z',
  ],
} as const satisfies IconDefinition
export const star = {
  name: 'star',
  paths: ['M12 3l2.8 5.8 6.2.8-4.6 4.3 1.2 6.2L12 17l-5.6 3.1 1.2-6.2L3 9.6l6.2-.8z'],
} as const satisfies IconDefinition
export const university = {
  name: 'university',
  paths: ['M3 9l9-5 9 5', 'M5 10v7', 'M9.7 10v7', 'M14.3 10v7', 'M19 10v7', 'M3 20h18', 'M4 17h16'],
} as const satisfies IconDefinition
export const mail = {
  name: 'mail',
  paths: [
    'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M3 7l9 6 9-6',
  ],
} as const satisfies IconDefinition
export const clock = {
  name: 'clock',
  paths: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0', 'M12 7v5l3 2'],
} as const satisfies IconDefinition
export const message = {
  name: 'message',
  paths: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
} as const satisfies IconDefinition
export const chevronDown = {
  name: 'chevron-down',
  paths: ['M6 9l6 6 6-6'],
} as const satisfies IconDefinition

/** Every icon by name: for build-time pages, content schemas and stories (not for islands). */
export const ICONS = {
  compass,
  target,
  calendar,
  reuse,
  pencil,
  chart,
  search,
  trending,
  check,
  plus,
  list,
  questions,
  lightbulb,
  star,
  university,
  mail,
  clock,
  message,
  'chevron-down': chevronDown,
} as const satisfies Record<string, IconDefinition>

export type IconName = keyof typeof ICONS

/** Every icon's name, for schemas (the site's content) and stories. */
export const ICON_NAMES = Object.keys(ICONS) as [IconName, ...IconName[]]
