import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeStudent } from '../../testing/student-fixtures.ts'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { PasswordResetIsland } from './PasswordResetIsland.tsx'

const maya = makeStudent({ email: 'maya@example.com' })

function client() {
  return createMemoryDataClient({
    student: null,
    accounts: { 'maya@example.com': { password: 'old-password', student: maya } },
    resetTokens: { 'good-token': 'maya@example.com' },
  })
}

describe('PasswordResetIsland', () => {
  it('asks for a link and says it is on its way, whatever the case typed', async () => {
    const data = client()
    render(<PasswordResetIsland step="request" data={data} />)
    await userEvent.type(screen.getByLabelText('Email'), 'Maya@Example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Maya@Example.com')
    expect(data.written.resetRequests).toEqual(['maya@example.com'])
  })

  it('keeps the address typed and says why when the request fails', async () => {
    const data = client()
    data.setFailure('rate-limited')
    render(<PasswordResetIsland step="request" data={data} />)
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset requests.')
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com')
  })

  it('saves the new password with the link, which then signs in', async () => {
    const data = client()
    render(<PasswordResetIsland step="confirm" data={data} token="good-token" />)
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.')
    await expect(
      data.auth.signIn({ email: 'maya@example.com', password: 'new-password-1' }),
    ).resolves.toMatchObject({ id: maya.id })
  })

  it('says a used link is no good and keeps what was typed', async () => {
    render(<PasswordResetIsland step="confirm" data={client()} token="used-token" />)
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('expired or was already used')
    expect(screen.getByLabelText('New password')).toHaveValue('new-password-1')
  })

  it('reads the token from the page address, and says when there is none', async () => {
    window.history.replaceState(null, '', '/reset-password/')
    render(<PasswordResetIsland step="confirm" data={client()} />)
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('needs the link from your reset email'),
    )
  })
})
