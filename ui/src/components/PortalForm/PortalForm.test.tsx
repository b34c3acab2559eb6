import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { portalItems, type PortalValues } from '../../logic/planner/portal.ts'
import {
  AFTER_APPLICATIONS,
  AFTER_RECOMMENDERS,
  AFTER_TODAY,
  TULANE_PORTAL,
} from '../../testing/after-submit-fixtures.ts'
import { PortalForm } from './PortalForm.tsx'

const tulane = AFTER_APPLICATIONS[0]!

function setup(stored = TULANE_PORTAL, recommenders = AFTER_RECOMMENDERS) {
  const onSave = vi.fn()
  render(
    <PortalForm
      schoolName={tulane.school.name}
      applicationId={tulane.id}
      items={portalItems(tulane, stored, recommenders, AFTER_TODAY)}
      initialValues={stored}
      today={AFTER_TODAY}
      onSave={onSave}
    />,
  )
  const save = () =>
    userEvent.click(screen.getByRole('button', { name: 'Save the portal checklist' }))
  return { onSave, save }
}

describe('PortalForm', () => {
  it('has no field for a password, and says so', () => {
    setup()
    const form = screen.getByRole('form', { name: `Portal for ${tulane.school.name}` })
    // Its only text fields are the address and the login e-mail.
    expect(within(form).getAllByRole('textbox')).toEqual([
      within(form).getByLabelText('Portal address'),
      within(form).getByLabelText('Login e-mail'),
    ])
    expect(within(form).queryByLabelText(/password/i)).toBeNull()
    expect(
      within(form).getByText(/never your\s+password: there is no place for it here/),
    ).toBeVisible()
  })

  it('keeps the last look when "I checked the portal today" is unticked', async () => {
    const { onSave, save } = setup()
    await userEvent.click(screen.getByRole('checkbox', { name: 'I checked the portal today' }))
    await save()
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ checked_on: TULANE_PORTAL.checked_on }),
    )
  })

  it('drops the letter of a recommender no longer on the application', async () => {
    // Mr. Chen no longer writes for Tulane: his stored letter is not shown, nor sent back.
    const { onSave, save } = setup(TULANE_PORTAL, [AFTER_RECOMMENDERS[0]!])
    expect(screen.queryByRole('group', { name: 'Recommendation: Mr. Chen' })).toBeNull()
    await save()
    const [values] = onSave.mock.calls[0] as [PortalValues]
    expect(Object.keys(values.items)).not.toContain('recommendation:rec-chen')
    expect(values.items).toMatchObject({ 'recommendation:rec-rivera': 'received', fee: 'received' })
  })

  it('sends an item back to awaited when the student says the portal no longer shows it', async () => {
    const { onSave, save } = setup()
    const fee = screen.getByRole('group', { name: 'Fee or fee waiver' })
    await userEvent.click(within(fee).getByRole('radio', { name: 'Not shown yet' }))
    await save()
    const [values] = onSave.mock.calls[0] as [PortalValues]
    expect(values.items).not.toHaveProperty('fee')
    expect(values.checked_on).toBe(AFTER_TODAY)
  })
})
