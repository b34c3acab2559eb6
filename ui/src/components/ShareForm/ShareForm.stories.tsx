import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { SHARE_MESSAGES } from '../../logic/sharing/share.ts'
import { serverErrorStory, showsDisabledButton } from '../../testing/story-plays.ts'
import { ShareForm } from './ShareForm.tsx'

const meta = {
  title: 'Sharing/ShareForm',
  component: ShareForm,
  args: {
    mode: 'new',
    initial: {
      label: '',
      scope: ['list', 'deadlines', 'readiness'],
      comments: false,
      duration: '90',
    },
    cycleEnd: 'Sat, Jul 31, 2027',
    onSave: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShareForm>

export default meta
type Story = StoryObj<typeof meta>

/** A new link: the plan without essays, money or quiz answers is ticked; comments wait for essays. */
export const New: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: /^Essays:/ })).not.toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: /^Quiz answers:/ })).not.toBeChecked()
    const comments = canvas.getByRole('checkbox', { name: 'Let them comment on essays' })
    await expect(comments).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Essays:/ }))
    await expect(comments).toBeEnabled()
    await userEvent.click(comments)
    await userEvent.type(canvas.getByLabelText('Who is it for?'), 'Ms. Lee, counselor')
    await userEvent.click(canvas.getByRole('button', { name: 'Make the link' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      label: 'Ms. Lee, counselor',
      scope: ['list', 'deadlines', 'readiness', 'essays'],
      comments: true,
      duration: '90',
    })
  },
}

/** Unticking Essays unticks comments too: comments are left on essays. */
export const CommentsFollowEssays: Story = {
  args: { initial: { label: 'Coach', scope: ['essays'], comments: true, duration: '30' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Essays:/ }))
    const comments = canvas.getByRole('checkbox', { name: 'Let them comment on essays' })
    await expect(comments).not.toBeChecked()
    await expect(comments).toBeDisabled()
  },
}

/** Nothing sent without a name and a part to show; the first field with a message is focused. */
export const Refused: Story = {
  args: { initial: { label: '', scope: [], comments: false, duration: '90' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make the link' }))
    await expect(canvas.getByLabelText('Who is it for?')).toHaveFocus()
    await expect(canvas.getByLabelText('Who is it for?')).toHaveAccessibleDescription(
      expect.stringContaining(SHARE_MESSAGES.labelRequired),
    )
    await expect(canvas.getByText(SHARE_MESSAGES.scopeRequired)).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** Changing a link: its end can stay as it is. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    initial: { label: 'Mom', scope: ['list', 'deadlines'], comments: false, duration: 'keep' },
    currentEnd: 'Thu, Feb 25, 2027',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('How long it works')).toHaveDisplayValue(
      'Keep: until Thu, Feb 25, 2027',
    )
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible()
  },
}

export const Saving: Story = {
  args: { status: 'saving', initial: { ...meta.args.initial, label: 'Mom' } },
  play: showsDisabledButton(/Make the link|Saving/),
}

export const ServerError = serverErrorStory(
  "Nothing was saved. Can't reach the server. Check your connection and try again.",
  'Nothing was saved.',
)

export const ServerFieldError: Story = {
  args: {
    initial: { ...meta.args.initial, label: 'Mom' },
    serverFieldErrors: { label: SHARE_MESSAGES.tooMany },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SHARE_MESSAGES.tooMany)).toBeVisible()
  },
}
