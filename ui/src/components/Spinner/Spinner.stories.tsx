import type { Meta, StoryObj } from '@storybook/react-vite'
import { showsIn } from '../../testing/story-plays.ts'
import { Spinner } from './Spinner.tsx'

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading your dashboard...' },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: showsIn('status', 'Loading your dashboard...'),
}
