import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SAMPLE_SETTINGS } from '../../testing/student-fixtures.ts'
import { SAMPLE_MATCHES } from '../../testing/sample-matches.ts'
import { DATA_CREDIT } from '../../logic/university.ts'
import { clickCallsOnce, showsTexts } from '../../testing/story-plays.ts'
import { MatchResults } from './MatchResults.tsx'

const matches = SAMPLE_MATCHES

const meta = {
  title: 'Quiz/MatchResults',
  component: MatchResults,
  parameters: { layout: 'padded' },
  args: { matches, onSave: fn(), onRetake: fn(), onReturn: fn() },
} satisfies Meta<typeof MatchResults>

export default meta
type Story = StoryObj<typeof meta>

export const TopThree: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    await expect(canvas.getByText(DATA_CREDIT)).toBeVisible()
    await expect(
      canvas.getByText(
        /Listed best first by the exact score, which each card rounds; equal scores list the higher graduation rate first\./,
      ),
    ).toBeVisible()
    const first = canvas.getAllByRole('article')[0]
    if (!first) throw new Error('no card')
    await userEvent.click(within(first).getByRole('button', { name: 'Save to My List' }))
    await expect(args.onSave).toHaveBeenCalledWith(matches[0]?.university.id)
    await clickCallsOnce(canvas, 'Retake Quiz', args.onRetake)
    await clickCallsOnce(canvas, 'Return to Dashboard', args.onReturn)
  },
}

export const ShowMore: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `Show ${matches.length - 3} more matches` }),
    )
    await expect(canvas.getAllByRole('article')).toHaveLength(matches.length)
    await expect(canvas.queryByRole('button', { name: /more matches/ })).not.toBeInTheDocument()
  },
}

/** The settings the list was scored with, said above it. */
export const WithSettings: Story = {
  args: { settings: SAMPLE_SETTINGS },
  play: showsTexts(
    'Public universities are priced for a student who lives in Texas. Faith-based colleges are listed with a label saying so. Change these in your match settings.',
  ),
}

export const WithoutHomeState: Story = {
  args: { settings: { homeState: null, faith: 'hidden' } },
  play: showsTexts(
    /show in-state and out-of-state prices until you add your home state\. Faith-based colleges are not listed\./,
  ),
}

export const OneSaved: Story = {
  args: { saveStates: { [matches[0]?.university.id ?? '']: 'saved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saved to My List' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const DashboardLabels: Story = {
  args: { saveLabel: 'Add to My List', savedLabel: 'Added to My List' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Add to My List' })).toHaveLength(3)
  },
}

export const EmptyCatalogue: Story = {
  args: { matches: [] },
  play: showsTexts(/the catalogue is empty/),
}
