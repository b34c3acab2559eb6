import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { SAMPLE_SETTINGS } from '../../testing/planner-fixtures.ts'
import { clickCallsOnce, showsDisabledButton, showsIn } from '../../testing/story-plays.ts'
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx'

const url = `https://compass.example/api/planner/calendar/${SAMPLE_SETTINGS.calendar_token}.ics`

const meta = {
  title: 'Planner/CalendarFeedPanel',
  component: CalendarFeedPanel,
  args: { feedUrl: url, onCreate: fn(), onRevoke: fn(), onCopy: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CalendarFeedPanel>

export default meta
type Story = StoryObj<typeof meta>

export const NoLink: Story = {
  args: { feedUrl: null },
  play: async ({ canvas, args }) => {
    await clickCallsOnce(canvas, 'Make a calendar link', args.onCreate)
    await expect(canvas.queryByLabelText('Your private calendar link')).toBeNull()
  },
}

export const Creating: Story = {
  args: { feedUrl: null, status: 'creating' },
  play: showsDisabledButton('Making the link...'),
}

export const Active: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Your private calendar link')).toHaveValue(url)
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    await expect(args.onCopy).toHaveBeenCalledWith(url)
    await clickCallsOnce(canvas, 'Replace with a new link', args.onCreate)
  },
}

export const Copied: Story = {
  args: { copyState: 'copied' },
  play: showsIn('status', 'Copied. Paste it into your calendar app.'),
}

export const CopyFailed: Story = {
  args: { copyState: 'failed' },
  play: showsIn('status', "Copying didn't work here: select the link and copy it."),
}

export const RevokeAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke link' }))
    await expect(args.onRevoke).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Keep it' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke link' }))
    await clickCallsOnce(canvas, 'Yes, revoke the link', args.onRevoke)
  },
}

export const Revoking: Story = {
  args: { status: 'revoking' },
  play: showsDisabledButton('Revoking...'),
}

export const Failed: Story = {
  args: { error: "Can't reach the server. Check your connection and try again." },
  play: showsIn('alert', "Can't reach the server"),
}
