import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { clickCallsOnce } from '../../testing/story-plays.ts'
import { UniversitiesIntroCard } from './UniversitiesIntroCard.tsx'

const meta = {
  title: 'Dashboard/UniversitiesIntroCard',
  component: UniversitiesIntroCard,
  args: { onBrowse: fn(), onBack: fn() },
} satisfies Meta<typeof UniversitiesIntroCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
    await clickCallsOnce(canvas, 'Browse Universities', args.onBrowse)
  },
}
