import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LIBRARY_ESSAYS, makeEssay } from '../../testing/essay-fixtures.ts'
import { clickCallsOnce, textsOf } from '../../testing/story-plays.ts'
import { EssayLibrary } from './EssayLibrary.tsx'

const meta = {
  title: 'Essays/EssayLibrary',
  component: EssayLibrary,
  parameters: { layout: 'padded' },
  args: {
    essays: LIBRARY_ESSAYS,
    onOpen: fn(),
    onNewSupplement: fn(),
    onNewPersonalStatement: fn(),
  },
} satisfies Meta<typeof EssayLibrary>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Personal statements' })).toBeVisible()
    const supplements = within(canvas.getByRole('region', { name: 'Supplements' }))
    const titles = textsOf(supplements.getAllByRole('button'))
    // Soonest deadline first.
    await expect(titles.slice(0, 2)).toEqual(['Cornell: an activity', 'Why Northwestern'])
    await expect(canvas.getByText(/shared by 2 applications/)).toBeVisible()
    await expect(
      canvas.getByText('Choose 4 of 4: 1 final, 1 in progress', { exact: false }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Why Northwestern' }))
    await expect(args.onOpen).toHaveBeenCalledWith('why-nu')
    await clickCallsOnce(canvas, 'New supplement', args.onNewSupplement)
  },
}

export const Empty: Story = {
  args: { essays: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No essays yet/)).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Supplements' })).toBeNull()
  },
}

export const OverLimitAndFree: Story = {
  args: {
    essays: [
      makeEssay({
        id: 'long',
        title: 'Why Duke',
        limit: { unit: 'words', max: 10 },
        text: 'This answer runs well past the ten words that the portal allows for it.',
      }),
      makeEssay({ id: 'free', title: 'Ideas for a new essay', prompt: '', limit: null }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('14 / 10 words')).toHaveAttribute('data-state', 'over')
    await expect(canvas.getAllByText('Not tied to an application')).toHaveLength(2)
    await expect(canvas.getAllByText('No deadline')).toHaveLength(2)
  },
}
