import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { SUGGESTIONS } from '../../testing/essay-fixtures.ts'
import { showsTexts, textsOf } from '../../testing/story-plays.ts'
import { ReuseSuggestions } from './ReuseSuggestions.tsx'

const meta = {
  title: 'Essays/ReuseSuggestions',
  component: ReuseSuggestions,
  args: { suggestions: SUGGESTIONS, onAdapt: fn() },
} satisfies Meta<typeof ReuseSuggestions>

export default meta
type Story = StoryObj<typeof meta>

export const WithSuggestions: Story = {
  play: async ({ canvas, args }) => {
    const items = textsOf(canvas.getAllByRole('heading', { level: 3 }))
    await expect(items).toEqual(['Cornell: an activity', 'Personal statement'])
    await expect(canvas.getByText('Light edit')).toBeVisible()
    await expect(canvas.getByText('New angle')).toBeVisible()
    await expect(canvas.queryByText(/ready/i)).toBeNull()
    await expect(canvas.getByText('612 words: cut to 250.')).toBeVisible()
    await userEvent.click(
      canvas.getByRole('button', { name: 'Adapt a copy of Personal statement' }),
    )
    await expect(args.onAdapt).toHaveBeenCalledWith('ps')
  },
}

export const None: Story = {
  args: { suggestions: [] },
  play: showsTexts(/this one starts fresh/),
}
