import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RegisterForm } from './RegisterForm.tsx'

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { onRegister: fn() },
} satisfies Meta<typeof RegisterForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

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
