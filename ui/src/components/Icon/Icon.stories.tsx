import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { showsNamed } from '../../testing/story-plays.ts'
import { Icon } from './Icon.tsx'
import { compass, ICON_NAMES, ICONS } from './icons.ts'

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { icon: compass, size: 'xlarge', tone: 'accent' },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

/** Decorative (the usual case): hidden from assistive technology, the text beside it speaks. */
export const Decorative: Story = {
  play: async ({ canvas, canvasElement }) => {
    const svg = canvasElement.querySelector('svg')
    await expect(svg).toHaveAttribute('aria-hidden', 'true')
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
  },
}

/** An icon that stands alone says what it means. */
export const Labelled: Story = {
  args: { label: 'College Compass' },
  play: showsNamed('img', 'College Compass'),
}

/** Every icon of the set, at the size used on cards, with its name. */
export const AllIcons: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: 'var(--space-4)',
        width: '40rem',
        padding: 0,
        listStyle: 'none',
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 'var(--space-2)' }}>
          <Icon {...args} icon={ICONS[name]} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(ICON_NAMES.length)
  },
}

/** The size tokens, small to hero. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'end', gap: 'var(--space-4)' }}>
      {(['small', 'medium', 'large', 'xlarge', 'hero'] as const).map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map(
      (svg) => svg.getBoundingClientRect().width,
    )
    await expect(widths).toEqual([16, 20, 24, 32, 40])
  },
}

/** The colour tokens: the text's colour, the accent and muted. */
export const Tones: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 'var(--space-4)', color: 'var(--color-text)' }}>
      <Icon {...args} tone="current" />
      <Icon {...args} tone="accent" />
      <Icon {...args} tone="muted" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const colours = [...canvasElement.querySelectorAll('svg')].map(
      (svg) => getComputedStyle(svg).color,
    )
    await expect(colours).toEqual(['rgb(27, 31, 42)', 'rgb(51, 70, 196)', 'rgb(74, 82, 101)'])
  },
}
