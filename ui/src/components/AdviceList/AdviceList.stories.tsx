import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { textsOf } from '../../testing/story-plays.ts'
import { AdviceList } from './AdviceList.tsx'

const meta = {
  title: 'Analytics/AdviceList',
  component: AdviceList,
  args: {
    advice: [
      { tone: 'warning', text: 'No likely school you can afford yet.' },
      { tone: 'good', text: 'Your list has target schools.' },
      { tone: 'info', text: 'Add a budget in the quiz.' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdviceList>

export default meta
type Story = StoryObj<typeof meta>

export const EveryTone: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Advice' })).getAllByRole('listitem')
    await expect(textsOf(items)).toEqual([
      'Watch out: No likely school you can afford yet.',
      'Good: Your list has target schools.',
      'Note: Add a budget in the quiz.',
    ])
  },
}

export const NoAdvice: Story = {
  args: { advice: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()
  },
}
