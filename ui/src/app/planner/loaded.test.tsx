import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Loaded, type PartCode } from './loaded.tsx'

/** A part that says whom it greets. */
function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>
}

/** A fetch of Greeting's code the test settles by hand; `calls` counts the fetches. */
function deferredCode() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = []
  const code: PartCode<{ name: string }> = () =>
    new Promise((resolve, reject) => {
      pending.push({ resolve: () => resolve(Greeting), reject })
    })
  return { code, pending, calls: () => pending.length }
}

/** The part beside a field the student typed in, which a failure must leave alone. */
function Page({ code }: { code: PartCode<{ name: string }> }) {
  const [shown, setShown] = useState(true)
  return (
    <>
      <label>
        Note <input />
      </label>
      <button type="button" onClick={() => setShown((s) => !s)}>
        Toggle
      </button>
      {shown ? (
        <Loaded
          code={code}
          props={{ name: 'Ada' }}
          loading={<p role="status">Loading the part...</p>}
          frame={(banner) => <section aria-label="The part">{banner}</section>}
        />
      ) : null}
    </>
  )
}

describe('a part whose code loads when drawn', () => {
  it('shows its loading state until the code arrives, then the part with its props', async () => {
    const { code, pending } = deferredCode()
    render(<Page code={code} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the part...')
    expect(screen.queryByText('Hello, Ada')).toBeNull()
    pending[0]?.resolve()
    expect(await screen.findByText('Hello, Ada')).toBeVisible()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('drawn again once it has arrived, it neither waits nor fetches again', async () => {
    const { code, pending, calls } = deferredCode()
    const user = userEvent.setup()
    render(<Page code={code} />)
    pending[0]?.resolve()
    await screen.findByText('Hello, Ada')
    await user.click(screen.getByRole('button', { name: 'Toggle' }))
    await user.click(screen.getByRole('button', { name: 'Toggle' }))
    expect(screen.getByText('Hello, Ada')).toBeVisible()
    expect(screen.queryByRole('status')).toBeNull()
    expect(calls()).toBe(1)
  })

  it('says in place when the code cannot arrive, keeps the rest of the page, and tries again', async () => {
    const { code, pending, calls } = deferredCode()
    const user = userEvent.setup()
    render(<Page code={code} />)
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'kept')
    pending[0]?.reject(new Error('Failed to fetch dynamically imported module'))
    const part = await screen.findByRole('region', { name: 'The part' })
    expect(part).toHaveTextContent(
      'This part of your planner could not be loaded. Check your connection and try again.',
    )
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('kept')

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(calls()).toBe(2))
    expect(screen.getByRole('status')).toHaveTextContent('Loading the part...')
    pending[1]?.resolve()
    expect(await screen.findByText('Hello, Ada')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('kept')
  })
})
