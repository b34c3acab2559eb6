import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { clickCallsOnce } from '../../testing/story-plays.ts'
import { NewCard } from './NewCard.tsx'

const meta = {
  title: 'Dashboard/NewCard',
  component: NewCard,
  args: { onChooseMatchMe: fn(), onChooseUniversities: fn() },
} satisfies Meta<typeof NewCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await clickCallsOnce(canvas, /MatchMe/, args.onChooseMatchMe)
    await clickCallsOnce(canvas, /Select Universities/, args.onChooseUniversities)
  },
}
