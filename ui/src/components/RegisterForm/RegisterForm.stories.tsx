import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import {
  disabledButtonStory,
  fillFields,
  googleFormStories,
  showsIn,
} from '../../testing/story-plays.ts'
import { RegisterForm } from './RegisterForm.tsx'

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { onRegister: fn(), onGoogle: fn() },
} satisfies Meta<typeof RegisterForm>

export default meta
type Story = StoryObj<typeof meta>

const google = googleFormStories('up')

/** Maya's registration, by field label, short of the password confirmation. */
const MAYA = { 'Full name': 'Maya Johnson', Email: 'maya@example.com', Password: 'correct-horse' }

export const Empty: Story = {
  play: async ({ canvas }) => {
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
  play: async ({ canvas, args }) => {
    await fillFields(canvas, { ...MAYA, 'Confirm password': 'different-horse' })
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    await expect(canvas.getByText('Passwords do not match')).toBeVisible()
    await expect(canvas.getByText('Please agree to the terms and conditions')).toBeVisible()
    await expect(args.onRegister).not.toHaveBeenCalled()
  },
}

export const Valid: Story = {
  play: async ({ canvas, args }) => {
    await fillFields(canvas, { ...MAYA, 'Confirm password': 'correct-horse' })
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }))
    await expect(args.onRegister).toHaveBeenCalledWith(
      {
        name: 'Maya Johnson',
        email: 'maya@example.com',
        password: 'correct-horse',
        passwordConfirm: 'correct-horse',
        agreeToTerms: true,
      },
      { sharedComputer: false },
    )
  },
}

/** Signing up on a shared computer: nothing of the new account is kept on the device. */
export const SharedComputer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'This is a shared computer' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with Google' }))
    await expect(args.onGoogle).toHaveBeenCalledWith({ sharedComputer: true })
  },
}

export const Submitting: Story = disabledButtonStory(
  { status: 'submitting' },
  'Creating account...',
)

export const ServerError: Story = {
  args: {
    serverError: 'An account with this email already exists.',
    serverFieldErrors: { email: 'An account with this email already exists.' },
  },
  play: showsIn('alert', 'An account with this email already exists.'),
}

export const RateLimited: Story = google.RateLimited
export const GooglePending: Story = google.GooglePending
export const PopupBlocked: Story = google.PopupBlocked
export const Cancelled: Story = google.Cancelled
export const GoogleNotConfigured: Story = google.GoogleNotConfigured
