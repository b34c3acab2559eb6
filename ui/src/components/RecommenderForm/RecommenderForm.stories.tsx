import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PLANNER_MESSAGES } from '../../logic/planner/validation.ts'
import {
  PLANNER_TODAY,
  SAMPLE_APPLICATIONS,
  SAMPLE_RECOMMENDERS,
} from '../../testing/planner-fixtures.ts'
import { showsDisabledButton, showsTexts } from '../../testing/story-plays.ts'
import { RecommenderForm } from './RecommenderForm.tsx'

const [rivera, chen] = SAMPLE_RECOMMENDERS
if (!rivera || !chen) throw new Error('the fixtures lack recommenders')

const meta = {
  title: 'Planner/RecommenderForm',
  component: RecommenderForm,
  args: { applications: SAMPLE_APPLICATIONS, today: PLANNER_TODAY, onSave: fn(), onCancel: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecommenderForm>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Add a recommender' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Name'), ' Ms. Rivera ')
    await userEvent.selectOptions(canvas.getByLabelText('Role'), 'Teacher')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tulane University of Louisiana' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Harvard University' }))
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Asked')
    await expect(canvas.getByLabelText('Asked on')).toHaveValue(PLANNER_TODAY)
    await userEvent.click(canvas.getByRole('button', { name: 'Save recommender' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Ms. Rivera',
      role: 'teacher',
      email: '',
      applications: ['app-tulane', 'app-harvard'],
      asked_on: PLANNER_TODAY,
      status: 'asked',
    })
  },
}

export const Editing: Story = {
  args: { initialValues: chen },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Recommender: Mr. Chen' })).toBeVisible()
    await expect(canvas.getByLabelText('Role')).toHaveValue('counselor')
    await expect(
      canvas.getByRole('checkbox', { name: 'University of Michigan-Ann Arbor' }),
    ).toBeChecked()
    await expect(
      canvas.getByRole('checkbox', { name: 'California Institute of Technology' }),
    ).not.toBeChecked()
  },
}

export const ValidationErrors: Story = {
  args: { initialValues: { email: 'rivera@', status: 'asked' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save recommender' }))
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(PLANNER_MESSAGES.name)
    await expect(canvas.getByLabelText('E-mail (optional)')).toHaveAccessibleDescription(
      PLANNER_MESSAGES.email,
    )
    await expect(canvas.getByLabelText('Asked on')).toHaveAccessibleDescription(
      PLANNER_MESSAGES.askedOn,
    )
    await expect(canvas.getByLabelText('Name')).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const NoApplicationsYet: Story = {
  args: { applications: [] },
  play: showsTexts(/Add applications first/),
}

export const Saving: Story = {
  args: { initialValues: rivera, status: 'saving' },
  play: showsDisabledButton('Saving...'),
}

export const SaveFailed: Story = {
  args: {
    initialValues: rivera,
    serverError: 'Please check the highlighted fields.',
    serverFieldErrors: { applications: PLANNER_MESSAGES.notYours },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields.',
    )
    await expect(canvas.getByRole('group', { name: 'Letters for' })).toHaveTextContent(
      PLANNER_MESSAGES.notYours,
    )
    await expect(canvas.getByLabelText('Name')).toHaveValue('Ms. Rivera')
  },
}

export const AsAPanel: Story = {
  args: { initialValues: chen, heading: `Edit ${chen.name}` },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: `Recommender: ${chen.name}` })
    await expect(within(form).getByRole('heading', { name: `Edit ${chen.name}` })).toBeVisible()
  },
}
