import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  UNSENT_TITLE,
  UnsentChangesDialog,
  type UnsentChangesDialogProps,
} from './UnsentChangesDialog.tsx'

function show(props: Partial<UnsentChangesDialogProps> = {}) {
  const handlers = { onSave: vi.fn(), onDiscard: vi.fn(), onStay: vi.fn() }
  render(
    <UnsentChangesDialog
      isOpen
      status="asking"
      changes={['Your essay "Why us"', 'Your place on the dashboard']}
      {...handlers}
      {...props}
    />,
  )
  return { ...handlers, user: userEvent.setup() }
}

describe('UnsentChangesDialog', () => {
  it('lists every change and offers the three choices', async () => {
    const { onSave, user } = show()
    const dialog = screen.getByRole('alertdialog', { name: UNSENT_TITLE })
    expect(dialog).toHaveTextContent('Your essay "Why us"')
    expect(dialog).toHaveTextContent('Your place on the dashboard')
    await user.click(screen.getByRole('button', { name: 'Save and sign out' }))
    expect(onSave).toHaveBeenCalledOnce()
  })

  it('the Close button stays, as Stay does', async () => {
    const { onStay, onDiscard, user } = show()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onStay).toHaveBeenCalledOnce()
    expect(onDiscard).not.toHaveBeenCalled()
  })

  it.each<[UnsentChangesDialogProps['status'], string, boolean]>([
    ['asking', 'Save these changes to your account first', true],
    ['offline', "You're offline", false],
    ['failed', 'The server refused these changes', true],
  ])('says what it can do when %s', (status, text, canSave) => {
    show({ status })
    expect(screen.getByRole('alertdialog')).toHaveTextContent(text)
    const save = screen.getByRole('button', { name: 'Save and sign out' })
    if (canSave) expect(save).toBeEnabled()
    else expect(save).toBeDisabled()
  })
})
