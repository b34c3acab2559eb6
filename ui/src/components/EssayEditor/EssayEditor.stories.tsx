import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { essayText, makeEssay, PERSONAL_STATEMENT } from '../../testing/essay-fixtures.ts'
import { clickCallsOnce, showsIn, showsTexts } from '../../testing/story-plays.ts'
import { EssayEditor } from './EssayEditor.tsx'

const WHY_NU = makeEssay({ id: 'why-nu' })

const meta = {
  title: 'Essays/EssayEditor',
  component: EssayEditor,
  parameters: { layout: 'padded' },
  args: {
    essay: WHY_NU,
    text: essayText(241),
    savePhase: 'saved',
    onTextChange: fn(),
    onResolve: fn(),
    onRestoreSetAside: fn(),
    onDismissSetAside: fn(),
    onNameVersion: fn(),
    onShowHistory: fn(),
    onMarkFinal: fn(),
  },
} satisfies Meta<typeof EssayEditor>

export default meta
type Story = StoryObj<typeof meta>

export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Why Northwestern' })).toBeVisible()
    await expect(canvas.getByText('241 / 300 words')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved')
    const box = canvas.getByRole('textbox', { name: 'Your essay' })
    await expect(box).toHaveAccessibleDescription(
      /Why do you want to attend Northwestern\?.*241 \/ 300 words/,
    )
    await userEvent.type(box, '!')
    await expect(args.onTextChange).toHaveBeenCalledWith(`${essayText(241)}!`)
    await clickCallsOnce(canvas, 'Check names and mark final', args.onMarkFinal)
  },
}

export const SavedOnThisDevice: Story = {
  args: { savePhase: 'local' },
  play: showsIn('status', 'Saved on this device'),
}

export const Saving: Story = {
  args: { savePhase: 'saving' },
  play: showsIn('status', 'Saving...'),
}

export const Offline: Story = {
  args: { savePhase: 'offline' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Offline: saved on this device/)
    // Writing goes on offline.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your essay' }), 'x')
    await expect(args.onTextChange).toHaveBeenCalled()
  },
}

export const Conflict: Story = {
  args: {
    savePhase: 'conflict',
    text: essayText(120),
    conflict: { text: essayText(140), updated: '2026-11-20T18:00:00.000Z' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/changed on another device/)
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.getByRole('group', { name: 'Two versions of this essay' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: "Keep this device's text" }))
    await expect(args.onResolve).toHaveBeenCalledWith('keep-mine')
    await userEvent.click(canvas.getByRole('button', { name: "Use the other device's text" }))
    await expect(args.onResolve).toHaveBeenCalledWith('take-theirs')
  },
}

export const SetAside: Story = {
  args: { setAside: essayText(80) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/kept here \(80 words\)/)).toBeVisible()
    await clickCallsOnce(canvas, 'Put it back', args.onRestoreSetAside)
    await clickCallsOnce(canvas, 'Discard', args.onDismissSetAside)
  },
}

export const OverTheWordLimit: Story = {
  args: { text: `${essayText(296)} I will finish this thought later today.` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('303 / 300 words: 3 over the limit')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Your essay' })).toBeInvalid()
    const cut = canvas.getByRole('region', { name: 'What the portal would cut' })
    await expect(cut).toHaveTextContent('thought later today.')
    await expect(
      within(cut).getByText('Your essay would stop in the middle of a sentence.'),
    ).toBeVisible()
  },
}

export const OverTheCharacterLimit: Story = {
  args: {
    essay: makeEssay({
      id: 'activity',
      title: 'Cornell: an activity',
      prompt: 'Briefly elaborate on one of your extracurricular activities.',
      limit: { unit: 'characters', max: 1_000 },
    }),
    text: essayText(190),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/\/ 1,000 characters: \d+ over the limit/)).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'What the portal would cut' })).toBeVisible()
  },
}

export const UnderTheMinimum: Story = {
  args: { essay: PERSONAL_STATEMENT, text: essayText(120) },
  play: showsTexts('120 / 650 words: at least 250 asked'),
}

export const Final: Story = {
  args: { essay: { ...WHY_NU, status: 'final' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Final/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Check names and mark final' })).toBeNull()
  },
}

export const Empty: Story = {
  args: { text: '', essay: { ...WHY_NU, status: 'not_started' } },
  play: showsTexts('0 / 300 words'),
}

export const ReadOnly: Story = {
  args: { readOnly: true, appliesTo: 'For Northwestern University, due Jan 2' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Your essay' })
    await expect(box).toHaveAttribute('readonly')
    await userEvent.type(box, 'x')
    await expect(args.onTextChange).not.toHaveBeenCalled()
    await expect(canvas.queryByRole('button', { name: 'History' })).not.toBeInTheDocument()
    await expect(canvas.getByText('For Northwestern University, due Jan 2')).toBeVisible()
  },
}
