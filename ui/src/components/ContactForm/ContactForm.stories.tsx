import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useRef, type ReactNode } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { ContactForm } from './ContactForm.tsx'
import { showsDisabledButton } from '../../testing/story-plays.ts'
import { enhanceContactForm } from './contact-form-behaviour.ts'

const send = fn(() => Promise.resolve())

/** Runs the form's behaviour (the same code /contact runs) over what the story rendered. */
function WithBehaviour({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = ref.current?.querySelector<HTMLElement>('[data-contact-form]')
    if (!root) return
    return enhanceContactForm(root, {
      send,
      describeFailure: () => ({ message: 'Your message was not sent.', fields: {} }),
    })
  }, [])
  return <div ref={ref}>{children}</div>
}
const withBehaviour: Decorator = (Story) => (
  <WithBehaviour>
    <Story />
  </WithBehaviour>
)

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: { ready: true },
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

/** As the page is built: the button waits for the form's script. */
export const BeforeItsScript: Story = {
  args: { ready: false },
  play: showsDisabledButton('Send Message'),
}

export const Empty: Story = {
  decorators: [withBehaviour],
  play: async ({ canvas }) => {
    send.mockClear()
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(
      'This field is required',
    )
    await expect(canvas.getByLabelText('Subject')).toHaveAccessibleDescription(
      'Please choose a subject',
    )
    await expect(canvas.getByLabelText('Name')).toHaveFocus()
    await expect(send).not.toHaveBeenCalled()
  },
}

export const WithErrors: Story = {
  args: {
    values: { ...filled, email: 'maya@' },
    errors: { email: 'Please enter a valid email address' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
  },
}

export const Filled: Story = {
  decorators: [withBehaviour],
  play: async ({ canvas }) => {
    send.mockClear()
    await userEvent.type(canvas.getByLabelText('Name'), '  Maya Johnson ')
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@example.com')
    await userEvent.selectOptions(canvas.getByLabelText('Subject'), 'Partnership Inquiry')
    await userEvent.type(canvas.getByLabelText('Message'), 'Hello!')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
    await expect(send).toHaveBeenCalledWith({
      name: 'Maya Johnson',
      email: 'maya@example.com',
      subject: 'partnership',
      message: 'Hello!',
    })
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your message has been sent')
  },
}

export const Sending: Story = {
  args: { status: 'sending', values: filled },
  play: showsDisabledButton('Sending...'),
}

export const SendFailed: Story = {
  args: {
    values: filled,
    serverError:
      "Your message was not sent. Can't reach the server. Check your connection and try again.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Can't reach the server")
    await expect(canvas.getByLabelText('Message')).toHaveValue(filled.message)
  },
}

export const ServerFieldErrors: Story = {
  args: { values: filled, errors: { email: 'Must be a valid email address.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Must be a valid email address.',
    )
  },
}

export const Sent: Story = {
  args: { status: 'sent' },
  decorators: [withBehaviour],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your message has been sent')
    await userEvent.click(canvas.getByRole('button', { name: 'Send another message' }))
    await expect(canvas.getByLabelText('Message')).toHaveValue('')
    await expect(canvas.getByLabelText('Name')).toHaveFocus()
  },
}
