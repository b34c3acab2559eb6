import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RegisterForm } from './RegisterForm.tsx'

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { onRegister: fn(), onGoogle: fn() },
} satisfies Meta<typeof RegisterForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Full name')).toHaveValue('')
    await expect(canvas.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    )
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Full name'), 'Maya Johnson')
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'correct-horse')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'different-horse')
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    await expect(canvas.getByText('Passwords do not match')).toBeVisible()
    await expect(canvas.getByText('Please agree to the terms and conditions')).toBeVisible()
    await expect(args.onRegister).not.toHaveBeenCalled()
  },
}

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Full name'), 'Maya Johnson')
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'correct-horse')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'correct-horse')
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    await expect(args.onRegister).toHaveBeenCalledWith({
      name: 'Maya Johnson',
      email: 'maya@example.com',
      password: 'correct-horse',
      passwordConfirm: 'correct-horse',
      agreeToTerms: true,
    })
  },
}

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Creating account...' })).toBeDisabled()
  },
}

export const ServerError: Story = {
  args: {
    serverError: 'An account with this email already exists.',
    serverFieldErrors: { email: 'An account with this email already exists.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    )
  },
}

export const RateLimited: Story = {
  args: { serverError: 'Too many attempts to sign up. Please wait a minute and try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many attempts to sign up.')
  },
}

export const GooglePending: Story = {
  args: { googleStatus: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Waiting for Google...' })).toBeDisabled()
  },
}

export const PopupBlocked: Story = {
  args: { serverError: 'Please allow popups for this site to sign up with Google' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please allow popups for this site to sign up with Google',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with Google' }))
    await expect(args.onGoogle).toHaveBeenCalledTimes(1)
  },
}

export const Cancelled: Story = {
  args: { serverError: 'Sign up was cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sign up was cancelled')
  },
}

export const GoogleNotConfigured: Story = {
  args: { googleStatus: 'not-configured' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('button', { name: 'Google sign-in is not configured' }),
    ).toBeDisabled()
  },
}
