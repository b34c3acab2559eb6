import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NewCard } from './NewCard.tsx'

const meta = {
  title: 'Dashboard/NewCard',
  component: NewCard,
  args: { onChooseMatchMe: fn(), onChooseUniversities: fn() },
} satisfies Meta<typeof NewCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /MatchMe/ }))
    await expect(args.onChooseMatchMe).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: /Select Universities/ }))
    await expect(args.onChooseUniversities).toHaveBeenCalledOnce()
  },
}
