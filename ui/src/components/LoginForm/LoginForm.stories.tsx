import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { fillCredentials, googleFormStories, serverErrorStory } from '../../testing/story-plays.ts'
import { LoginForm } from './LoginForm.tsx'

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSignIn: fn(), onGoogle: fn(), onOpenLegal: fn() },
} satisfies Meta<typeof LoginForm>

export default meta
type Story = StoryObj<typeof meta>

const google = googleFormStories('in')

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled()
  },
}

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'This field is required',
    )
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'This field is required',
    )
    await expect(args.onSignIn).not.toHaveBeenCalled()
  },
}

export const Valid: Story = {
  play: async ({ canvas, args }) => {
    await fillCredentials(canvas, 'maya@example.com', 'correct-horse')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(args.onSignIn).toHaveBeenCalledWith(
      { email: 'maya@example.com', password: 'correct-horse' },
      { sharedComputer: false },
    )
  },
}

/** "This is a shared computer" goes with the sign-in, by password or by Google. */
export const SharedComputer: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'This is a shared computer' })
    await expect(box).not.toBeChecked()
    await expect(box).toHaveAccessibleDescription(/Nothing of yours is kept on this computer/)
    await userEvent.click(box)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }))
    await expect(args.onGoogle).toHaveBeenCalledWith({ sharedComputer: true })
    await fillCredentials(canvas, 'maya@example.com', 'correct-horse')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(args.onSignIn).toHaveBeenCalledWith(
      { email: 'maya@example.com', password: 'correct-horse' },
      { sharedComputer: true },
    )
  },
}

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: 'This is a shared computer' })).toBeDisabled()
  },
}

export const ServerError: Story = serverErrorStory('Incorrect email or password.')

export const RateLimited: Story = google.RateLimited
export const GooglePending: Story = google.GooglePending
export const PopupBlocked: Story = google.PopupBlocked
export const Cancelled: Story = google.Cancelled
export const GoogleNotConfigured: Story = google.GoogleNotConfigured

export const LegalInModal: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Terms of Service' }))
    await expect(args.onOpenLegal).toHaveBeenCalledWith('terms')
  },
}
