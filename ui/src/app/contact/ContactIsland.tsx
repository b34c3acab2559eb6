import { useState } from 'react'
import { ContactForm, type ContactSendValues } from '../../components/ContactForm/ContactForm.tsx'
import type { DataClient } from '../../data/data-client.ts'

export type ContactIslandProps = { data?: DataClient }

/** /contact: sends the message to `contact_messages` and confirms; failures keep what was typed. */
export function ContactIsland({ data }: ContactIslandProps) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  const send = async (values: ContactSendValues) => {
    setStatus('sending')
    setError(null)
    setFieldErrors({})
    try {
      // The data layer (and the SDK) loads on the first send, not with the page (ADR 0010).
      const client = data ?? (await import('../shared/data.ts')).dataClient()
      await client.contact.send(values)
      setStatus('sent')
    } catch (failure) {
      // The sentences load with the data layer too: only a failed send needs them.
      const { describeError, isDataError } = await import('../../data/errors.ts')
      setStatus('idle')
      setError(`Your message was not sent. ${describeError(failure)}`)
      if (isDataError(failure)) setFieldErrors({ ...failure.fields })
    }
  }

  return (
    <ContactForm
      status={status}
      serverError={error}
      serverFieldErrors={fieldErrors}
      onSend={(values) => void send(values)}
      onReset={() => setStatus('idle')}
    />
  )
}
