import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { DECISION_MESSAGES } from '../../logic/planner/decisions.ts'
import { makeTask } from '../../testing/planner-fixtures.ts'
import { DecisionSteps } from './DecisionSteps.tsx'

const meta = {
  title: 'Planner/DecisionSteps',
  component: DecisionSteps,
  args: {
    schoolName: 'Duke University',
    status: 'waitlisted',
    loci: 'welcomes',
    steps: [],
    onAdd: fn(),
    onToggle: fn(),
    onDraftLetter: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DecisionSteps>

export default meta
type Story = StoryObj<typeof meta>

export const Waitlisted: Story = {
  play: async ({ canvas, args }) => {
    const step = canvas.getByRole('combobox', { name: 'Step' })
    await userEvent.selectOptions(step, 'Send mid-year grades')
    // Counselors send mid-year grades in January or February: the date starts at February 1 of
    // the entry year, and the hint says where that comes from.
    await expect(canvas.getByLabelText('Due')).toHaveValue('2027-02-01')
    await expect(canvas.getByLabelText('Due')).toHaveAccessibleDescription(
      /January or February.*Source: Dartmouth Admissions \(checked 2026-11-28\)/,
    )
    await expect(canvas.getByRole('link', { name: 'Dartmouth Admissions' })).toHaveAttribute(
      'href',
      expect.stringContaining('admissions.dartmouth.edu'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Add step' }))
    await expect(args.onAdd).toHaveBeenCalledWith({
      step: 'mid_year',
      title: '',
      due: '2027-02-01',
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Draft the letter in Essays' }))
    await expect(args.onDraftLetter).toHaveBeenCalledOnce()
  },
}

export const OtherStep: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Step' }), 'Other (name it)')
    await userEvent.click(canvas.getByRole('button', { name: 'Add step' }))
    const what = canvas.getByRole('textbox', { name: 'What the school asked for' })
    await expect(what).toHaveAccessibleDescription(
      expect.stringContaining(DECISION_MESSAGES.stepTitle),
    )
    await expect(args.onAdd).not.toHaveBeenCalled()
  },
}

export const LetterForbidden: Story = {
  args: { status: 'deferred', loci: 'forbids' },
  play: async ({ canvas }) => {
    const options = [...canvas.getByRole('combobox', { name: 'Step' }).querySelectorAll('option')]
    await expect(options.map((o) => o.textContent)).not.toContain(
      'Send a letter of continued interest',
    )
    await expect(options.map((o) => o.textContent)).not.toContain('Opt in to the waitlist')
    await expect(canvas.queryByRole('button', { name: 'Draft the letter in Essays' })).toBeNull()
  },
}

export const WithSteps: Story = {
  args: {
    steps: [
      makeTask({
        id: 't1',
        application: 'duke',
        kind: 'decision',
        title: 'Opt in to the waitlist: Duke University',
        due: '2027-04-01',
        done: true,
      }),
    ],
  },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'Opt in to the waitlist: Duke University, by Thu, Apr 1, 2027',
    })
    await expect(box).toBeChecked()
    await userEvent.click(box)
    await expect(args.onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }), false)
  },
}
