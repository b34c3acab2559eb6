import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { clicksCallOnce, showsDisabledButton } from '../../testing/story-plays.ts'
import { ItemActions } from './ItemActions.tsx'

const meta = {
  title: 'Planner/ItemActions',
  component: ItemActions,
  args: { name: 'Rotary Club of Springfield', onEdit: fn(), onRemove: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ItemActions>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: clicksCallOnce({
    'Edit Rotary Club of Springfield': 'onEdit',
    'Remove Rotary Club of Springfield': 'onRemove',
  }),
}

export const Removing: Story = {
  args: { busy: true },
  play: showsDisabledButton('Removing Rotary Club of Springfield'),
}
