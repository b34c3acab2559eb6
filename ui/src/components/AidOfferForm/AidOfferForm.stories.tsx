import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EMPTY_COST, OFFER_MESSAGES } from '../../logic/offers/offer.ts'
import { makeOffer } from '../../testing/analytics-fixtures.ts'
import { showsDisabledButton } from '../../testing/story-plays.ts'
import { AidOfferForm } from './AidOfferForm.tsx'

const meta = {
  title: 'Analytics/AidOfferForm',
  component: AidOfferForm,
  args: {
    schoolName: 'Berea College',
    initialOffer: null,
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
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tuition and fees' }), '$21,500')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Housing and food' }), '10000')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a grant or scholarship' }))
    const gift = canvas.getByRole('group', { name: 'Grant or scholarship 1' })
    await userEvent.type(
      within(gift).getByRole('textbox', { name: 'Its name in the letter' }),
      'Work College Grant',
    )
    await userEvent.type(within(gift).getByRole('textbox', { name: 'Amount, a year' }), '29000')
    await userEvent.selectOptions(
      within(gift).getByRole('combobox', { name: 'Does it renew?' }),
      'Renews every year',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Add a loan' }))
    const loan = canvas.getByRole('group', { name: 'Loan 1' })
    await userEvent.selectOptions(
      within(loan).getByRole('combobox', { name: 'Kind of loan' }),
      'Parent PLUS Loan',
    )
    await userEvent.type(within(loan).getByRole('textbox', { name: 'Amount, a year' }), '2500')
    await userEvent.type(
      within(loan).getByRole('textbox', { name: 'Interest rate, % a year' }),
      '8.94%',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Save offer' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      cost: { ...EMPTY_COST, tuition: 21_500, housing: 10_000 },
      gifts: [{ name: 'Work College Grant', amount: 29_000, renews: 'yes', condition: '' }],
      loans: [{ kind: 'parent_plus', amount: 2_500, rate: 8.94 }],
      work_study: null,
      stated_net: null,
    })
  },
}

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a loan' }))
    const rate = canvas.getByRole('textbox', { name: 'Interest rate, % a year' })
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount, a year' }), '5500')
    await userEvent.type(rate, 'low')
    await userEvent.click(canvas.getByRole('button', { name: 'Save offer' }))
    await expect(rate).toHaveAccessibleDescription(expect.stringContaining(OFFER_MESSAGES.rate))
    await expect(rate).toHaveFocus()
    await expect(rate).toHaveValue('low')
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Editing: Story = {
  args: {
    initialOffer: makeOffer({
      cost: { ...EMPTY_COST, total: 28_000 },
      gifts: [{ name: 'Purdue Grant', amount: 9_500, renews: 'no', condition: 'Full time' }],
      loans: [{ kind: 'federal_subsidized', amount: 5_500, rate: 6.39 }],
      work_study: 2_000,
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Work-study, a year' })).toHaveValue('2000')
    await expect(canvas.getByRole('combobox', { name: 'Does it renew?' })).toHaveValue('no')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove loan 1' }))
    await expect(canvas.queryByRole('group', { name: 'Loan 1' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Save offer' }))
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ loans: [] }))
  },
}

export const ServerRefused: Story = {
  args: {
    initialOffer: makeOffer({
      cost: { ...EMPTY_COST, total: 20_000 },
      gifts: [{ name: 'Grant', amount: 25_000, renews: 'yes', condition: '' }],
    }),
    serverError: OFFER_MESSAGES.giftsOverCost,
    serverFieldErrors: { 'aid_offer.gifts.0.amount': OFFER_MESSAGES.giftsOverCost },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('add up to more than the cost')
    await expect(canvas.getByRole('textbox', { name: 'Amount, a year' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const Saving: Story = {
  args: { status: 'saving' },
  play: showsDisabledButton('Saving...'),
}
