import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { GUARD_HITS } from '../../testing/essay-fixtures.ts'
import { clickCallsOnce, clicksCallOnce } from '../../testing/story-plays.ts'
import { NameGuardFindings } from './NameGuardFindings.tsx'

const meta = {
  title: 'Essays/NameGuardFindings',
  component: NameGuardFindings,
  parameters: { layout: 'padded' },
  args: {
    schoolName: 'Northwestern University',
    state: 'ready',
    hits: GUARD_HITS,
    phrases: ['Big Red'],
    phraseDraft: '',
    acknowledged: false,
    onPhraseDraftChange: fn(),
    onAddPhrase: fn(),
    onRemovePhrase: fn(),
    onAcknowledgedChange: fn(),
    onMarkFinal: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof NameGuardFindings>

export default meta
type Story = StoryObj<typeof meta>

export const Found: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 4 places')
    const likely = within(canvas.getByRole('region', { name: 'Likely left over (3)' }))
    await expect(likely.getByText('Cornell')).toBeVisible()
    await expect(
      likely.getByText('A short name of Cornell University, Cornell College'),
    ).toBeVisible()
    // A word that is also a state is asked about, not declared a school.
    await expect(
      likely.getByText(
        'Is "Michigan" the University of Michigan? This essay is for Northwestern University. "Michigan" is also a U.S. state.',
      ),
    ).toBeVisible()
    const review = within(canvas.getByRole('region', { name: 'Worth a look (1)' }))
    await expect(
      review.getByText(
        'Is "Washington" here the city of Georgetown University? This essay is for Northwestern University. "Washington" is also a U.S. state.',
      ),
    ).toBeVisible()
    // Marking final waits until the student says they checked the likely leftovers.
    await expect(canvas.getByRole('button', { name: 'Mark final' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I checked each likely leftover' }))
    await expect(args.onAcknowledgedChange).toHaveBeenCalledWith(true)
    await clickCallsOnce(canvas, 'Back to editing', args.onBack)
  },
}

/** A draft tied to no application yet: every school it names is found, asked without a target. */
export const ForNoSchoolYet: Story = {
  args: { schoolName: null, hits: GUARD_HITS.slice(1, 2) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Before marking final' }),
    ).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 1 place naming a school.')
    await expect(
      canvas.getByText(
        'Is "Michigan" the University of Michigan? "Michigan" is also a U.S. state.',
      ),
    ).toBeVisible()
  },
}

export const Acknowledged: Story = {
  args: { acknowledged: true },
  play: clicksCallOnce({ 'Mark final': 'onMarkFinal' }),
}

export const Clean: Story = {
  args: { hits: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("No other school's name")
    await expect(canvas.queryByRole('checkbox')).toBeNull()
    await clickCallsOnce(canvas, 'Mark final', args.onMarkFinal)
  },
}

export const Checking: Story = {
  args: { state: 'checking', hits: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("Looking for other schools' names")
    await expect(canvas.getByRole('button', { name: 'Mark final' })).toBeDisabled()
  },
}

export const AddingAPhrase: Story = {
  args: { phraseDraft: 'Professor Alvarez', hits: [] },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Also warn me about' }), 's')
    await expect(args.onPhraseDraftChange).toHaveBeenCalledWith('Professor Alvarezs')
    await clickCallsOnce(canvas, 'Add phrase', args.onAddPhrase)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Big Red' }))
    await expect(args.onRemovePhrase).toHaveBeenCalledWith('Big Red')
  },
}
