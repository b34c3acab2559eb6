import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { clickCallsOnce, showsTexts } from '../../testing/story-plays.ts'
import { DebugPanel } from './DebugPanel.tsx'

const meta = {
  title: 'Dashboard/DebugPanel',
  component: DebugPanel,
  args: {
    state: 'universities',
    userId: 'abc123def456ghi',
    serverReachable: true,
    lastSave: '2026-11-21T21:00:00.000Z',
    pendingWrites: 0,
    onJump: fn(),
    onReset: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DebugPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Online: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'quiz-results' }))
    await expect(args.onJump).toHaveBeenCalledWith('quiz-results')
    await clickCallsOnce(canvas, 'Reset to new', args.onReset)
  },
}

export const Offline: Story = {
  args: { serverReachable: false, lastSave: null, pendingWrites: 3 },
  play: showsTexts('unreachable'),
}
