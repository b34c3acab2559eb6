import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { diffWords } from '../../logic/essays/diff.ts'
import { VERSIONS } from '../../testing/essay-fixtures.ts'
import { clickCallsOnce, showsIn, showsTexts } from '../../testing/story-plays.ts'
import { VersionHistory } from './VersionHistory.tsx'

const meta = {
  title: 'Essays/VersionHistory',
  component: VersionHistory,
  parameters: { layout: 'padded' },
  args: {
    versions: VERSIONS,
    picked: [],
    viewing: null,
    compare: { state: 'idle' },
    onPick: fn(),
    onView: fn(),
    onCompare: fn(),
    onRename: fn(),
    onRestore: fn(),
  },
} satisfies Meta<typeof VersionHistory>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvas, args }) => {
    const boxes = canvas.getAllByRole('checkbox')
    await expect(boxes).toHaveLength(4)
    await expect(canvas.getByRole('checkbox', { name: /Sent to my counselor/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Compare the two ticked' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: /Revision 6/ }))
    await expect(args.onPick).toHaveBeenCalledWith('v4', true)
    await userEvent.click(canvas.getByRole('button', { name: 'Open Revision 1' }))
    await expect(args.onView).toHaveBeenCalledWith('v1')
    await userEvent.click(canvas.getByRole('button', { name: 'Name Revision 1' }))
    await expect(args.onRename).toHaveBeenCalledWith('v1')
  },
}

export const OneOpen: Story = {
  args: { viewing: 'v2' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Text of Sent to my counselor' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Open Sent to my counselor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(
      canvas.getByRole('button', { name: 'Put this version back in the editor' }),
    )
    await expect(args.onRestore).toHaveBeenCalledWith('v2')
  },
}

export const TwoPicked: Story = {
  args: { picked: ['v4', 'v2'] },
  play: async ({ canvas, args }) => {
    // A third cannot be ticked while two are.
    await expect(canvas.getByRole('checkbox', { name: /Revision 1/ })).toBeDisabled()
    await clickCallsOnce(canvas, 'Compare the two ticked', args.onCompare)
  },
}

export const Comparing: Story = {
  args: { picked: ['v4', 'v2'], compare: { state: 'loading' } },
  play: showsIn('status', 'Comparing...'),
}

export const Compared: Story = {
  args: {
    picked: ['v4', 'v2'],
    compare: {
      state: 'ready',
      parts: diffWords(
        'At Cornell I will study soil.',
        'At Northwestern I will study soil and rivers.',
      ),
    },
  },
  play: async ({ canvas }) => {
    const comparison = within(canvas.getByRole('region', { name: 'Comparison' }))
    await expect(
      comparison.getByText('From Sent to my counselor to Revision 6: 4 words added, 2 removed.'),
    ).toBeVisible()
    await expect(comparison.getByText('Cornell')).toBeVisible()
  },
}

export const CompareFailed: Story = {
  args: { picked: ['v4', 'v2'], compare: { state: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded')
    await clickCallsOnce(canvas, 'Try again', args.onCompare)
  },
}

export const Empty: Story = {
  args: { versions: [] },
  play: showsTexts(/No versions yet/),
}
