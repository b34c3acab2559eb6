import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ESSAY_FORM_MESSAGES, formValuesOf, presetsFor } from '../../logic/essays/form.ts'
import { RULES_SOURCES } from '../../logic/cycle/application-rules.ts'
import { ESSAY_APPLICATIONS } from '../../testing/essay-fixtures.ts'
import { showsDisabledButton, showsTexts } from '../../testing/story-plays.ts'
import { EssayForm } from './EssayForm.tsx'

const meta = {
  title: 'Essays/EssayForm',
  component: EssayForm,
  args: {
    mode: 'create',
    initialValues: formValuesOf({ kind: 'supplement' }),
    applications: ESSAY_APPLICATIONS,
    onSave: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EssayForm>

export default meta
type Story = StoryObj<typeof meta>

export const NewSupplement: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'New supplement' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Title'), ' Why Northwestern ')
    await userEvent.type(canvas.getByLabelText('Prompt'), 'Why do you want to attend Northwestern?')
    // The classifier suggests a category from the prompt; the student may choose another.
    await expect(canvas.getByLabelText('Prompt category')).toHaveDisplayValue('Suggested: Why us')
    await userEvent.selectOptions(canvas.getByLabelText('Limit counts'), 'Words')
    await userEvent.type(canvas.getByLabelText('Limit'), '300')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Northwestern University' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create essay' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'supplement',
        title: ' Why Northwestern ',
        limitUnit: 'words',
        limitMax: '300',
        applicationIds: ['a1'],
        category: '',
      }),
    )
  },
}

export const NewPersonalStatement: Story = {
  args: {
    initialValues: formValuesOf({ kind: 'personal', title: 'Personal statement' }),
    takenPlatforms: ['common_app'],
    presets: presetsFor('personal'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'New personal statement' })).toBeVisible()
    // The Common App already has one: only the other platforms are offered.
    const platform = canvas.getByLabelText('Platform')
    await expect(
      within(platform).queryByRole('option', { name: 'Common App' }),
    ).not.toBeInTheDocument()
    await expect(canvas.getByLabelText('Limit')).toHaveValue('650')
    await expect(canvas.getByLabelText('At least (optional)')).toHaveValue('250')
    await expect(canvas.queryByRole('group', { name: 'For applications' })).not.toBeInTheDocument()
    // Its Common App prompts need the Common App's personal statement to be free.
    await expect(canvas.queryByLabelText(/^Start from a Common App essay/)).not.toBeInTheDocument()
  },
}

/** A personal statement from one of this cycle's seven Common App prompts, with its source. */
export const PersonalStatementFromPrompt: Story = {
  args: {
    initialValues: formValuesOf({ kind: 'personal', title: 'Personal statement' }),
    presets: presetsFor('personal'),
  },
  play: async ({ canvas, args }) => {
    const start = canvas.getByLabelText('Start from a Common App essay (2026-27)')
    await expect(within(start).getAllByRole('option')).toHaveLength(8)
    await userEvent.selectOptions(start, 'Prompt 6: A subject that makes you lose track of time')
    await expect(start).toHaveAccessibleDescription(
      "Common App, 2026-27 cycle: 250 to 650 words. The exact wording is on Common App's site; paste it into Prompt if you want the plan and suggestions to read it. Common App's 2026-2027 essay prompts (opens in a new tab) (checked Nov 27, 2026).",
    )
    await expect(
      canvas.getByRole('link', { name: /^Common App's 2026-2027 essay prompts/ }),
    ).toHaveAttribute('href', RULES_SOURCES.essayPrompts.url)
    await expect(canvas.getByLabelText('Title')).toHaveValue(
      'Personal statement: A subject that makes you lose track of time',
    )
    await expect(canvas.getByLabelText('Platform')).toHaveValue('common_app')
    await userEvent.click(canvas.getByRole('button', { name: 'Create essay' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'personal',
        platform: 'common_app',
        limitUnit: 'words',
        limitMax: '650',
        limitMin: '250',
      }),
    )
  },
}

/** Additional Information: 300 words, with every Common App application. */
export const AdditionalInformation: Story = {
  args: { presets: presetsFor('supplement') },
  play: async ({ canvas, args }) => {
    const start = canvas.getByLabelText('Start from a Common App essay (2026-27)')
    await userEvent.selectOptions(start, 'Additional Information')
    await expect(start).toHaveAccessibleDescription(/^Common App, 2026-27 cycle: up to 300 words\./)
    await expect(canvas.getByRole('checkbox', { name: 'Northwestern University' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Cornell University' })).toBeChecked()
    await expect(
      canvas.getByRole('checkbox', { name: 'University of California-Berkeley' }),
    ).not.toBeChecked()
    await userEvent.selectOptions(start, 'Challenges and Circumstances')
    await expect(canvas.getByLabelText('Limit')).toHaveValue('250')
    await userEvent.click(canvas.getByRole('button', { name: 'Create essay' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Challenges and Circumstances (Common App)',
        platform: 'common_app',
        limitMax: '250',
        applicationIds: ['a1', 'a2'],
      }),
    )
  },
}

export const EditDetails: Story = {
  args: {
    mode: 'edit',
    initialValues: formValuesOf({
      kind: 'supplement',
      title: 'UC insight question 1',
      prompt: 'Describe a challenge you faced and how you responded.',
      limit: { unit: 'words', max: 350 },
      group: { id: 'uc', label: 'UC Personal Insight Questions', choose: 4 },
      applicationIds: ['a3'],
      status: 'drafting',
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('form', { name: 'Details of UC insight question 1' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('checkbox', { name: 'University of California-Berkeley' }),
    ).toBeChecked()
    const status = canvas.getByLabelText('Status')
    await expect(within(status).queryByRole('option', { name: 'Final' })).not.toBeInTheDocument()
    await userEvent.selectOptions(status, 'In review')
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'review', groupLabel: 'UC Personal Insight Questions' }),
    )
  },
}

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Limit counts'), 'Characters')
    await userEvent.type(canvas.getByLabelText('Limit'), '-5')
    await userEvent.type(canvas.getByLabelText('Answer how many of the group'), '2')
    await userEvent.click(canvas.getByRole('button', { name: 'Create essay' }))
    await expect(canvas.getByText(ESSAY_FORM_MESSAGES.title)).toBeVisible()
    await expect(canvas.getByText(ESSAY_FORM_MESSAGES.limitNumber('characters'))).toBeVisible()
    await expect(canvas.getByText(ESSAY_FORM_MESSAGES.groupName)).toBeVisible()
    await expect(canvas.getByLabelText('Title')).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Saving: Story = {
  args: {
    status: 'saving',
    initialValues: formValuesOf({ kind: 'supplement', title: 'Why Cornell' }),
  },
  play: showsDisabledButton('Saving...'),
}

export const RefusedByTheServer: Story = {
  args: {
    initialValues: formValuesOf({
      kind: 'supplement',
      title: 'Why Cornell',
      applicationIds: ['a2'],
    }),
    serverError: 'The essay was not created. Please check the highlighted fields.',
    serverFieldErrors: { applications: 'Choose one of your own applications.' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The essay was not created. Please check the highlighted fields.'),
    ).toBeVisible()
    await expect(canvas.getByText('Choose one of your own applications.')).toBeVisible()
    // What was typed is kept.
    await expect(canvas.getByLabelText('Title')).toHaveValue('Why Cornell')
  },
}

export const NoApplicationsYet: Story = {
  args: { applications: [] },
  play: showsTexts(/No applications yet/),
}
