import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { clickCallsOnce } from '../../testing/story-plays.ts'
import { MatchMeIntroCard } from './MatchMeIntroCard.tsx'

const meta = {
  title: 'Dashboard/MatchMeIntroCard',
  component: MatchMeIntroCard,
  args: { onStart: fn(), onBack: fn(), onClose: fn() },
} satisfies Meta<typeof MatchMeIntroCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
    await clickCallsOnce(canvas, 'Start the Quiz', args.onStart)
    await clickCallsOnce(canvas, 'Go Back', args.onBack)
    await clickCallsOnce(canvas, 'Close', args.onClose)
  },
}
