import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ContactForm } from './ContactForm.tsx'

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: { onSend: fn(), onReset: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactForm>

export default meta
type Story = StoryObj<typeof meta>

const filled = {
  name: 'Maya Johnson',
  email: 'maya@example.com',
  subject: 'billing',
  message: 'Can I pay for a premium plan monthly?',
} as const

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(
      'This field is required',
    )
    await expect(canvas.getByLabelText('Subject')).toHaveAccessibleDescription(
      'Please choose a subject',
    )
    await expect(canvas.getByLabelText('Name')).toHaveFocus()
    await expect(args.onSend).not.toHaveBeenCalled()
  },
}

export const InvalidEmail: Story = {
  args: { initialValues: { ...filled, email: 'maya@' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
    await expect(args.onSend).not.toHaveBeenCalled()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Name'), '  Maya Johnson ')
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@example.com')
    await userEvent.selectOptions(canvas.getByLabelText('Subject'), 'Partnership Inquiry')
    await userEvent.type(canvas.getByLabelText('Message'), 'Hello!')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
    await expect(args.onSend).toHaveBeenCalledWith({
      name: 'Maya Johnson',
      email: 'maya@example.com',
      subject: 'partnership',
      message: 'Hello!',
    })
  },
}

export const Sending: Story = {
  args: { status: 'sending', initialValues: filled },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending...' })).toBeDisabled()
  },
}

export const SendFailed: Story = {
  args: {
    initialValues: filled,
    serverError: "Can't reach the server. Check your connection and try again.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent("Can't reach the server")
    await expect(canvas.getByLabelText('Message')).toHaveValue(filled.message)
  },
}

export const ServerFieldErrors: Story = {
  args: { initialValues: filled, serverFieldErrors: { email: 'Must be a valid email address.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toHaveAccessibleDescription(
      'Must be a valid email address.',
    )
  },
}

export const Sent: Story = {
  args: { status: 'sent' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Your message has been sent')
    await userEvent.click(canvas.getByRole('button', { name: 'Send another message' }))
    await expect(args.onReset).toHaveBeenCalledOnce()
  },
}
