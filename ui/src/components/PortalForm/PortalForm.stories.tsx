import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PLANNER_MESSAGES } from '../../logic/planner/list-checks.ts'
import { portalItems } from '../../logic/planner/portal.ts'
import { PORTAL_MESSAGES } from '../../logic/planner/portal-checks.ts'
import {
  AFTER_APPLICATIONS,
  AFTER_RECOMMENDERS,
  AFTER_TODAY,
  TULANE_PORTAL,
} from '../../testing/after-submit-fixtures.ts'
import { showsDisabledButton } from '../../testing/story-plays.ts'
import { PortalForm } from './PortalForm.tsx'

const [tulane, michigan] = AFTER_APPLICATIONS
if (!tulane || !michigan) throw new Error('the fixtures lack applications')

const meta = {
  title: 'Planner/PortalForm',
  component: PortalForm,
  args: {
    schoolName: michigan.school.name,
    applicationId: michigan.id,
    items: portalItems(michigan, null, AFTER_RECOMMENDERS, AFTER_TODAY),
    today: AFTER_TODAY,
    onSave: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PortalForm>

export default meta
type Story = StoryObj<typeof meta>

/** The radio of `choice` in the checklist's group for `item`. */
const radio = (form: HTMLElement, item: string, choice: string) =>
  within(within(form).getByRole('group', { name: item })).getByRole('radio', { name: choice })

export const New: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: `Portal for ${michigan.school.name}` })
    await expect(canvas.getByText(/never your\s+password/)).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Portal address'), 'https://apply.umich.edu/status')
    await userEvent.type(canvas.getByLabelText('Login e-mail'), 'Maya@Example.com')
    await userEvent.click(radio(form, 'Application', 'Received'))
    await userEvent.click(radio(form, 'Recommendation: Mr. Chen', 'Received'))
    await userEvent.click(radio(form, 'Test scores', 'Not needed'))
    await expect(canvas.getByRole('checkbox', { name: 'I checked the portal today' })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Save the portal checklist' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      application: michigan.id,
      url: 'https://apply.umich.edu/status',
      login_email: 'maya@example.com',
      items: {
        application: 'received',
        'recommendation:rec-chen': 'received',
        test_scores: 'not_needed',
      },
      checked_on: AFTER_TODAY,
    })
  },
}

export const Editing: Story = {
  args: {
    schoolName: tulane.school.name,
    applicationId: tulane.id,
    items: portalItems(tulane, TULANE_PORTAL, AFTER_RECOMMENDERS, AFTER_TODAY),
    initialValues: TULANE_PORTAL,
  },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: `Portal for ${tulane.school.name}` })
    await expect(canvas.getByLabelText('Portal address')).toHaveValue(TULANE_PORTAL.url)
    await expect(radio(form, 'Recommendation: Ms. Rivera', 'Received')).toBeChecked()
    await expect(radio(form, 'Supplements', 'Not shown yet')).toBeChecked()
    await expect(radio(form, 'Test scores', 'Not needed')).toBeChecked()
    // The application itself is always needed: no "Not needed" choice for it.
    await expect(
      within(within(form).getByRole('group', { name: 'Application' })).getAllByRole('radio'),
    ).toHaveLength(2)
    await expect(canvas.getByText('Last checked Thu, Nov 12, 2026.')).toBeVisible()
  },
}

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Portal address'), 'http://apply.umich.edu')
    await userEvent.type(canvas.getByLabelText('Login e-mail'), 'hunter2')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the portal checklist' }))
    await expect(canvas.getByLabelText('Portal address')).toHaveAccessibleDescription(
      expect.stringContaining(PORTAL_MESSAGES.url),
    )
    await expect(canvas.getByLabelText('Login e-mail')).toHaveAccessibleDescription(
      expect.stringContaining(PLANNER_MESSAGES.email),
    )
    await expect(canvas.getByLabelText('Portal address')).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Saving: Story = {
  args: { status: 'saving' },
  play: showsDisabledButton('Saving...'),
}

export const SaveFailed: Story = {
  args: {
    serverError: PORTAL_MESSAGES.item,
    serverFieldErrors: { items: PORTAL_MESSAGES.item },
    initialValues: { url: 'https://apply.umich.edu', login_email: '', checked_on: '' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PORTAL_MESSAGES.item)
    await expect(
      canvas.getByRole('group', { name: 'What the portal shows as received' }),
    ).toHaveAccessibleDescription(PORTAL_MESSAGES.item)
    await expect(canvas.getByLabelText('Portal address')).toHaveValue('https://apply.umich.edu')
  },
}
