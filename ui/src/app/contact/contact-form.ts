/**
 * /contact's page script (ADR 0040): wires the build-time contact form to the SDK-free send.
 * The sentences for a failure are the data layer's, as on every other form.
 */
import { enhanceContactForm } from '../../components/ContactForm/contact-form-behaviour.ts'
import { sendContactMessage } from '../../data/contact.ts'
import { describeError, isDataError } from '../../data/errors.ts'

/** The banner's sentence for a failed send, and the server's messages by field. */
export function describeSendFailure(failure: unknown) {
  return {
    message: `Your message was not sent. ${describeError(failure)}`,
    fields: isDataError(failure) ? failure.fields : {},
  }
}

/** Starts every contact form on the page. */
export function startContactForms(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-contact-form]'))
    enhanceContactForm(root, { send: sendContactMessage, describeFailure: describeSendFailure })
}
