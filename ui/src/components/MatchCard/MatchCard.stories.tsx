import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SAMPLE_ANSWERS, sampleMatch } from '../../testing/fixtures.ts'
import { MatchCard } from './MatchCard.tsx'

const meta = {
  title: 'Quiz/MatchCard',
  component: MatchCard,
  args: { match: sampleMatch('The University of Texas at Austin'), onSave: fn() },
} satisfies Meta<typeof MatchCard>

export default meta
type Story = StoryObj<typeof meta>

export const Target: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole('article', { name: 'The University of Texas at Austin' })
    await expect(card).toHaveAttribute('data-variant', 'target')
    await expect(canvas.getByText('Austin, TX')).toBeVisible()
    await expect(canvas.getByText('Public · 40,980 undergraduates · urban')).toBeVisible()
    await expect(canvas.getByText('$11,698 in-state, $41,070 out-of-state (2022-23)')).toBeVisible()
    await expect(canvas.getByText('31% (fall 2022)')).toBeVisible()
    await expect(canvas.getByText(/Average net price \(2020-21\): \$16,589, within/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save to My List' }))
    await expect(args.onSave).toHaveBeenCalledOnce()
  },
}

export const Reach: Story = {
  args: { match: sampleMatch('Harvard University') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('article')).toHaveAttribute('data-variant', 'reach')
    await expect(canvas.getByText('Private nonprofit · 7,973 undergraduates · urban')).toBeVisible()
    await expect(canvas.getByText('3.2% (fall 2022)')).toBeVisible()
    await expect(canvas.getByText(/Admits 3.2% of applicants \(fall 2022\)/)).toBeVisible()
  },
}

export const Likely: Story = {
  args: { match: sampleMatch('Alabama A & M University') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('article')).toHaveAttribute('data-variant', 'likely')
    await expect(canvas.getByText('Likely')).toBeVisible()
  },
}

export const OverBudgetNotLikely: Story = {
  args: {
    match: sampleMatch('University of Alabama at Birmingham', { ...SAMPLE_ANSWERS, budget: 'low' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('article')).toHaveAttribute('data-variant', 'target')
    await expect(
      canvas.getByText(/Not marked likely: the price is above your budget/),
    ).toBeVisible()
  },
}

export const NoBand: Story = {
  args: {
    match: sampleMatch('University of California-Berkeley', {
      ...SAMPLE_ANSWERS,
      gpa: 'notApplicable',
      satAct: 'noTest',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Admission: not enough data to compare')).toBeVisible()
  },
}

export const DashboardLabel: Story = { args: { saveLabel: 'Add to My List' } }

export const Saving: Story = {
  args: { saveState: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled()
  },
}

export const Saved: Story = {
  args: { saveState: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Saved to My List' }),
    ).toBeDisabled()
  },
}

export const SaveFailed: Story = {
  args: { saveState: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent("Couldn't save this university")
    await expect(canvas.getByRole('button', { name: 'Save to My List' })).toBeEnabled()
  },
}
