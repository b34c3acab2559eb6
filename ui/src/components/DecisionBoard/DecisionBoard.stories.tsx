import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  decisionBoard,
  EMPTY_DECISION,
  withdrawalChecklist,
  type Decision,
  type DecisionSubject,
} from '../../logic/planner/decisions.ts'
import type { Plan, Status } from '../../logic/planner/model.ts'
import { makeTask } from '../../testing/planner-fixtures.ts'
import { showsTexts } from '../../testing/story-plays.ts'
import { DecisionBoard } from './DecisionBoard.tsx'

const subject = (
  id: string,
  schoolName: string,
  status: Status,
  plan: Plan | '' = 'rd',
  decision: Partial<Decision> = {},
): DecisionSubject => ({
  id,
  plan,
  status,
  schoolName,
  decision: { ...EMPTY_DECISION, ...decision },
})

const spring = [
  subject('rice', 'Rice University', 'admitted', 'rd', { reply_by: '2027-05-01' }),
  subject('tulane', 'Tulane University of Louisiana', 'admitted', 'ea', { reply_by: '2027-05-01' }),
  subject('duke', 'Duke University', 'deferred', 'ea'),
  subject('vand', 'Vanderbilt University', 'waitlisted'),
  subject('emory', 'Emory University', 'submitted'),
  subject('yale', 'Yale University', 'denied'),
]
const steps = [
  makeTask({
    id: 't1',
    application: 'duke',
    kind: 'decision',
    title: 'Send mid-year grades: Duke University',
    due: '2027-03-01',
  }),
]

const meta = {
  title: 'Planner/DecisionBoard',
  component: DecisionBoard,
  args: {
    board: decisionBoard(spring, steps),
    onRecord: fn(),
    onWithdrawn: fn(),
    onEnroll: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DecisionBoard>

export default meta
type Story = StoryObj<typeof meta>

export const Spring: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Decisions' })).toHaveTextContent(
      '2 admitted, 1 deferred, 1 waitlisted, 1 waiting for a decision, 1 denied',
    )
    const rows = within(canvas.getByRole('list', { name: 'Where each application stands' }))
    const items = rows.getAllByRole('listitem')
    await expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Rice University',
      'Tulane University of Louisiana',
      'Duke University',
      'Vanderbilt University',
      'Emory University',
      'Yale University',
    ])
    await expect(items[2]).toHaveTextContent(
      'Next: Send mid-year grades: Duke University, by Mon, Mar 1, 2027',
    )
    await userEvent.click(
      canvas.getByRole('button', { name: 'Record the decision of Duke University' }),
    )
    await expect(args.onRecord).toHaveBeenCalledWith(expect.objectContaining({ id: 'duke' }))
    // "I've decided": nothing to submit until a school is chosen.
    const enroll = canvas.getByRole('button', { name: 'Enroll' })
    await expect(enroll).toBeDisabled()
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: "I've decided: I will enroll at" }),
      'Rice University',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Enroll at Rice University' }))
    await expect(args.onEnroll).toHaveBeenCalledWith('rice')
  },
}

const edSpring = [
  subject('ed', 'Rice University', 'admitted', 'ed'),
  subject('tulane', 'Tulane University of Louisiana', 'submitted', 'ea', { withdrawn: true }),
  subject('emory', 'Emory University', 'in_progress'),
]

export const BindingAdmission: Story = {
  args: { board: decisionBoard(edSpring, []), withdrawal: withdrawalChecklist(edSpring) },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', {
      name: 'Rice University admitted you Early Decision: withdraw your other applications',
    })
    await expect(
      within(group).getByRole('checkbox', { name: 'Withdrawn: Tulane University of Louisiana' }),
    ).toBeChecked()
    await userEvent.click(
      within(group).getByRole('checkbox', { name: 'Withdrawn: Emory University' }),
    )
    await expect(args.onWithdrawn).toHaveBeenCalledWith('emory', true)
  },
}

const enrolled = [
  subject('rice', 'Rice University', 'admitted', 'rd', { reply: 'enrolling', deposit_paid: true }),
  subject('tulane', 'Tulane University of Louisiana', 'admitted', 'ea', { reply: 'declined' }),
]

export const Enrolled: Story = {
  args: { board: decisionBoard(enrolled, []), enrolledAt: 'Rice University' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^You are enrolling at Rice University\./)).toBeVisible()
    await expect(canvas.queryByRole('form', { name: "I've decided" })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /Record the decision/ })).toBeNull()
  },
}

export const Empty: Story = {
  args: { board: decisionBoard([], []) },
  play: showsTexts('No applications yet: plan one in Applications.'),
}
