import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { DECISION_MESSAGES, EMPTY_DECISION } from '../../logic/planner/decisions.ts'
import { showsDisabledButton } from '../../testing/story-plays.ts'
import { DecisionForm } from './DecisionForm.tsx'

const meta = {
  title: 'Planner/DecisionForm',
  component: DecisionForm,
  args: {
    schoolName: 'Rice University',
    initialValues: { status: 'submitted', decision: EMPTY_DECISION },
    onSave: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DecisionForm>

export default meta
type Story = StoryObj<typeof meta>

export const Admitted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: "The school's decision" }),
      'Admitted',
    )
    // May 1, said as the common national reply date with its source; the student may change it.
    const replyBy = canvas.getByLabelText('Reply by')
    await expect(replyBy).toHaveValue('2027-05-01')
    await expect(replyBy).toHaveAccessibleDescription(/common national reply date/)
    await expect(canvas.getByRole('link', { name: 'NACAC' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:/),
    )
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Enrollment deposit, dollars' }),
      '$500',
    )
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Deposit paid' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save decision' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      status: 'admitted',
      decision: { ...EMPTY_DECISION, reply_by: '2027-05-01', deposit: 500, deposit_paid: true },
    })
  },
}

export const Deferred: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: "The school's decision" }),
      'Deferred',
    )
    await expect(canvas.queryByLabelText('Reply by')).toBeNull()
    await userEvent.selectOptions(
      canvas.getByRole('combobox', {
        name: 'Does the school take a letter of continued interest?',
      }),
      'The school asks for no extra material',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Save decision' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      status: 'deferred',
      decision: { ...EMPTY_DECISION, loci: 'forbids' },
    })
  },
}

export const Invalid: Story = {
  args: {
    initialValues: { status: 'admitted', decision: { ...EMPTY_DECISION, reply_by: '2027-05-01' } },
  },
  play: async ({ canvas, args }) => {
    const deposit = canvas.getByRole('textbox', { name: 'Enrollment deposit, dollars' })
    await userEvent.type(deposit, 'a lot')
    await userEvent.click(canvas.getByRole('button', { name: 'Save decision' }))
    await expect(deposit).toHaveAccessibleDescription(
      expect.stringContaining(DECISION_MESSAGES.amount),
    )
    await expect(deposit).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const BindingElsewhere: Story = {
  args: {
    initialValues: {
      status: 'admitted',
      decision: { ...EMPTY_DECISION, reply_by: '2027-05-01', deposit_paid: true },
    },
    serverError: DECISION_MESSAGES.bindingDeposit('Duke University'),
    serverFieldErrors: {
      'decision.deposit_paid': DECISION_MESSAGES.bindingDeposit('Duke University'),
    },
  },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert')
    await expect(alerts.length).toBeGreaterThan(0)
    await expect(alerts[0]).toHaveTextContent('binding Early Decision')
  },
}

export const Saving: Story = {
  args: { status: 'saving' },
  play: showsDisabledButton('Saving...'),
}
