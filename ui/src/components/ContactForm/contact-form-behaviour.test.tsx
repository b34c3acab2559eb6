/* eslint-disable testing-library/no-node-access -- comparing the script's DOM with the view's own render needs the DOM itself */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { validateContact } from '../../logic/validation/contact.ts'
import { ContactForm, type ContactFormProps } from './ContactForm.tsx'
import { enhanceContactForm, type ContactFormBehaviourOptions } from './contact-form-behaviour.ts'

/** The form as the site builds it (not ready), with its behaviour started. */
function startForm(options: Partial<ContactFormBehaviourOptions> = {}) {
  document.body.innerHTML = renderToStaticMarkup(<ContactForm />)
  const root = document.querySelector<HTMLElement>('[data-contact-form]')
  if (!root) throw new Error('no contact form')
  const send = vi.fn<ContactFormBehaviourOptions['send']>(options.send ?? (() => Promise.resolve()))
  enhanceContactForm(root, {
    send,
    describeFailure:
      options.describeFailure ?? (() => ({ message: 'Your message was not sent.', fields: {} })),
  })
  return { root, send }
}

/** What a student (or assistive technology) can perceive of the form's state. */
function perceived(root: ParentNode) {
  const field = (name: string) => {
    const control = root.querySelector(`[name="${name}"]`)
    const message = root.querySelector<HTMLElement>(`[data-error-for="${name}"]`)
    return {
      invalid: control?.getAttribute('aria-invalid') ?? null,
      describedBy: control?.getAttribute('aria-describedby') === message?.id,
      message: message?.hidden ? null : message?.textContent,
    }
  }
  const button = root.querySelector<HTMLButtonElement>('button[type="submit"]')
  const banner = root.querySelector<HTMLElement>('[data-contact-error]')
  const sent = root.querySelector<HTMLElement>('[data-contact-sent]')
  return {
    state: root.querySelector('[data-contact-form]')?.getAttribute('data-state'),
    fields: ['name', 'email', 'subject', 'message'].map(field),
    banner: banner?.hidden ? null : banner?.textContent,
    formShown: !root.querySelector('form')?.hidden,
    sent: sent?.hidden ? null : sent?.textContent,
    button: [button?.textContent, button?.disabled],
  }
}

/** The view's own render of a state, as a page would hold it once the form is ready. */
function viewOf(props: ContactFormProps) {
  const holder = document.createElement('div')
  holder.innerHTML = renderToStaticMarkup(<ContactForm ready {...props} />)
  return perceived(holder)
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), '  Maya Johnson ')
  await user.type(screen.getByLabelText('Email'), 'maya@example.com')
  await user.selectOptions(screen.getByLabelText('Subject'), 'Billing Question')
  await user.type(screen.getByLabelText('Message'), 'Can I pay monthly?')
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the contact form behaviour', () => {
  it('keeps the build-time button disabled until it starts', () => {
    document.body.innerHTML = renderToStaticMarkup(<ContactForm />)
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled()
    startForm()
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('says what is missing, as the view does, focuses the first field and sends nothing', async () => {
    const { send } = startForm()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }))
    const errors = validateContact({ name: '', email: '', subject: '', message: '' })
    expect(perceived(document.body)).toEqual(viewOf({ errors }))
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required')
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please choose a subject')
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(send).not.toHaveBeenCalled()
  })

  it('clears a field’s message once it is edited', async () => {
    startForm()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await user.type(screen.getByLabelText('Name'), 'M')
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription()
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required')
  })

  it('sends the trimmed message, shows Sending..., then the confirmation', async () => {
    let finish: () => void = () => undefined
    const { send } = startForm({
      send: () =>
        new Promise<undefined>((resolve) => {
          finish = () => resolve(undefined)
        }),
    })
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(send).toHaveBeenCalledWith({
      name: 'Maya Johnson',
      email: 'maya@example.com',
      subject: 'billing',
      message: 'Can I pay monthly?',
    })
    expect(perceived(document.body)).toEqual(viewOf({ status: 'sending' }))
    finish()
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent')
    expect(perceived(document.body)).toEqual(viewOf({ status: 'sent' }))

    await user.click(screen.getByRole('button', { name: 'Send another message' }))
    expect(screen.getByLabelText('Message')).toHaveValue('')
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(perceived(document.body)).toEqual(viewOf({}))
  })

  it('says why a send failed, shows the server’s field messages and keeps what was typed', async () => {
    startForm({
      send: () => Promise.reject(new Error('refused')),
      describeFailure: () => ({
        message: 'Your message was not sent. Too many attempts.',
        fields: { email: 'Must be a valid email address.' },
      }),
    })
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message was not sent. Too many attempts.',
    )
    expect(perceived(document.body)).toEqual(
      viewOf({
        serverError: 'Your message was not sent. Too many attempts.',
        errors: { email: 'Must be a valid email address.' },
      }),
    )
    expect(screen.getByLabelText('Message')).toHaveValue('Can I pay monthly?')
    expect(screen.getByLabelText('Subject')).toHaveValue('billing')
  })
})
