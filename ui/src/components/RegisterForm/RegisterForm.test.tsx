import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
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

  it('is server-rendered unable to submit, and keeps what was typed before hydration', async () => {
    const onRegister = vi.fn()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<RegisterForm onRegister={onRegister} />)
    document.body.append(container)
    // Before the script: no native submit (it would put the password in the URL).
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled()
    const typeRaw = (label: string | RegExp, value: string) => {
      const field = screen.getByLabelText(label)
      if (!(field instanceof HTMLInputElement)) throw new Error(`${String(label)} is not an input`)
      field.value = value
    }
    typeRaw('Full name', 'Maya Johnson')
    typeRaw('Email', 'maya@example.com')
    typeRaw('Password', 'correct-horse')
    typeRaw('Confirm password', 'correct-horse')
    for (const box of [/I agree/, 'This is a shared computer']) {
      const ticked = screen.getByRole('checkbox', { name: box })
      if (ticked instanceof HTMLInputElement) ticked.checked = true
    }

    let root: ReturnType<typeof hydrateRoot> | null = null
    act(() => {
      root = hydrateRoot(container, <RegisterForm onRegister={onRegister} />)
    })
    const submit = screen.getByRole('button', { name: 'Create Account' })
    expect(submit).toBeEnabled()
    await userEvent.setup().click(submit)
    expect(onRegister).toHaveBeenCalledWith(
      {
        name: 'Maya Johnson',
        email: 'maya@example.com',
        password: 'correct-horse',
        passwordConfirm: 'correct-horse',
        agreeToTerms: true,
      },
      { sharedComputer: true },
    )
    act(() => root?.unmount())
    container.remove()
  })

  it('opens the legal texts through the callback when given one', async () => {
    const onOpenLegal = vi.fn()
    render(<RegisterForm onRegister={vi.fn()} onOpenLegal={onOpenLegal} />)
    await userEvent.setup().click(screen.getByRole('link', { name: 'Terms of Service' }))
    expect(onOpenLegal).toHaveBeenCalledWith('terms')
  })
})
