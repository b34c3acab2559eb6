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
    // A draft over the limit says by how much and that it needs cutting, never that it fits.
    const long = canvas.getAllByRole('listitem').find((item) => item.textContent.includes('612'))
    await expect(long).toHaveTextContent(
      '612 / 250 words: 362 over the limit; cut it to 250 words.',
    )
    await expect(long).not.toHaveTextContent(/fits/)
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
