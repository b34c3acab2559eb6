import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ANALYTICS_MESSAGES, EMPTY_AID_OFFER } from '../../logic/analytics/entries.ts'
import { showsDisabledButton } from '../../testing/story-plays.ts'
import { AidOfferForm } from './AidOfferForm.tsx'

const meta = {
  title: 'Analytics/AidOfferForm',
  component: AidOfferForm,
  args: {
    schoolName: 'Berea College',
    initialOffer: EMPTY_AID_OFFER,
    onSave: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AidOfferForm>

export default meta
type Story = StoryObj<typeof meta>

export const NewOffer: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Aid offer from Berea College' })).toBeVisible()
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Cost of attendance, a year' }),
      '$31,500',
    )
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Grants and scholarships, a year' }),
      '29000',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Save offer' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      aid_cost: 31_500,
      aid_grants: 29_000,
      aid_loans: null,
      aid_work_study: null,
    })
  },
}

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Cost of attendance, a year' }),
      '20000',
    )
    await userEvent.type(canvas.getByRole('textbox', { name: 'Loans offered, a year' }), 'lots')
    await userEvent.click(canvas.getByRole('button', { name: 'Save offer' }))
    const loans = canvas.getByRole('textbox', { name: 'Loans offered, a year' })
    await expect(loans).toHaveAccessibleDescription(
      expect.stringContaining(ANALYTICS_MESSAGES.aid('aid_loans')),
    )
    await expect(loans).toHaveFocus()
    await expect(loans).toHaveValue('lots')
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Editing: Story = {
  args: {
    initialOffer: { aid_cost: 28_000, aid_grants: 9_500, aid_loans: 5_500, aid_work_study: 2_000 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Work-study, a year' })).toHaveValue('2000')
  },
}

export const ServerRefused: Story = {
  args: {
    initialOffer: { aid_cost: 20_000, aid_grants: 25_000, aid_loans: null, aid_work_study: null },
    serverError: ANALYTICS_MESSAGES.aidOverCost,
    serverFieldErrors: { aid_cost: ANALYTICS_MESSAGES.aidOverCost },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('add up to more than the cost')
    await expect(
      canvas.getByRole('textbox', { name: 'Cost of attendance, a year' }),
    ).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Saving: Story = {
  args: { status: 'saving' },
  play: showsDisabledButton('Saving...'),
}
