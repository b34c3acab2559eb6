import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { disabledButtonStory, serverErrorStory } from '../../testing/story-plays.ts'
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx'

const meta = {
  title: 'Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onRequest: fn() },
} satisfies Meta<typeof ForgotPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Reset your password' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled()
  },
}

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
    await expect(args.onRequest).not.toHaveBeenCalled()
  },
}

export const Valid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'Maya@Example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    await expect(args.onRequest).toHaveBeenCalledWith({ email: 'Maya@Example.com' })
  },
}

export const Sending: Story = disabledButtonStory({ status: 'sending' }, 'Sending...')

export const Sent: Story = {
  args: { status: 'sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('a link to choose a new password')
    await expect(canvas.queryByRole('form')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'try again' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
  },
}

export const RateLimited: Story = serverErrorStory(
  'Too many reset requests. Please wait a minute and try again.',
  'Too many reset requests.',
)
