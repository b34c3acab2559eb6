import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { target } from '../Icon/icons.ts'
import { FeatureCard } from './FeatureCard.tsx'

const meta = {
  title: 'Marketing/FeatureCard',
  component: FeatureCard,
  args: {
    icon: target,
    title: 'AI University Matching',
    summary: 'Answer a short quiz and see universities that fit your goals, budget and grades.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'AI University Matching' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}

export const WithLink: Story = {
  args: { href: '/features#ai-university-matching' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Learn more about AI University Matching' }),
    ).toHaveAttribute('href', '/features#ai-university-matching')
  },
}

export const Highlighted: Story = {
  args: { variant: 'highlighted', headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-variant', 'highlighted')
  },
}
