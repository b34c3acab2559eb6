import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FocusPlaces } from './focus.ts'
import { Place } from './panel-parts.tsx'

const places: FocusPlaces = { place: () => () => undefined, focus: () => undefined }

function placeWithForm() {
  const preload = vi.fn()
  render(
    <Place places={places} name="section" preload={preload}>
      <h2 tabIndex={-1}>Section</h2>
      <button type="button">Add</button>
    </Place>,
  )
  return preload
}

// ADR 0067: opening a section sends focus to its heading, which is not the student's move into it.
describe('Place', () => {
  it('does not fetch its form when the page sends focus to its heading', () => {
    const preload = placeWithForm()
    screen.getByRole('heading', { name: 'Section' }).focus()
    expect(preload).not.toHaveBeenCalled()
  })

  it('fetches its form when the student moves focus to a control in it', () => {
    const preload = placeWithForm()
    screen.getByRole('button', { name: 'Add' }).focus()
    expect(preload).toHaveBeenCalledOnce()
  })

  it('fetches its form when the pointer enters it', async () => {
    const preload = placeWithForm()
    await userEvent.hover(screen.getByRole('heading', { name: 'Section' }))
    expect(preload).toHaveBeenCalledOnce()
  })
})
