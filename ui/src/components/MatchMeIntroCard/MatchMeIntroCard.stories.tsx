import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MatchMeIntroCard } from './MatchMeIntroCard.tsx'

const meta = {
  title: 'Dashboard/MatchMeIntroCard',
  component: MatchMeIntroCard,
  args: { onStart: fn(), onBack: fn(), onClose: fn() },
} satisfies Meta<typeof MatchMeIntroCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
    await userEvent.click(canvas.getByRole('button', { name: 'Start the Quiz' }))
    await expect(args.onStart).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}
