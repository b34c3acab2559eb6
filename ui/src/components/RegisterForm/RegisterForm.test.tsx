import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RegisterForm } from './RegisterForm.tsx'

describe('RegisterForm', () => {
  it('keeps what was typed when the server refuses it', async () => {
    const onRegister = vi.fn()
    const { rerender } = render(<RegisterForm onRegister={onRegister} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Full name'), 'Maya Johnson')
    await user.type(screen.getByLabelText('Email'), 'maya@example.com')
    await user.type(screen.getByLabelText('Password'), 'correct-horse')
    await user.type(screen.getByLabelText('Confirm password'), 'correct-horse')
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(onRegister).toHaveBeenCalledTimes(1)

    rerender(<RegisterForm onRegister={onRegister} serverError="Can't reach the server." />)
    expect(screen.getByRole('alert')).toHaveTextContent("Can't reach the server.")
    expect(screen.getByLabelText('Full name')).toHaveValue('Maya Johnson')
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com')
  })

  it('links each error to its field', async () => {
    render(<RegisterForm onRegister={vi.fn()} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }))
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('This field is required')
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Please agree to the terms and conditions',
    )
  })

  it('opens the legal texts through the callback when given one', async () => {
    const onOpenLegal = vi.fn()
    render(<RegisterForm onRegister={vi.fn()} onOpenLegal={onOpenLegal} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Terms of Service' }))
    expect(onOpenLegal).toHaveBeenCalledWith('terms')
  })
})
