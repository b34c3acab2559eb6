import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { disabledButtonStory, fillFields, showsIn } from '../../testing/story-plays.ts'
import { ResetPasswordForm } from './ResetPasswordForm.tsx'

const meta = {
  title: 'Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSave: fn() },
} satisfies Meta<typeof ResetPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

/** Types the new password 'correct-horse', confirms it as `confirmation` and saves. */
async function submitNewPassword(canvas: StoryContext['canvas'], confirmation: string) {
  await fillFields(canvas, {
    'New password': 'correct-horse',
    'Confirm new password': confirmation,
  })
  await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }))
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Choose a new password' })).toBeVisible()
    await expect(canvas.getByLabelText('New password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    )
  },
}

export const Mismatch: Story = {
  play: async ({ canvas, args }) => {
    await submitNewPassword(canvas, 'correct-horsE')
    await expect(canvas.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    )
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Valid: Story = {
  play: async ({ canvas, args }) => {
    await submitNewPassword(canvas, 'correct-horse')
    await expect(args.onSave).toHaveBeenCalledWith({
      password: 'correct-horse',
      passwordConfirm: 'correct-horse',
    })
  },
}

export const Saving: Story = disabledButtonStory({ status: 'saving' }, 'Saving...')

export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed.')
    await expect(
      canvas.getByRole('link', { name: 'Sign in with your new password' }),
    ).toHaveAttribute('href', '/login')
  },
}

export const ExpiredLink: Story = {
  args: {
    serverError: 'This link has expired or was already used. Ask for a new one.',
  },
  play: showsIn('alert', 'has expired or was already used'),
}

export const MissingLink: Story = {
  args: { status: 'missing-link' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'needs the link from your reset email',
    )
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
  },
}
