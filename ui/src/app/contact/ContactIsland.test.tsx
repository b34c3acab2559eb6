import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DataError } from '../../data/errors.ts'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { ContactIsland } from './ContactIsland.tsx'

async function fillAndSend() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Name'), 'Maya Johnson')
  await user.type(screen.getByLabelText('Email'), 'maya@example.com')
  await user.selectOptions(screen.getByLabelText('Subject'), 'Billing Question')
  await user.type(screen.getByLabelText('Message'), 'Can I pay monthly?')
  await user.click(screen.getByRole('button', { name: 'Send Message' }))
}

describe('ContactIsland', () => {
  it('sends the message and confirms', async () => {
    const data = createMemoryDataClient({ student: null })
    render(<ContactIsland data={data} />)
    await fillAndSend()
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent')
    expect(data.written.contact).toEqual([
      {
        name: 'Maya Johnson',
        email: 'maya@example.com',
        subject: 'billing',
        message: 'Can I pay monthly?',
      },
    ])
  })

  it('says why a send failed and keeps what was typed', async () => {
    const data = createMemoryDataClient({ student: null, failWith: 'rate-limited' })
    render(<ContactIsland data={data} />)
    await fillAndSend()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message was not sent. Too many attempts. Please wait a minute and try again.',
    )
    expect(screen.getByLabelText('Message')).toHaveValue('Can I pay monthly?')
    expect(screen.getByLabelText('Subject')).toHaveValue('billing')
    expect(data.written.contact).toEqual([])
  })

  it('shows the server’s field errors on their fields', async () => {
    const data = createMemoryDataClient({ student: null })
    data.contact.send = () =>
      Promise.reject(
        new DataError('invalid', 'Please check email: Must be a valid email address.', {
          email: 'Must be a valid email address.',
        }),
      )
    render(<ContactIsland data={data} />)
    await fillAndSend()
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'Must be a valid email address.',
    )
  })
})
